// The page a browser sees when we fail (a 500, or the service unavailable): what happened, that
// nothing was charged or lost, and what to do next.
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';

export function errorPage(view: { status: number; demo: DemoParts }): string {
  const unavailable = view.status === 503;
  return page({
    title: unavailable ? 'Back in a moment' : 'Something went wrong',
    demoNotice: demoNotice(view.demo),
    body: html`<h1>${unavailable ? 'Back in a moment' : 'Something went wrong'}</h1>
<div class="card">
<p>${unavailable
      ? 'The service is restarting or busy and could not answer just now.'
      : 'Something failed on our side while answering this page. We have logged it and will look into it.'} Nothing was charged and no order was changed.</p>
<p>Please go back and try again in a minute.</p>
<p class="actions"><a class="button" href="/">Home</a> <a class="button ghost" href="/profile">My readings</a></p>
</div>`,
  });
}
