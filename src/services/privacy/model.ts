// TypeBox schemas of a person's own data: the export document (`GET /api/me/export`) and what a
// deletion did (`DELETE /api/me`). Validation, types and OpenAPI come from these.
import { Type, type Static } from '@sinclair/typebox';
import { ScopeName } from '../agents/model.js';
import { OrderStatusName } from '../orders/model.js';

const Time = Type.String({ format: 'date-time' });
const TimeOrNull = Type.Union([Time, Type.Null()]);
const TextOrNull = Type.Union([Type.String(), Type.Null()]);

const Refund = Type.Object({
  id: Type.String(),
  amount: Type.Number({ description: 'In the major unit of the currency' }),
  currency: Type.String(),
  status: Type.Union(['requested', 'pending', 'succeeded', 'failed'].map((s) => Type.Literal(s))),
  createdAt: Time,
  updatedAt: Time,
});

const Payment = Type.Object({
  id: Type.String(),
  provider: Type.String(),
  providerRef: Type.Union([Type.String(), Type.Null()], { description: 'The payment’s id at the provider' }),
  status: Type.Union(['pending', 'succeeded', 'failed', 'canceled', 'refunded'].map((s) => Type.Literal(s))),
  amount: Type.Number({ description: 'In the major unit of the currency' }),
  refundedAmount: Type.Number(),
  currency: Type.String(),
  payerRef: Type.Union([Type.String(), Type.Null()], { description: 'Who paid, where the provider names them (the Telegram user of a Stars payment)' }),
  createdAt: Time,
  updatedAt: Time,
  refunds: Type.Array(Refund),
});

const DeliveredPart = Type.Object({
  chatId: Type.Number({ description: 'The Telegram chat the part was sent to' }),
  part: Type.Integer(),
  kind: Type.Union([Type.Literal('message'), Type.Literal('photo'), Type.Literal('document')]),
  status: Type.Union([Type.Literal('sending'), Type.Literal('sent')]),
  telegramMessageId: Type.Union([Type.Number(), Type.Null()]),
  sentAt: TimeOrNull,
});

const Reading = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  title: Type.String(),
  createdAt: Time,
  text: Type.String({ description: 'The reading as Markdown' }),
  pageUrl: Type.String({ format: 'uri', description: 'The reading on /profile (needs the session)' }),
  pdfUrl: Type.Union([Type.String({ format: 'uri' }), Type.Null()]),
  wheelUrl: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'The chart wheel as PNG' }),
  deliveries: Type.Array(DeliveredPart, { description: 'Each part of the reading the bot sent, or began to send' }),
});

const Order = Type.Object({
  id: Type.String(),
  status: OrderStatusName,
  product: Type.String(),
  addons: Type.Array(Type.String()),
  sum: Type.Number({ description: 'In the major unit of the currency' }),
  currency: Type.String(),
  name: Type.String(),
  phone: Type.String({ description: 'E.164' }),
  contact: Type.String({ description: 'The Telegram username the order was placed for' }),
  birth: Type.Record(Type.String(), Type.Unknown(), { description: 'The birth data as given: date, time, city and any options' }),
  telegramChatId: Type.Union([Type.Number(), Type.Null()], { description: 'The chat the reading goes to' }),
  placedByAgent: Type.Union([Type.String(), Type.Null()], { description: 'The agent registration that placed it, if an agent did' }),
  createdAt: Time,
  updatedAt: Time,
  paidAt: TimeOrNull,
  readyAt: TimeOrNull,
  deliveredAt: TimeOrNull,
  expiresAt: Time,
  payments: Type.Array(Payment),
  reading: Type.Union([Reading, Type.Null()]),
});

const Credential = Type.Object({
  kind: Type.Union([Type.Literal('api_key'), Type.Literal('access_token')]),
  scopes: Type.Array(ScopeName),
  createdAt: Time,
  expiresAt: TimeOrNull,
  revokedAt: TimeOrNull,
});

const Agent = Type.Object({
  registrationId: Type.String(),
  clientName: TextOrNull,
  identityType: Type.Union([Type.Literal('anonymous'), Type.Literal('identity_assertion'), Type.Literal('oauth')]),
  status: Type.Union(['pending_claim', 'claimed', 'refused', 'revoked'].map((s) => Type.Literal(s))),
  createdAt: Time,
  claimedAt: TimeOrNull,
  revokedAt: TimeOrNull,
  credentials: Type.Array(Credential, { description: 'Its bearer credentials (the secrets themselves are never stored)' }),
});

const ChatMessage = Type.Object({
  sender: Type.Union([Type.Literal('bot'), Type.Literal('user')]),
  kind: Type.Union([Type.Literal('text'), Type.Literal('photo'), Type.Literal('document')]),
  text: TextOrNull,
  orderId: TextOrNull,
  createdAt: Time,
});

export const PersonalData = Type.Object(
  {
    exportedAt: Time,
    service: Type.String({ format: 'uri' }),
    person: Type.Object({
      id: Type.String(),
      telegramId: Type.Number(),
      username: TextOrNull,
      firstName: TextOrNull,
      photoUrl: TextOrNull,
      createdAt: Time,
      updatedAt: Time,
      usernames: Type.Array(Type.Object({ username: Type.String(), firstSeenAt: Time, lastSeenAt: Time }), {
        description: 'Each Telegram username we saw your account with, first and last: orders placed for it while you held it are yours',
      }),
      chatLanguage: Type.Union([Type.Literal('en'), Type.Literal('ru'), Type.Null()], {
        description: 'The language you chose for your chat with the bot (/language); null: the bot speaks your Telegram’s',
      }),
    }),
    sessions: Type.Array(
      Type.Object({ createdAt: Time, expiresAt: Time, current: Type.Boolean({ description: 'The session this export was asked with' }) }),
      { description: 'Open login sessions (only a hash of each token is stored)' },
    ),
    botLogins: Type.Array(Type.Object({ createdAt: Time, confirmedAt: TimeOrNull, usedAt: TimeOrNull }), { description: 'Logins confirmed through the bot' }),
    orderConfirmations: Type.Array(
      Type.Object({
        askedAt: Time,
        wrongAnswers: Type.Integer(),
        lockedAt: TimeOrNull,
        confirmedAt: TimeOrNull,
        open: Type.Boolean({ description: 'The question the bot waits an answer to (an account has one at a time)' }),
      }),
      {
        description:
          'Each time the bot asked this Telegram account to confirm an order with the last four digits of its phone, and how it went (the digits are never stored; the order is not named, as it may be someone else’s)',
      },
    ),
    orders: Type.Array(Order, {
      description:
        'Every order that is yours: opened in the bot with your account, or placed for your Telegram username, paid or not, while we saw your account with that username',
    }),
    agents: Type.Array(Agent, { description: 'AI agents you claimed or that logged in as you' }),
    demoChat: Type.Array(ChatMessage, { description: 'Demo installations only: the demo bot chat with you' }),
  },
  { title: 'Personal data export' },
);
export type PersonalData = Static<typeof PersonalData>;

export const AccountDeleted = Type.Object(
  {
    ok: Type.Literal(true),
    deleted: Type.Literal(true),
    ordersErased: Type.Integer({ description: 'Orders that lost every personal field (name, phone, username, birth data, chat)' }),
    readingsDeleted: Type.Integer(),
    paymentsKept: Type.Integer({ description: 'Payment records kept, as the law requires, with amounts, currencies, dates and provider references only' }),
    agentsRevoked: Type.Integer(),
    sessionsEnded: Type.Integer(),
  },
  { title: 'Account deleted' },
);
export type AccountDeleted = Static<typeof AccountDeleted>;
