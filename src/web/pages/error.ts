// The page a browser sees when we fail (a 500, or the service unavailable): what happened, that
// nothing was charged or lost, and what to do next.
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import type { Site } from '../site.js';

export function errorPage(site: Site, view: { status: number; demo: DemoParts }): string {
  const { t } = site;
  const kind = view.status === 503 ? 'unavailable' : 'failed';
  return page({
    site,
    title: t(`errorPage.${kind}.title`),
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t(`errorPage.${kind}.title`)}</h1>
<div class="card">
<p>${t(`errorPage.${kind}.text`)} ${t('errorPage.nothingChanged')}</p>
<p>${t('errorPage.tryAgain')}</p>
<p class="actions"><a class="button" href="/">${t('common.home')}</a> <a class="button ghost" href="/profile">${t('nav.profile')}</a></p>
</div>`,
  });
}
