// /profile/delete: what deleting the account removes and what it keeps, the orders that must finish
// first, and the form that confirms it; /profile/deleted: the page after.
import type { UserView } from '../../services/identity/types.js';
import type { DeletionBlock, DeletionBlocker } from '../../services/privacy/privacy-service.js';
import { html, type SafeHtml } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';

interface DeleteAccountView {
  user: UserView;
  blockers: DeletionBlocker[];
  supportEmail: string;
  demo: DemoParts;
  /** The confirmation was not typed as asked (in the page's language). */
  error?: string | null;
}

function blockerText(site: Site, why: DeletionBlock, supportEmail: string): SafeHtml {
  return rich(site, `deleteAccount.blockers.${why}`, { email: html`<a href="mailto:${supportEmail}">${supportEmail}</a>` });
}

export function deleteAccountPage(site: Site, view: DeleteAccountView): string {
  const { t } = site;
  const blocked = view.blockers.length > 0;
  const word = t('deleteAccount.word');
  return page({
    site,
    title: t('deleteAccount.title'),
    section: 'profile',
    demoNotice: demoNotice(site, view.demo),
    body: html`<p><a href="/profile">${t('reading.back')}</a></p>
<h1>${t('deleteAccount.title')}</h1>
<div class="card">
<p>${t('deleteAccount.intro')}</p>
<h2>${t('deleteAccount.deletedTitle')}</h2>
<ul>
<li>${view.user.username ? t('deleteAccount.deleted.accountAs', { username: view.user.username }) : t('deleteAccount.deleted.account')}</li>
<li>${t('deleteAccount.deleted.readings')}</li>
<li>${t('deleteAccount.deleted.orders')}</li>
<li>${t('deleteAccount.deleted.agents')}</li>
</ul>
<h2>${t('deleteAccount.keptTitle')}</h2>
<p>${t('deleteAccount.kept')}</p>
<p>${t('deleteAccount.telegram')}</p>
<p>${rich(site, 'deleteAccount.copyFirst')}</p>
</div>
${blocked
  ? html`<div class="error-summary" role="alert" id="delete-blocked">
<h2>${t('deleteAccount.blockedTitle')}</h2>
<p>${t('deleteAccount.blocked', { count: view.blockers.length })}</p>
<ul>${view.blockers.map((b) => html`<li>${rich(site, 'deleteAccount.blockerOrder', { orderId: b.orderId })} ${blockerText(site, b.why, view.supportEmail)}</li>`)}</ul>
</div>`
  : html`<form method="post" action="/profile/delete" class="card" id="delete-form" novalidate>
${view.error ? html`<div class="error-summary" role="alert"><h2>${t('deleteAccount.notDeleted')}</h2><p>${view.error}</p></div>` : ''}
<div class="field"><label for="confirm">${rich(site, 'deleteAccount.confirmLabel', { word })}</label>
<input id="confirm" name="confirm" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" required aria-describedby="confirm-hint"${view.error ? html` aria-invalid="true"` : ''}>
<p class="hint" id="confirm-hint">${t('deleteAccount.confirmHint')}</p></div>
<p class="actions"><button type="submit" class="danger">${t('deleteAccount.title')}</button> <a class="button ghost" href="/profile">${t('deleteAccount.keep')}</a></p>
</form>`}`,
  });
}

export function accountDeletedPage(site: Site, view: { demo: DemoParts }): string {
  const { t } = site;
  return page({
    site,
    title: t('deleteAccount.doneTitle'),
    section: 'profile',
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('deleteAccount.doneHeading')}</h1>
<div class="card" id="account-deleted">
<p>${t('deleteAccount.done')}</p>
<p>${t('deleteAccount.newAccount')}</p>
<p class="actions"><a class="button ghost" href="/">${t('common.home')}</a></p>
</div>`,
  });
}
