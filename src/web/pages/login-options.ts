// The Telegram sign-in choices shared by /profile and the consent pages (an agent's claim, an OAuth
// client's authorization): Log In With Telegram (OpenID Connect) where BotFather's client is
// configured, the legacy Login Widget where only the bot is, the labelled demo login where none is.
import { html, type SafeHtml } from '../html.js';
import type { Site } from '../site.js';

export interface TelegramLoginView {
  botUsername: string | null;
  demoLoginAllowed: boolean;
  /** Where the legacy widget sends its signed data. */
  widgetAuthUrl: string;
  /** Starts the OpenID Connect login (and comes back where the page says); null: the widget instead. */
  oidcLoginUrl: string | null;
}

export function telegramLogin(site: Site, view: TelegramLoginView, options: { note?: boolean } = {}): SafeHtml | string {
  if (!view.botUsername || view.demoLoginAllowed) return '';
  const { t } = site;
  if (view.oidcLoginUrl) {
    return html`<section class="card" aria-labelledby="widget-title">
<h2 id="widget-title">${t('login.widget.title')}</h2>
${options.note ? html`<p class="muted small">${t('login.oidc.note')}</p>` : ''}
<p><a class="button" id="telegram-oidc-login" href="${view.oidcLoginUrl}">${t('login.oidc.button')}</a></p>
</section>`;
  }
  return html`<section class="card" aria-labelledby="widget-title">
<h2 id="widget-title">${t('login.widget.title')}</h2>
${options.note ? html`<p class="muted small">${t('login.widget.note')}</p>` : ''}
<div class="telegram-widget"><script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="${view.botUsername}" data-size="large" data-radius="10" data-auth-url="${view.widgetAuthUrl}" data-request-access="write" data-lang="${site.language}"></script></div>
${options.note ? html`<noscript><p class="muted small">${t('login.widget.noscript')}</p></noscript>` : ''}
</section>`;
}

/** The legacy Login Widget's origins are allowed in a page's CSP only where it is shown. */
export function showsWidget(view: Pick<TelegramLoginView, 'botUsername' | 'oidcLoginUrl'>): boolean {
  return Boolean(view.botUsername) && !view.oidcLoginUrl;
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
