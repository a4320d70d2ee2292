// The page a browser sees for an unknown address, or an order or reading that does not exist.
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

export function notFoundPage(view: { path: string; demo: DemoParts }): string {
  return page({
    title: 'Page not found',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>Page not found</h1>
<div class="card">
<p>There is nothing at <code>${view.path}</code>. The link may be mistyped, or the order or reading it names is not yours or no longer exists.</p>
<p class="actions"><a class="button" href="/">Home</a> <a class="button ghost" href="/order">Order a reading</a> <a class="button ghost" href="/profile">My readings</a></p>
</div>`,
  });
}
