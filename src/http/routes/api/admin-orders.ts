// /api/admin/orders and /api/admin/audit: the operator's orders, their timelines, the actions on
// them and the audit log (Authorization: Bearer ADMIN_TOKEN). The refund is in admin.ts.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActionResult, AdminOrderDetail, AdminOrderList, AdminOrderQuery, AuditList, AuditQuery, RebindRequest, RetryRequest } from '../../../services/operator/model.js';
import { operatorActor } from '../../plugins/auth.js';
import { problemResponses } from '../../problem.js';
import type { AuditLog } from '../../../services/operator/audit.js';
import type { OrderActions } from '../../../services/operator/order-actions.js';
import type { OperatorOrderQueries } from '../../../services/operator/order-queries.js';

const OrderParams = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 64 }) });
const operator = { auth: { operator: true } } as const;

export interface AdminOrderRouteDeps {
  orders: OperatorOrderQueries;
  actions: OrderActions;
  audit: AuditLog;
}

export const adminOrderRoutes: FastifyPluginAsyncTypebox<AdminOrderRouteDeps> = async (app, { orders, actions, audit }) => {

  app.get(
    '/api/admin/orders',
    {
      config: operator,
      schema: {
        tags: ['operator'],
        summary: 'Find orders (operator)',
        description: 'Newest first, a page at a time: pass `nextCursor` back as `cursor` for the next page. `q`, `status`, `product`, `from` and `to` combine.',
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/api/admin/orders/:orderId',
    {
      config: operator,
      schema: {
        tags: ['operator'],
        summary: 'An order and everything that happened to it (operator)',
        description:
          'The order, and its `timeline`, oldest first: every status change, payment and provider notification, job (queued, done, given up with its error), error of an attempt, delivery part sent, refund and operator action.',
        params: OrderParams,
        response: { 200: AdminOrderDetail, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.detail(request.params.orderId),
  );

  app.post(
    '/api/admin/orders/:orderId/resend',
    {
      config: operator,
      schema: {
        tags: ['operator'],
        summary: 'Send the reading again (operator)',
        description: 'Queues the delivery of a ready or delivered order’s reading to its chat again, every part of it.',
        params: OrderParams,
        response: { 200: ActionResult, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => actions.resend(operatorActor(request), request.params.orderId),
  );

  app.post(
    '/api/admin/orders/:orderId/rebind',
    {
      config: operator,
      schema: {
        tags: ['operator'],
        summary: 'Give the order to another Telegram account (operator)',
        description:
          'With `telegramUserId`, or the `telegramUsername` of someone who has used the bot or the site before, the order is theirs at once, and a ready reading is sent to them. ' +
          'With a username nobody here has used yet, the contact changes and whoever of that name opens the order’s bot link receives it.',
        params: OrderParams,
        body: RebindRequest,
        response: { 200: ActionResult, ...problemResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => actions.rebind(operatorActor(request), request.params.orderId, request.body),
  );

  app.post(
    '/api/admin/orders/:orderId/retry',
    {
      config: operator,
      // No body means the newest failed job, as {} does.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['operator'],
        summary: 'Run a failed job of the order again (operator)',
        description: 'A job that failed for good (making the reading, sending it, or a refund) is queued again; a `failed` order goes back to `paid` or `ready` meanwhile.',
        params: OrderParams,
        body: RetryRequest,
        response: { 200: ActionResult, ...problemResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => actions.retry(operatorActor(request), request.params.orderId, request.body.jobId),
  );

  app.post(
    '/api/admin/orders/:orderId/cancel',
    {
      config: operator,
      schema: {
        tags: ['operator'],
        summary: 'Cancel an unpaid order (operator)',
        description: 'Only an order waiting for payment; money that still arrives for it is given back automatically. A paid order is refunded instead.',
        params: OrderParams,
        response: { 200: ActionResult, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => actions.cancel(operatorActor(request), request.params.orderId),
  );

  app.get(
    '/api/admin/audit',
    {
      config: operator,
      schema: {
        tags: ['operator'],
        summary: 'The audit log of operator actions (operator)',
        description: 'Every refund, resend, rebind, retry, cancellation and price change: who, when, on which order, and the state before and after. Newest first, paged like the orders.',
        querystring: AuditQuery,
        response: { 200: AuditList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => audit.list(request.query),
  );
};
