// Shared setup of the Telegram suites: an app wired to the fake Bot API, orders in any state, and
// readings stored the way the reading job stores them.
import { createHash, createHmac } from 'node:crypto';
import { expect } from 'vitest';
import { AppError } from '../../src/services/errors.js';
import { startTokenFor } from '../../src/services/orders/links.js';
import type { OrderStatus } from '../../src/store/schema.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { recordHistoryTo } from '../support/order-histories.js';
import { storeReadyReading } from '../support/readings.js';
import type { TestDatabase } from '../support/databases.js';
import { BOT_INFO, type FakeTelegramApi } from '../support/fake-telegram-api.js';

export const FAST_THROTTLE = { perChatMinMs: 0, globalPerSecond: 1000 };

type TestAppDeps = NonNullable<Parameters<typeof createTestApp>[1]>['deps'];

/** The app with a bot token pointed at the fake Bot API; `env` and `deps` add to that. */
export function createBotApp(database: TestDatabase, fake: FakeTelegramApi, env: Record<string, string> = {}, deps: TestAppDeps = {}): Promise<TestApp> {
  return createTestApp(database, {
    env: { TELEGRAM_BOT_TOKEN: fake.token, TELEGRAM_BOT_USERNAME: BOT_INFO.username, TELEGRAM_API_ROOT: fake.apiRoot, ...env },
    deps: { telegram: { throttle: FAST_THROTTLE, botInfo: BOT_INFO }, ...deps },
    checkOrderHistories: true,
  });
}

export interface TestOrder {
  orderId: string;
  token: string;
}

/** An order for `contact` in `status` (set directly: no payment or reading job is queued). */
export async function makeOrder(t: TestApp, contact: string, status: OrderStatus = 'paid', overrides: Record<string, unknown> = {}): Promise<TestOrder> {
  const created = await t.app.services.orders.create(orderBody({ contact, ...overrides }) as never, { client: 'ip:127.0.0.1' });
  const now = t.clock.now();
  await t.app.services.store.db
    .updateTable('orders')
    .set({ status, ...(status === 'pending_payment' ? {} : { paid_at: now }), updated_at: now })
    .where('id', '=', created.orderId)
    .execute();
  await recordHistoryTo(t.app.services.store.db, created.orderId, status, now);
  return { orderId: created.orderId, token: startTokenFor(t.app.services.secret, created.orderId) };
}

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const WHEEL_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n% test reading\n%%EOF\n');

/** Stores a reading for the order and moves it to `ready`, as the reading job does (without queueing). */
export async function makeReady(t: TestApp, orderId: string, messages: string[], options: { pdf?: boolean } = {}): Promise<string> {
  return storeReadyReading(t, orderId, {
    markdown: messages.join('\n\n'),
    html: messages.map((m) => `<p>${m}</p>`).join(''),
    telegram: JSON.stringify(messages),
    wheel_svg: '<svg/>',
    wheel_png: WHEEL_PNG,
    pdf: options.pdf === false ? null : PDF,
  });
}

export async function orderRow(t: TestApp, orderId: string) {
  return t.app.services.store.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function deliveryJobs(t: TestApp, orderId: string) {
  return (await t.app.services.queue.list({ kind: 'deliver_reading' })).filter((j) => JSON.parse(j.payload).orderId === orderId);
}

/** Login Widget data signed as Telegram signs it (written out here, independent of the code under test). */
export function signWidget(fields: Record<string, string | number>, botToken: string): Record<string, string | number> {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const key = createHash('sha256').update(botToken).digest();
  return { ...fields, hash: createHmac('sha256', key).update(check).digest('hex') };
}

/** Waits until `check` holds, polling (the bot works asynchronously in polling mode). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The AppError a promise rejects with (the test fails when it resolves or throws anything else). */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
