// Server-rendered pages of the foundation: legal pages, the order page and the demo checkout.
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toMajor } from '../../services/catalog/catalog-service.js';
import { AppError } from '../../services/errors.js';
import { demoCheckoutPage } from '../../web/pages/demo-checkout.js';
import { offerPage, privacyPage, type LegalContext } from '../../web/pages/legal.js';
import { orderStatusPage } from '../../web/pages/order-status.js';

const HTML = 'text/html; charset=utf-8';
const hidden = { hide: true };

export const pageRoutes: FastifyPluginAsyncTypebox<{ legal: LegalContext }> = async (app, options) => {
  await app.register(formbody);
  const { services } = app;

  const privacyHtml = privacyPage(options.legal); // depends on configuration only
  app.get('/privacy', { schema: hidden }, async (_request, reply) => reply.type(HTML).send(privacyHtml));
  app.get('/offer', { schema: hidden }, async (_request, reply) => reply.type(HTML).send(offerPage(options.legal, await services.catalog.getPublic())));

  app.get('/orders/:orderId', { schema: { ...hidden, params: Type.Object({ orderId: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const { order, status, payUrl, botUrl } = await services.orders.details(request.params.orderId);
    const catalog = await services.catalog.get();
    const productTitle = catalog.products.find((p) => p.id === order.product)?.title ?? order.product;
    return reply.type(HTML).send(orderStatusPage({ orderId: order.id, status, productTitle, payUrl, botUrl, demo: services.config.demo, supportEmail: services.config.supportEmail }));
  });

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
    const { payment, order, status } = await checkoutState(request.params.paymentId);
    const catalog = await services.catalog.get();
    const addons: string[] = JSON.parse(order.addons);
    const title = [catalog.products.find((p) => p.id === order.product)?.title ?? order.product, ...addons.map((id) => catalog.addons.find((a) => a.id === id)?.title ?? id)].join(' + ');
    return reply.type(HTML).send(
      demoCheckoutPage({
        paymentId: payment.id,
        orderId: order.id,
        title,
        amount: `${toMajor(payment.amount).toFixed(2)} ${payment.currency}`,
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
