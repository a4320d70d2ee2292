// The site's one layout: header with navigation, an optional demo banner, the page, the footer.
// Client scripts are files under /assets (the CSP allows no inline script), loaded deferred.
import { html, trusted, type SafeHtml } from './html.js';
import { SELLER_SLOT } from './seller.js';

export type Section = 'home' | 'order' | 'profile' | 'docs' | 'legal' | 'demo';

export interface PageOptions {
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

const NAV: { section: Section; href: string; label: string }[] = [
  { section: 'home', href: '/', label: 'Readings' },
  { section: 'order', href: '/order', label: 'Order' },
  { section: 'profile', href: '/profile', label: 'My readings' },
  { section: 'docs', href: '/docs', label: 'API' },
];

export function page({ title, body, demoNotice, description, scripts = [], section, wide }: PageOptions): string {
  return (
    '<!doctype html>' +
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Astrology readings</title>
${description ? html`<meta name="description" content="${description}">` : ''}
<link rel="stylesheet" href="/assets/site.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="api-catalog" href="/.well-known/api-catalog">
${scripts.map((name) => html`<script src="/assets/${name}" defer></script>`)}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${demoNotice ? html`<div class="demo-banner" role="note"><span class="demo-tag">DEMO</span> ${demoNotice}</div>` : ''}
<header class="site-header"><a class="brand" href="/"><span class="brand-mark" aria-hidden="true">✦</span> Astrology readings</a>
<nav aria-label="Main">${NAV.map((item) => html`<a href="${item.href}"${section === item.section ? html` aria-current="page"` : ''}>${item.label}</a>`)}</nav></header>
<main id="main" tabindex="-1"${wide ? html` class="wide"` : ''}>${body}</main>
<footer class="site-footer"><span>Readings computed from the real sky at your birth.</span><span><a href="/offer">Terms of sale</a> · <a href="/privacy">Privacy policy</a> · <a href="/docs">API reference</a></span>${trusted(SELLER_SLOT)}</footer>
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
export function demoNotice(demo: DemoParts): string | null {
  if (demo.payments && demo.chat) return 'Demo installation: payments are simulated and the Telegram bot is shown as a demo chat on this site.';
  if (demo.payments) return 'Demo installation: payments are simulated; no money is charged.';
  if (demo.chat) return 'Test installation: payments are real, but no Telegram bot is connected; the bot is shown as a demo chat on this site.';
  return null;
}
