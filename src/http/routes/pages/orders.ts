// /orders/:orderId: the thank-you page that follows an order until its reading is delivered, and
// /orders/:orderId/pay, where the buyer chooses among the enabled payment providers.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toMajorUnits } from '../../../services/catalog/money.js';
import { AppError } from '../../../services/errors.js';
import { effectiveStatus } from '../../../services/orders/lifecycle.js';
import { itemTitle } from '../../../web/catalog-text.js';
import { formatMoney, orderStatusText } from '../../../web/format.js';
import { orderStatusPage } from '../../../web/pages/order-status.js';
import { formatCoordinates } from '../../../web/pages/order.js';
import type { Addon } from '../../../reading/report/types.js';
import type { BirthMeta } from '../../../services/orders/model.js';
import { cityView, momentOf, namesPlace } from '../../../services/readings/places.js';
import { payChoicePage } from '../../../web/pages/pay-choice.js';
import { problemText } from '../../../web/problems.js';
import type { Site } from '../../../web/site.js';
import { siteOf } from '../../plugins/language.js';
import { assertSameOrigin } from '../../plugins/security-headers.js';
import type { Composition } from '../../../compose.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export type OrderStatusRouteDeps = Pick<Composition, 'orders' | 'catalog' | 'config' | 'places' | 'clock' | 'providers' | 'payments'>;

export const orderStatusRoutes: FastifyPluginAsyncTypebox<OrderStatusRouteDeps> = async (app, services) => {

  app.get('/orders/:orderId', { schema: { ...hidden, params: Type.Object({ orderId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const site = siteOf(request);
    const { order, status, payUrl, botUrl } = await services.orders.details(request.params.orderId);
    const catalog = await services.catalog.get();
    const productTitle = itemTitle(site, catalog.products.find((p) => p.id === order.product), order.product);
    const addons = JSON.parse(order.addons) as Addon[];
    const addonTitles = addons.map((id) => itemTitle(site, catalog.addons.find((a) => a.id === id), id));
    // What the order itself records, not today's catalog: the price the buyer agreed to, in its currency.
    const amount = formatMoney(toMajorUnits(order.sum, order.currency), order.currency, site);
    // A reading cast for no chart (the numerology profile) uses no birthplace, even when the order names one.
    const cast = services.catalog.products.find(order.product)?.charts(addons).own ?? true;
    const birthplace = cast ? birthplaceOf(site, JSON.parse(order.meta) as BirthMeta) : null;
    const view = { orderId: order.id, status, productTitle, addonTitles, amount, payUrl, botUrl, demo: services.config.demoParts, supportEmail: services.config.supportEmail, birthplace };
    return reply.type(HTML).send(orderStatusPage(site, view));
  });

  /** The place the order's reading is cast for, with its zone and the UTC offset at the birth moment. */
  function birthplaceOf(site: Site, meta: BirthMeta): { label: string; details: string } | null {
    if (!namesPlace(meta)) return null;
    const place = services.places.placeOf(meta);
    if (!place) return null;
    const city = cityView(place, momentOf(meta));
    const coordinates = formatCoordinates(site, place.latitude, place.longitude);
    const details = city.utcOffset
      ? site.t('orderStatus.placeAtBirth', { coordinates, zone: city.timezone, offset: city.utcOffset.replace('-', '\u2212') })
      : site.t('orderStatus.placeZone', { coordinates, zone: city.timezone });
    return { label: place.id === undefined ? place.name : city.label, details };
  }

  const OrderParams = Type.Object({ orderId: Type.String({ maxLength: 64 }) });

  /** The choice page: every enabled provider that can take the order, with what it charges. */
  async function renderChoice(site: Site, orderId: string, error?: string) {
    const order = await services.orders.find(orderId);
    const catalog = await services.catalog.get();
    const orderStatus = effectiveStatus(order, services.clock.now());
    const options = services.providers.all.flatMap((provider) => {
      try {
        const { input } = services.payments.plan(order, provider, catalog);
        const title = site.t(`providers.${provider.name}`, { defaultValue: provider.title });
        return [{ provider: provider.name, title, amount: formatMoney(toMajorUnits(input.amount, input.currency), input.currency, site) }];
      } catch {
        return [];
      }
    });
    const titles = [itemTitle(site, catalog.products.find((p) => p.id === order.product), order.product)];
    for (const id of JSON.parse(order.addons) as string[]) titles.push(itemTitle(site, catalog.addons.find((a) => a.id === id), id));
    return payChoicePage(site, {
      orderId: order.id,
      title: titles.join(' + '),
      options,
      payable: orderStatus === 'pending_payment',
      statusText: orderStatusText(site, orderStatus).toLocaleLowerCase(site.language),
      demo: services.config.demoParts,
      ...(error ? { error } : {}),
    });
  }

  app.get('/orders/:orderId/pay', { schema: { ...hidden, params: OrderParams } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').type(HTML).send(await renderChoice(siteOf(request), request.params.orderId)),
  );

  app.post('/orders/:orderId/pay', { schema: { ...hidden, params: OrderParams } }, async (request, reply) => {
    assertSameOrigin(request);
    const provider = String((request.body as Record<string, unknown> | undefined)?.provider ?? '');
    try {
      const { payUrl } = await services.payments.start(request.params.orderId, provider);
      return reply.redirect(payUrl, 303);
    } catch (error) {
      // A provider that failed just now is said on the page, where the buyer can try again or choose another.
      if (!(error instanceof AppError) || (error.status >= 500 && error.code !== 'payment_provider_failed') || error.code === 'not_found') throw error;
      const site = siteOf(request);
      return reply.code(error.status).type(HTML).send(await renderChoice(site, request.params.orderId, problemText(site, error)));
    }
  });
};
