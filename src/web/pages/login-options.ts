// The Telegram sign-in choices shared by the consent pages (an agent's claim, an OAuth client's
// authorization): the Login Widget where a real bot vouches for people, the labelled demo login
// where none does.
import { html, type SafeHtml } from '../html.js';
import type { Site } from '../site.js';

export function widgetLogin(site: Site, view: { botUsername: string | null; demoLoginAllowed: boolean; widgetAuthUrl: string }): SafeHtml | string {
  if (!view.botUsername || view.demoLoginAllowed) return '';
  return html`<section class="card" aria-labelledby="widget-title">
<h2 id="widget-title">${site.t('login.widget.title')}</h2>
<div class="telegram-widget"><script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="${view.botUsername}" data-size="large" data-radius="10" data-auth-url="${view.widgetAuthUrl}" data-request-access="write" data-lang="${site.language}"></script></div>
</section>`;
}

/** `hidden`: fields the form carries along (the authorization request it comes back to). */
export function demoLogin(site: Site, view: { demoLoginAllowed: boolean; action: string; hidden?: Record<string, string> }): SafeHtml | string {
  if (!view.demoLoginAllowed) return '';
  const { t } = site;
  return html`<section class="card" aria-labelledby="demo-title">
<h2 id="demo-title"><span class="demo-tag">${t('demo.tag')}</span> ${t('login.demo.title')}</h2>
<p class="muted small">${t('login.demo.note')}</p>
<form method="post" action="${view.action}" class="demo-login">
${Object.entries(view.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<div class="field"><label for="demo-username">${t('login.demo.username')}</label>
<div class="prefixed"><span aria-hidden="true">@</span><input id="demo-username" name="username" type="text" required autocapitalize="none" spellcheck="false" maxlength="33" pattern="@?[A-Za-z0-9_]{5,32}" title="${t('login.demo.usernameHint')}"></div></div>
<button type="submit">${t('login.demo.submit')}</button>
</form>
</section>`;
}
