// /order: the order form, and its path without JavaScript (the form posts here; with JavaScript it
// posts to the API). Both go through the same OrderService and the same per-client order budget, and
// the order takes the page's language (its reading, the bot's messages and the PDF follow it).
// Without JavaScript the birthplace is confirmed by a round trip: a city the buyer has not yet chosen
// a place for comes back with the place it means (or the places it could mean) to check or choose.
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../services/errors.js';
import { clientKey } from '../../../services/limits/rate-limiter.js';
import { emptyForm, placeChoice, readForm, toFormErrors, toOrderRequest, type FormErrors, type OrderFormValues, type PlaceChoice } from '../../../web/order-form.js';
import { orderPage } from '../../../web/pages/order.js';
import { problemText } from '../../../web/problems.js';
import { siteOf } from '../../plugins/language.js';
import type { Composition } from '../../../compose.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const orderFormRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'catalog' | 'config' | 'places' | 'orders'>> = async (app, services) => {

  const renderOrder = async (request: FastifyRequest, reply: FastifyReply, values: OrderFormValues, errors: FormErrors = {}, problem: string | null = null, status = 200, place: PlaceChoice | null = null) =>
    reply
      .code(status)
      .type(HTML)
      .send(orderPage(siteOf(request), { catalog: await services.catalog.getPublic(), values, errors, problem, demo: services.config.demoParts, place, countingName: services.catalog.products.countingName }));

  app.get('/order', { schema: { ...hidden, querystring: Type.Object({ product: Type.Optional(Type.String({ maxLength: 64 })), lang: Type.Optional(Type.String({ maxLength: 16 })) }) } }, async (request, reply) =>
    renderOrder(request, reply, emptyForm(await services.catalog.getPublic(), request.query.product)),
  );

  // The form without JavaScript: the same OrderService as the API, then the payment page.
  app.post(
    '/order',
    { schema: hidden },
    async (request, reply) => {
      const site = siteOf(request);
      const read = readForm(request.body);
      const catalog = await services.catalog.getPublic();
      const usesCity = catalog.products.find((p) => p.id === read.product)?.fields.includes('city') ?? false;
      const place = usesCity ? placeChoice(read, services.places, site.language) : null;
      // A choice the city no longer names is not sent: the buyer typed another city since.
      const values = { ...read, placeId: place?.confirmed ? place.chosen! : '' };
      const built = toOrderRequest(values, catalog, site, services.catalog.products.countingName);
      if ('errors' in built) return renderOrder(request, reply, values, built.errors, null, 400, place);
      if (place && !place.confirmed) {
        if (place.cities.length > 1) {
          return renderOrder(request, reply, values, { city: [site.t('order.severalPlaces', { name: place.name })] }, null, 422, place);
        }
        return renderOrder(request, reply, { ...values, placeId: place.chosen! }, {}, null, 200, place);
      }
      try {
        const created = await services.orders.create(built.request, { client: clientKey(null, request.ip), idempotencyKey: `form:${values.idempotencyKey}`, language: site.language });
        return reply.redirect(created.payUrl, 303);
      } catch (error) {
        if (!(error instanceof AppError) || (error.status >= 500 && error.code !== 'checkout_disabled')) {
          // Our failure: the buyer keeps every detail they typed and can send the form again.
          request.log.error({ err: error }, 'order form failed');
          return renderOrder(request, reply, values, {}, site.t('order.failed'), 500);
        }
        if (error.code === 'idempotency_conflict') {
          const fresh = { ...values, idempotencyKey: randomUUID() };
          return renderOrder(request, reply, fresh, {}, site.t('order.alreadySent'), 409, place);
        }
        const fields = error.extra.fields;
        if (error.extra.headers) reply.headers(error.extra.headers);
        return renderOrder(request, reply, values, fields?.length ? toFormErrors(fields, site) : {}, fields?.length ? null : problemText(site, error), error.status, place);
      }
    },
  );
};
