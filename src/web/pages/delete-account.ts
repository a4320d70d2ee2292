// /profile/delete: what deleting the account removes and what it keeps, the orders that must finish
// first, and the form that confirms it; /profile/deleted: the page after.
import type { UserView } from '../../services/identity/types.js';
import type { DeletionBlock, DeletionBlocker } from '../../services/privacy/privacy-service.js';
import { html, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

/** The word the person types to confirm. */
export const DELETE_CONFIRMATION = 'delete';

export interface DeleteAccountView {
  user: UserView;
  blockers: DeletionBlocker[];
  supportEmail: string;
  demo: DemoParts;
  /** The confirmation was not typed as asked. */
  error?: string | null;
}

function blockerText(why: DeletionBlock, supportEmail: string): SafeHtml {
  switch (why) {
    case 'reading_in_progress':
      return html`is paid and its reading is being prepared. Come back in a few minutes, once it has been sent to you.`;
    case 'reading_waits_for_bot':
      return html`has its reading ready, waiting to be sent to you in Telegram: open the order page and follow its bot link to receive it.`;
    case 'reading_failed':
      return html`could not be completed. Write to <a href="mailto:${supportEmail}">${supportEmail}</a>: we will make the reading again or refund you in full.`;
    case 'refund_in_progress':
      return html`has a refund on its way back to you. Come back once it has arrived.`;
  }
}

export function deleteAccountPage(view: DeleteAccountView): string {
  const blocked = view.blockers.length > 0;
  return page({
    title: 'Delete my account',
    section: 'profile',
    demoNotice: demoNotice(view.demo),
    body: html`<p><a href="/profile">← My readings</a></p>
<h1>Delete my account</h1>
<div class="card">
<p>Deleting your account takes effect at once and cannot be undone.</p>
<h2>What is deleted</h2>
<ul>
<li>Your account${view.user.username ? html` (@${view.user.username})` : ''}: your Telegram id, name and photo, and every login session.</li>
<li>Your readings, their PDFs and chart wheels, and the record of what our bot sent you.</li>
<li>From every order of yours: the name, phone number, Telegram username and birth data.</li>
<li>The access of every AI agent you approved: their keys stop working.</li>
</ul>
<h2>What is kept</h2>
<p>The payment records that accounting law obliges us to keep: the amount, the currency, the dates and the payment provider’s reference, with nothing that names you. An order that is still unpaid is cancelled; if a payment for it arrives anyway, it is refunded automatically.</p>
<p>Messages our bot already sent you stay in your Telegram chat until you delete them there.</p>
<p>Want a copy first? <a href="/api/me/export" download>Download my data</a> (JSON).</p>
</div>
${blocked
  ? html`<div class="error-summary" role="alert" id="delete-blocked">
<h2>Not yet: an order must finish first</h2>
<p>We still owe you something on ${view.blockers.length === 1 ? 'this order' : 'these orders'}, so the account cannot be deleted until ${view.blockers.length === 1 ? 'it is' : 'they are'} delivered or refunded:</p>
<ul>${view.blockers.map((b) => html`<li>Order <a href="/orders/${b.orderId}">${b.orderId}</a> ${blockerText(b.why, view.supportEmail)}</li>`)}</ul>
</div>`
  : html`<form method="post" action="/profile/delete" class="card" id="delete-form" novalidate>
${view.error ? html`<div class="error-summary" role="alert"><h2>Not deleted</h2><p>${view.error}</p></div>` : ''}
<div class="field"><label for="confirm">To confirm, type <strong>${DELETE_CONFIRMATION}</strong></label>
<input id="confirm" name="confirm" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" required aria-describedby="confirm-hint"${view.error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="confirm-hint">This deletes your account and readings for good.</p></div>
<p class="actions"><button type="submit" class="danger">Delete my account</button> <a class="button ghost" href="/profile">Keep my account</a></p>
</form>`}`,
  });
}

export function accountDeletedPage(view: { demo: DemoParts }): string {
  return page({
    title: 'Account deleted',
    section: 'profile',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>Your account is deleted</h1>
<div class="card" id="account-deleted">
<p>Your account, your readings and the personal data of your orders are gone, and you are logged out everywhere. We keep only the payment records the law requires, with nothing that names you.</p>
<p>If you log in with Telegram again, a new, empty account begins.</p>
<p class="actions"><a class="button ghost" href="/">Home</a></p>
</div>`,
  });
}
