import { html, type SafeHtml } from './html.js';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** Shown as a banner on every demo surface. */
  demoNotice?: string | null;
  description?: string;
}

export function page({ title, body, demoNotice, description }: PageOptions): string {
  return (
    '<!doctype html>' +
    html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Astrology readings</title>
${description ? html`<meta name="description" content="${description}">` : ''}
<link rel="stylesheet" href="/assets/site.css">
<link rel="api-catalog" href="/.well-known/api-catalog">
</head>
<body>
${demoNotice ? html`<div class="demo-banner" role="note">${demoNotice}</div>` : ''}
<header class="site-header"><a class="brand" href="/">✦ Astrology readings</a>
<nav aria-label="Main"><a href="/offer">Offer</a> <a href="/privacy">Privacy</a> <a href="/docs">API</a></nav></header>
<main id="main">${body}</main>
<footer class="site-footer"><a href="/offer">Terms of sale</a> · <a href="/privacy">Privacy policy</a> · <a href="/docs">API reference</a></footer>
</body>
</html>`.value
  );
}
