// The operator's view of orders, their timelines and the audit log: one schema each for the admin
// API's validation, types and OpenAPI (and, later, the console).
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_STATUSES } from '../orders/lifecycle.js';
import { OrderStatusName } from '../orders/model.js';

const DateOrDateTime = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$', description });

const MAX_PAGE = 100;

const Cursor = Type.String({ minLength: 1, maxLength: 200, description: 'The `nextCursor` of the previous page' });
// Query strings are not coerced (see app.ts): a number is a string of digits.
const Limit = Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$', description: `1-${MAX_PAGE} a page, default 50` });

/** The page size a query asks for. */
export const pageSize = (limit: string | undefined) => Math.min(Number(limit ?? 50), MAX_PAGE);

export const AdminOrderQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: 'Finds the order id (whole or its start), the Telegram contact (with or without @), the phone (any format: its digits are compared, 4 at least) or the buyer’s name (any script, any case)',
      }),
    ),
    status: Type.Optional(Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)), { description: 'Effective status: an unpaid order past its time counts as expired' })),
    product: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Product id' })),
    from: Type.Optional(DateOrDateTime('Created at or after this moment (a date means its start, UTC)')),
    to: Type.Optional(DateOrDateTime('Created before this moment (a date means the end of that day, UTC)')),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

const Iso = Type.String({ format: 'date-time' });
const IsoOrNull = Type.Union([Iso, Type.Null()]);

export const AdminOrderSummary = Type.Object({
  orderId: Type.String(),
  status: OrderStatusName,
  product: Type.String(),
  addons: Type.Array(Type.String()),
  sum: Type.Number({ description: 'Major unit of `currency`' }),
  currency: Type.String(),
  name: Type.String(),
  phone: Type.String({ description: 'E.164' }),
  contact: Type.String({ description: 'Telegram username with @ (empty once personal data was erased)' }),
  ownerUserId: Type.Union([Type.String(), Type.Null()], { description: 'The Telegram user the order is bound to' }),
  createdAt: Iso,
  updatedAt: Iso,
  paidAt: IsoOrNull,
  lastError: Type.Union([Type.String(), Type.Null()], { description: 'The last error of generation or delivery' }),
});
export type AdminOrderSummary = Static<typeof AdminOrderSummary>;

export const AdminOrderList = Type.Object({
  ok: Type.Literal(true),
  orders: Type.Array(AdminOrderSummary, { description: 'Newest first (created_at, then id, descending)' }),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` for the next page; null on the last. Orders created meanwhile do not shift later pages.' }),
});
export type AdminOrderList = Static<typeof AdminOrderList>;

const TIMELINE_EVENTS = [
  'order_created',
  'payment_created',
  'payment_event',
  'status_changed',
  'owner_changed',
  'operator_action',
  'job_queued',
  'error',
  'reading_stored',
  'delivery_part',
  'job_done',
  'job_gave_up',
  'refund_requested',
  'refund_settled',
] as const;
export type TimelineEventName = (typeof TIMELINE_EVENTS)[number];

export const TimelineEntry = Type.Object(
  {
    at: Iso,
    event: Type.Union(TIMELINE_EVENTS.map((e) => Type.Literal(e))),
    summary: Type.String({ description: 'One line for a person' }),
    from: Type.Optional(OrderStatusName),
    to: Type.Optional(OrderStatusName),
    paymentId: Type.Optional(Type.String()),
    provider: Type.Optional(Type.String()),
    eventType: Type.Optional(Type.String({ description: 'payment_event: payment.succeeded, payment.failed, payment.canceled, payment.refunded' })),
    jobId: Type.Optional(Type.Number()),
    jobKind: Type.Optional(Type.String()),
    attempts: Type.Optional(Type.Integer()),
    error: Type.Optional(Type.String()),
    part: Type.Optional(Type.Integer()),
    partKind: Type.Optional(Type.String({ description: 'message, photo or document' })),
    chatId: Type.Optional(Type.Number()),
    refundId: Type.Optional(Type.String()),
    amount: Type.Optional(Type.Number({ description: 'Major unit of `currency`' })),
    currency: Type.Optional(Type.String()),
    status: Type.Optional(Type.String({ description: 'The state of the payment, job, delivery part or refund' })),
    actor: Type.Optional(Type.String()),
    action: Type.Optional(Type.String()),
  },
  { description: 'One thing that happened to the order; the fields present depend on `event`' },
);
export type TimelineEntry = Static<typeof TimelineEntry>;

export const RetryableJob = Type.Object({
  jobId: Type.Integer({ description: 'Give it as `jobId` to `/retry`' }),
  kind: Type.String({ description: 'generate_reading, deliver_reading or refund_payment' }),
  title: Type.String({ description: 'What the job does, in words' }),
  attempts: Type.Integer(),
  error: Type.String({ description: 'The last attempt’s error' }),
  failedAt: Iso,
});
export type RetryableJob = Static<typeof RetryableJob>;

export const AdminOrderDetail = Type.Object({
  ok: Type.Literal(true),
  order: Type.Composite([
    AdminOrderSummary,
    Type.Object({
      meta: Type.Record(Type.String(), Type.String(), { description: 'Birth data and chart options' }),
      ownerChatId: Type.Union([Type.Number(), Type.Null()], { description: 'The chat the reading goes to' }),
      expiresAt: Iso,
      readyAt: IsoOrNull,
      deliveredAt: IsoOrNull,
      botUrl: Type.String({ format: 'uri', description: 'The order’s bot link, to hand to whoever should receive it' }),
      refunded: Type.Array(Type.Object({ amount: Type.Number({ description: 'In the major unit' }), currency: Type.String() }), {
        description: 'What the order’s payments gave back so far: the sum of their succeeded refunds, per currency; empty when nothing. A partial refund leaves the status as it is',
      }),
    }),
  ]),
  timeline: Type.Array(TimelineEntry, { description: 'Oldest first' }),
  retryableJobs: Type.Array(RetryableJob, { description: 'Jobs that failed for good and were not queued again since, oldest first: what `/retry` can run' }),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

export const RebindRequest = Type.Object(
  {
    telegramUsername: Type.Optional(Type.String({ pattern: '^@?[A-Za-z0-9_]{5,32}$', description: 'Give the order to this Telegram username (with or without @)' })),
    telegramUserId: Type.Optional(Type.Integer({ minimum: 1, description: 'Or to this Telegram user id' })),
  },
  { additionalProperties: false, description: 'Exactly one of the two' },
);
export type RebindRequest = Static<typeof RebindRequest>;

export const RetryRequest = Type.Object(
  { jobId: Type.Optional(Type.Integer({ minimum: 1, description: 'The job to run again; the newest job of the order that failed for good when left out' })) },
  { additionalProperties: false },
);
export type RetryRequest = Static<typeof RetryRequest>;

export const ActionResult = Type.Object({
  ok: Type.Literal(true),
  order: AdminOrderSummary,
  auditId: Type.Number({ description: 'The audit log entry of this action' }),
});
export type ActionResult = Static<typeof ActionResult>;

/**
 * What operators did, and what they were refused: `refused` (an action on an order that could not be
 * taken, 409), `auth_failed` (a wrong ADMIN_TOKEN at the admin API), `console_refused` (the console
 * refused a signed-in person, 403).
 */
export const AUDIT_ACTIONS = ['refund', 'resend', 'rebind', 'retry', 'cancel', 'prices', 'refused', 'auth_failed', 'console_refused'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditQuery = Type.Object(
  {
    orderId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.Union(AUDIT_ACTIONS.map((a) => Type.Literal(a)))),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Number(),
  at: Iso,
  actor: Type.String({ description: '`admin-token` for the ADMIN_TOKEN bearer, `telegram:<id>` for a console user, `address:<ip>` for a wrong token (whose sender is unknown)' }),
  action: Type.Union(AUDIT_ACTIONS.map((a) => Type.Literal(a))),
  orderId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown({ description: 'What the action changed, as it was' }),
  after: Type.Unknown({ description: 'And as it became' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Object({
  ok: Type.Literal(true),
  entries: Type.Array(AuditEntry, { description: 'Newest first' }),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type AuditList = Static<typeof AuditList>;
