// The page a browser sees for an unknown address, or an order or reading that does not exist.
import { html } from '../html.js';
import { demoNotice, page, type DemoParts } from '../layout.js';
import { rich, type Site } from '../site.js';

export function notFoundPage(site: Site, view: { path: string; demo: DemoParts }): string {
  const { t } = site;
  return page({
    site,
    title: t('notFound.title'),
    demoNotice: demoNotice(site, view.demo),
    body: html`<h1>${t('notFound.title')}</h1>
<div class="card">
<p>${rich(site, 'notFound.text', { path: view.path })}</p>
<p class="actions"><a class="button" href="/">${t('common.home')}</a> <a class="button ghost" href="/order">${t('home.orderButton')}</a> <a class="button ghost" href="/profile">${t('nav.profile')}</a></p>
</div>`,
  });
}
