// Telegram's pace shared by processes: two pacers on separate connections (as two worker processes
// hold them) take turns for several chats at once, in the database (SQLite file, PostgreSQL) and in
// Redis. Whatever the interleaving, no two messages share a moment of the shared allowance, a chat's
// messages keep its pace, and a chat that has a turn free is not put behind another chat's wait. A
// turn taken again for a missed one owes the pace from the turn before it, and a retry_after is kept.
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisChatPacer } from '../../src/redis/chat-pacer.js';
import { DatabasePacer } from '../../src/services/delivery/database-pacer.js';
import { slotSpacingMs, type PaceLimits, type TurnOptions } from '../../src/services/delivery/chat-pacing.js';
import { openStore } from '../../src/store/database.js';
import { Queries } from '../../src/store/queries/index.js';
import { testDatabases } from '../support/databases.js';

const LIMITS: PaceLimits = { perChatMinMs: 1000, globalPerSecond: 30 };
const CHATS = [101, 102, 103, 104, 105, 106];
const TURNS_PER_CHAT = 4;

type Take = (chatId: number, options?: TurnOptions) => Promise<{ at: number; wait: number }>;

/** Every chat takes its turns one after another, all chats at once, alternating between two pacers. */
async function takeTurns(pacers: Take[]): Promise<Map<number, number[]>> {
  const times = new Map<number, number[]>();
  await Promise.all(
    CHATS.map(async (chatId, index) => {
      const mine: number[] = [];
      for (let turn = 0; turn < TURNS_PER_CHAT; turn++) mine.push((await pacers[(index + turn) % pacers.length](chatId)).at);
      times.set(chatId, mine);
    }),
  );
  return times;
}

/** What every pacer must keep, read from the moments it handed out. `rounding`: ms the moments may be rounded by. */
function expectTelegramPace(times: Map<number, number[]>, rounding: number): void {
  const spacing = slotSpacingMs(LIMITS);
  for (const mine of times.values()) {
    for (let i = 1; i < mine.length; i++) expect(mine[i] - mine[i - 1]).toBeGreaterThanOrEqual(LIMITS.perChatMinMs - rounding);
  }
  const all = [...times.values()].flat().sort((a, b) => a - b);
  for (let i = 1; i < all.length; i++) expect(all[i] - all[i - 1]).toBeGreaterThanOrEqual(spacing - rounding);
  // Nobody waits behind another chat's pace: every chat's first message comes within the first
  // moments of the allowance, one chat after another.
  const start = all[0];
  for (const mine of times.values()) expect(mine[0] - start).toBeLessThanOrEqual(CHATS.length * spacing + rounding);
}

/** A missed turn taken again, and a turn after Telegram's retry_after. `rounding` as above. */
async function expectRetakeAndDelay(take: Take, chatId: number, rounding: number): Promise<void> {
  const first = await take(chatId);
  const missed = await take(chatId);
  expect(missed.at - first.at).toBeGreaterThanOrEqual(LIMITS.perChatMinMs - rounding);
  // Taken again: no second pace owed for the missed turn, only the next free moment from it on.
  const again = await take(chatId, { retake: true });
  expect(again.at).toBeGreaterThan(missed.at);
  expect(again.at - missed.at).toBeLessThan(LIMITS.perChatMinMs);
  // The chat's next turn owes the pace from the one taken again.
  const next = await take(chatId);
  expect(next.at - again.at).toBeGreaterThanOrEqual(LIMITS.perChatMinMs - rounding);
  // After a 429: the turn waits out retry_after even where the pace would allow it sooner.
  await take(chatId + 1);
  const retry = await take(chatId + 1, { retake: true, delayMs: 5_000 });
  expect(retry.wait).toBeGreaterThanOrEqual(5_000 - rounding);
}

describe.each(testDatabases)('Telegram pace in the database on $name', (database) => {
  const disposers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  it('keeps the pace across two processes, on one frozen clock', async () => {
    const db = await database.create();
    disposers.push(db.dispose);
    // A second connection to the same database, as a second worker process holds.
    const other = openStore(db.url, { searchPath: db.searchPath });
    disposers.unshift(() => other.close());
    const now = () => 1_800_000_000_000;
    const pacers = [new DatabasePacer(new Queries(db.store.db), LIMITS, now), new DatabasePacer(new Queries(other.db), LIMITS, now)];
    const times = await takeTurns(pacers.map((p) => (chatId) => p.take(chatId)));
    expectTelegramPace(times, 0.001); // slots 33⅓ ms apart, in floating point
    // On a clock that does not move, the turns are the first slots: chats' first messages come at once.
    expect(Math.min(...[...times.values()].flat())).toBeGreaterThanOrEqual(now());
    await expectRetakeAndDelay((chatId, options) => pacers[0].take(chatId, options), 201, 0.001);
  });
});

const redisUrl = process.env.TEST_REDIS_URL || null;

describe.skipIf(!redisUrl)('Telegram pace in Redis', () => {
  it('keeps the pace across two processes on Redis’s clock', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const clients = [new Redis(redisUrl!, { keyPrefix: prefix }), new Redis(redisUrl!, { keyPrefix: prefix })];
    try {
      const pacers = clients.map((client) => new RedisChatPacer(client, LIMITS));
      const times = await takeTurns(pacers.map((p) => (chatId) => p.take(chatId)));
      // Redis hands moments out rounded up to the millisecond.
      expectTelegramPace(times, 1);
      await expectRetakeAndDelay((chatId, options) => pacers[1].take(chatId, options), 201, 1);
    } finally {
      for (const client of clients) client.disconnect();
    }
  });
});
