// The demo chat: in demo mode the Telegram bot is this page. It shows every message the bot would
// have sent to the demo account, and a Start button that does what /start does in Telegram.
import { formatDateTime } from '../format.js';
import { html, trusted, type SafeHtml } from '../html.js';
import { page } from '../layout.js';
import { rich, type Site } from '../site.js';
import { telegramHtmlToPageHtml } from '../telegram-html.js';

interface DemoChatMessage {
  id: number;
  sender: 'bot' | 'user';
  kind: 'text' | 'photo' | 'document';
  text: string | null;
  buttons: { text: string; url?: string; callback?: string }[][] | null;
  /** Photo or document: where the file is served. */
  fileUrl: string | null;
  createdAt: number;
}

interface DemoChatView {
  /** The deep-link payload: an order token, or login_<nonce>. */
  start: string;
  /** The demo account in this browser, once the visitor said who they are. */
  username: string | null;
  /** What the Start form offers: the order's contact, or the last username used. */
  suggestedUsername: string;
  purpose: 'order' | 'login' | 'none';
  /** This browser's demo account has pressed Start for this link already. */
  started: boolean;
  /** A refusal of the Start form (a malformed username). */
  error?: string | null;
  messages: DemoChatMessage[];
  latestId: number;
}

function bubble(site: Site, message: DemoChatMessage, view: DemoChatView): SafeHtml {
  const when = html`<time>${formatDateTime(message.createdAt, site.language)}</time>`;
  // Telegram shows the visitor "/start" without the deep link's payload.
  if (message.sender === 'user') return html`<div class="bubble me">${message.text?.startsWith('/start') ? '/start' : (message.text ?? '')}${when}</div>`;
  const body = message.text ? trusted(telegramHtmlToPageHtml(message.text)) : '';
  const buttons = (message.buttons ?? []).flat();
  const buttonsHtml = buttons.length
    ? html`<div class="actions">${buttons.map((b) =>
        b.url
          ? html`<a class="button ghost" href="${b.url}">${b.text}</a>`
          : html`<form method="post" action="/demo/chat/press"><input type="hidden" name="start" value="${view.start}"><input type="hidden" name="data" value="${b.callback ?? b.text}"><button type="submit" class="secondary">${b.text}</button></form>`,
      )}</div>`
    : '';
  if (message.kind === 'photo') {
    return html`<div class="bubble">${message.fileUrl ? html`<img src="${message.fileUrl}" alt="${site.t('demoChat.wheel')}" width="480" height="480" loading="lazy">` : ''}${body}${when}</div>`;
  }
  if (message.kind === 'document') {
    return html`<div class="bubble"><div class="doc">${message.fileUrl ? html`<a href="${message.fileUrl}" download>${site.t('demoChat.pdf')}</a>` : site.t('demoChat.pdf')}</div>${body}${when}</div>`;
  }
  return html`<div class="bubble">${body}${buttonsHtml}${when}</div>`;
}

export function demoChatPage(site: Site, view: DemoChatView): string {
  const { t } = site;
  const startForm = html`<div class="chat-start">
<form method="post" action="/demo/chat/start">
<input type="hidden" name="start" value="${view.start}">
<div class="field"><label for="demo-chat-username"><span class="demo-tag">${t('demo.tag')}</span> ${t('demoChat.username')}</label>
<p class="hint" id="demo-chat-username-hint">${view.purpose === 'order' ? t('demoChat.usernameHintOrder') : t('demoChat.usernameHint')}</p>
<div class="prefixed"><span aria-hidden="true">@</span><input id="demo-chat-username" name="username" type="text" required autocapitalize="none" spellcheck="false" maxlength="33" value="${view.suggestedUsername}" aria-describedby="demo-chat-username-hint"></div></div>
${view.error ? html`<p class="field-error" role="alert">${view.error}</p>` : ''}
<button type="submit" id="demo-chat-start">${view.started ? t('demoChat.startAgain') : t('demoChat.start')}</button>
</form>
</div>`;
  return page({
    site,
    title: t('demoChat.title'),
    section: 'demo',
    scripts: view.username ? ['reload-when-changed.js', 'demo-chat.js'] : [],
    demoNotice: t('demoChat.banner'),
    body: html`<h1>${t('demoChat.title')}</h1>
<div class="chat-head"><span class="avatar" aria-hidden="true">✦</span><p><strong>${t('demoChat.botName')}</strong> <span class="demo-tag">${t('demo.tag')}</span><br><span class="muted small">${view.username ? t('demoChat.youAre', { username: view.username }) : t('demoChat.pressStart')}</span></p></div>
<div class="chat" id="chat" role="log" aria-live="polite" aria-label="${t('demoChat.messages')}" data-latest="${view.latestId}" data-start="${view.start}">
${view.messages.length ? view.messages.map((m) => bubble(site, m, view)) : html`<p class="empty">${view.purpose === 'none' ? t('demoChat.empty') : t('demoChat.pressStartBelow')}</p>`}
</div>
${view.purpose !== 'none' && !view.started ? startForm : ''}
<p class="muted small">${view.username ? rich(site, 'demoChat.profileNoteAs', { username: view.username }) : rich(site, 'demoChat.profileNote')}</p>`,
  });
}
