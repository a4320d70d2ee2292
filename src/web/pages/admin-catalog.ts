// The console's catalog editor: every product and add-on with its price in each currency of the
// catalog and whether it is sold, plus the checkout switch. One form; the route turns it into a
// catalog change, and the service's objections come back here next to the fields they concern.
import type { Catalog } from '../../services/catalog/model.js';
import { minorDigits } from '../../services/catalog/money.js';
import { html, type SafeHtml } from '../html.js';
import { consolePage, csrfField, type ConsoleFrame } from './admin-shell.js';

interface CatalogFormView {
  catalog: Catalog;
  /** What the operator typed, by field name, when the form comes back refused. */
  values?: Record<string, string>;
  /** The service's objections, by field name (`products.natal.prices.USD`). */
  errors?: Record<string, string[]>;
  flash?: string | null;
  problem?: string | null;
}

/** The form field of an item's price in a currency, also the name the route reads it by. */
export const priceField = (kind: 'products' | 'addons', id: string, currency: string) => `${kind}.${id}.prices.${currency}`;
export const enabledField = (kind: 'products' | 'addons', id: string) => `${kind}.${id}.enabled`;
export const CHECKOUT_FIELD = 'checkout.enabled';

export function adminCatalogPage(frame: ConsoleFrame, view: CatalogFormView): string {
  const { catalog } = view;
  const errors = view.errors ?? {};
  const checkoutOn = view.values ? view.values[CHECKOUT_FIELD] === 'on' : catalog.checkout.enabled;
  return consolePage(frame, {
    title: 'Catalog',
    section: 'catalog',
    flash: view.flash,
    problem: view.problem,
    body: html`<h1>Catalog</h1>
<p>Prices are in each currency’s main unit (dollars, roubles, stars); Telegram Stars take whole numbers only. A change is saved as a whole and recorded in the audit log.</p>
<form method="post" action="/admin/catalog" novalidate>
${csrfField(frame)}
<div class="card"><label><input id="checkout-enabled" name="${CHECKOUT_FIELD}" type="checkbox"${checkoutOn ? html` checked` : ''}> Checkout open: buyers can place and pay orders</label></div>
${table(view, 'products', 'Products', catalog.products, errors)}
${table(view, 'addons', 'Add-ons', catalog.addons, errors)}
<p class="actions"><button type="submit">Save the catalog</button></p>
</form>`,
  });
}

function table(view: CatalogFormView, kind: 'products' | 'addons', caption: string, items: Catalog['products'] | Catalog['addons'], errors: Record<string, string[]>): SafeHtml {
  const currencies = view.catalog.currencies;
  return html`<table class="console-table catalog-table">
<caption><h2>${caption}</h2></caption>
<thead><tr><th scope="col">Item</th>${currencies.map((c) => html`<th scope="col">${c}</th>`)}<th scope="col">On sale</th></tr></thead>
<tbody>${items.map((item) => {
    const enabledName = enabledField(kind, item.id);
    const enabled = view.values ? view.values[enabledName] === 'on' : item.enabled;
    return html`<tr><th scope="row" id="${kind}-${item.id}">${item.title} <span class="muted small">${item.id}</span></th>
${currencies.map((currency) => {
      const name = priceField(kind, item.id, currency);
      const id = name.replaceAll('.', '-');
      const value = view.values?.[name] ?? (item.prices[currency] !== undefined ? String(item.prices[currency]) : '');
      const problems = errors[name] ?? [];
      return html`<td><input id="${id}" name="${name}" type="text" aria-label="${item.title}, price in ${currency}" inputmode="${minorDigits(currency) === 0 ? 'numeric' : 'decimal'}" size="8" value="${value}"${problems.length ? html` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${problems.length ? html`<p class="field-error" id="${id}-error">${problems.join(' ')}</p>` : ''}</td>`;
    })}
<td><input id="${enabledName.replaceAll('.', '-')}" name="${enabledName}" type="checkbox" aria-labelledby="${kind}-${item.id}"${enabled ? html` checked` : ''}></td></tr>`;
  })}</tbody></table>`;
}
