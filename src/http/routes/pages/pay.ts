// /pay/demo/:paymentId (demo mode only): the labelled test checkout. Pay and Decline make the
// notification a real provider would send, signed the same way, through our real webhook route.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { minorDigits, toMajorUnits } from '../../../services/catalog/money.js';
import { AppError } from '../../../services/errors.js';
import { itemTitle } from '../../../web/catalog-text.js';
import { formatMoney } from '../../../web/format.js';
import { demoCheckoutPage } from '../../../web/pages/demo-checkout.js';
import { siteOf } from '../../plugins/language.js';
import type { Composition } from '../../../compose.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const demoCheckoutRoutes: FastifyPluginAsyncTypebox<Pick<Composition, 'demoCheckout' | 'payments' | 'orders' | 'catalog'>> = async (app, services) => {
  if (!services.demoCheckout) return;
  const provider = services.demoCheckout;

  const PaymentParams = Type.Object({ paymentId: Type.String({ maxLength: 64 }) });

  async function checkoutState(paymentId: string) {
    const payment = await services.payments.payment(paymentId);
    if (payment.provider !== provider.name) throw new AppError('not_found', `payment ${paymentId} was not found`);
    const { order, status } = await services.orders.details(payment.order_id);
    return { payment, order, status };
  }

  app.get('/pay/demo/:paymentId', { schema: { ...hidden, params: PaymentParams } }, async (request, reply) => {
    const site = siteOf(request);
    const { payment, order, status } = await checkoutState(request.params.paymentId);
    const catalog = await services.catalog.get();
    const addons: string[] = JSON.parse(order.addons);
    const title = [
      itemTitle(site, catalog.products.find((p) => p.id === order.product), order.product),
      ...addons.map((id) => itemTitle(site, catalog.addons.find((a) => a.id === id), id)),
    ].join(' + ');
    const major = toMajorUnits(payment.amount, payment.currency);
    return reply.type(HTML).send(
      demoCheckoutPage(site, {
        paymentId: payment.id,
        orderId: order.id,
        title,
        // In English as a payment provider's page writes it (49.00 USD); in other languages as money is written there (4 490 ₽).
        amount: site.language === 'en' ? `${major.toFixed(minorDigits(payment.currency))} ${payment.currency}` : formatMoney(major, payment.currency, site),
        paymentStatus: payment.status,
        orderPayable: status === 'pending_payment',
        orderStatus: status,
      }),
    );
  });

  for (const verb of ['pay', 'decline'] as const) {
    app.post(`/pay/demo/:paymentId/${verb}`, { schema: { ...hidden, params: PaymentParams } }, async (request, reply) => {
      const { payment, status } = await checkoutState(request.params.paymentId);
      if (status !== 'pending_payment' || payment.status === 'succeeded') return reply.redirect(`/pay/demo/${encodeURIComponent(payment.id)}`, 303);
      // The provider's side of the flow: a signed notification through our real webhook route.
      const notification = provider.signedNotification(
        { paymentId: payment.id, amount: payment.amount, currency: payment.currency },
        verb === 'pay' ? 'payment.succeeded' : 'payment.failed',
      );
      const delivered = await app.inject({ method: 'POST', url: `/api/payments/${provider.name}/webhook`, headers: notification.headers, payload: notification.body });
      if (delivered.statusCode !== 200) throw new Error(`demo webhook answered ${delivered.statusCode}: ${delivered.body}`);
      return reply.redirect(verb === 'pay' ? `/orders/${encodeURIComponent(payment.order_id)}` : `/pay/demo/${encodeURIComponent(payment.id)}`, 303);
    });
  }
};
