// The site's one layout: header with navigation and the language switcher, an optional demo banner,
// the page, the footer, all in the page's language. Client scripts are files under /assets (the CSP
// allows no inline script), loaded deferred; the texts they show come from the page.
import { html, trusted, type SafeHtml } from './html.js';
import { sellerSlot } from './seller.js';
import { languageLinks, type Site } from './site.js';

type Section = 'home' | 'order' | 'profile' | 'docs' | 'legal' | 'demo';

interface PageOptions {
  site: Site;
  title: string;
  body: SafeHtml;
  /** Shown as a banner on every demo surface. */
  demoNotice?: string | null;
  description?: string;
  /** Names of scripts under /assets/ this page needs, e.g. 'order-form.js'. */
  scripts?: string[];
  /** Which navigation entry is the current page. */
  section?: Section;
  /** A wider main column (the home page, readings). */
  wide?: boolean;
}

const NAV: { section: Section; href: string }[] = [
  { section: 'home', href: '/' },
  { section: 'order', href: '/order' },
  { section: 'profile', href: '/profile' },
  { section: 'docs', href: '/docs' },
];
const NAV_KEY: Partial<Record<Section, string>> = { home: 'nav.readings', order: 'nav.order', profile: 'nav.profile', docs: 'nav.api' };

/** The switcher: a plain link per language (it works without JavaScript), the page's own marked. */
function switcher(site: Site): SafeHtml | string {
  if (site.switcher === false) return '';
  return html`<nav class="language-switch" aria-label="${site.t('language.switch')}">${languageLinks(site).map((l) =>
    l.current
      ? html`<a href="${l.href}" lang="${l.language}" hreflang="${l.language}" aria-current="true">${l.name}</a>`
      : html`<a href="${l.href}" lang="${l.language}" hreflang="${l.language}">${l.name}</a>`,
  )}</nav>`;
}

export function page({ site, title, body, demoNotice, description, scripts = [], section, wide }: PageOptions): string {
  const { t } = site;
  return (
    '<!doctype html>' +
    html`<html lang="${site.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${t('brand')}</title>
${description ? html`<meta name="description" content="${description}">` : ''}
<link rel="stylesheet" href="/assets/site.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="api-catalog" href="/.well-known/api-catalog">
${scripts.map((name) => html`<script src="/assets/${name}" defer></script>`)}
</head>
<body>
<a class="skip-link" href="#main">${t('layout.skip')}</a>
${demoNotice ? html`<div class="demo-banner" role="note"><span class="demo-tag">${t('demo.tag')}</span> ${demoNotice}</div>` : ''}
<header class="site-header"><a class="brand" href="/"><span class="brand-mark" aria-hidden="true">✦</span> ${t('brand')}</a>
<nav aria-label="${t('nav.label')}">${NAV.map((item) => html`<a href="${item.href}"${section === item.section ? html` aria-current="page"` : ''}>${t(NAV_KEY[item.section]!)}</a>`)}</nav>${switcher(site)}</header>
<main id="main" tabindex="-1"${wide ? html` class="wide"` : ''}>${body}</main>
<footer class="site-footer"><span>${t('layout.footerLine')}</span><span><a href="/offer">${t('layout.offer')}</a> · <a href="/privacy">${t('layout.privacy')}</a> · <a href="/docs">${t('layout.apiReference')}</a></span>${trusted(sellerSlot(site.language))}</footer>
</body>
</html>`.value
  );
}

/** What an installation simulates: payments (the demo provider) and the bot (a chat page on this site). */
export interface DemoParts {
  payments: boolean;
  chat: boolean;
}

/** The banner every page of an installation that simulates something carries, saying what is simulated. */
export function demoNotice(site: Pick<Site, 't'>, demo: DemoParts): string | null {
  if (demo.payments && demo.chat) return site.t('demo.both');
  if (demo.payments) return site.t('demo.payments');
  if (demo.chat) return site.t('demo.chat');
  return null;
}
