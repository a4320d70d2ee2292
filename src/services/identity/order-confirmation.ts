// A bot link opened by a Telegram account that is not the order's contact (a typo in the username,
// a changed username, a gift): the account proves the order is theirs with the last four digits of
// the phone given in it, and the order is then bound to it with the contact updated.
//
// The wrong answers are counted in the database per order and account (several processes may serve
// the bot): three lock that account out of that order. Beyond that, an order takes at most
// ORDER_WRONG_LIMIT wrong answers from all accounts together, and an account at most
// ACCOUNT_WRONG_LIMIT a day across orders, so that neither many accounts nor many links make the
// four digits guessable. A try is taken before the digits are compared, so two answers racing from
// two processes cannot both use the last one. The digits are compared in constant time and are
// never stored, logged or repeated back.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../store/schema.js';
import type { IdentityService } from './identity-service.js';
import type { BindResult, TelegramAccount } from './types.js';

const CONFIRMATION_TRIES = 3;
/** Wrong answers an order takes from every account together before only the operator can bind it. */
export const ORDER_WRONG_LIMIT = 9;
/** Wrong answers one account may give in a day, across every order. */
export const ACCOUNT_WRONG_LIMIT = 6;
const DAY_MS = 86_400_000;
/** How long after the bot asked an answer still counts; later, the bot link must be opened again. */
const ANSWER_WINDOW_MS = 60 * 60_000;

export type ConfirmationPrompt =
  | { kind: 'asked'; orderId: string; triesLeft: number }
  /** This account used its three tries on this order, or the order took too many wrong answers. */
  | { kind: 'locked'; orderId: string }
  /** The account gave too many wrong answers today. */
  | { kind: 'too_many' }
  /** The order's personal data was erased: there is no phone to confirm against. */
  | { kind: 'erased'; orderId: string };

export type ConfirmationAnswer =
  /** The account has no question open: the message is not an answer. */
  | { kind: 'none' }
  /** A question is open but the message is not four digits; no try was used. */
  | { kind: 'not_digits'; orderId: string; triesLeft: number }
  | { kind: 'wrong'; orderId: string; triesLeft: number }
  | { kind: 'locked'; orderId: string }
  | { kind: 'erased'; orderId: string }
  /** Right: the bind's result (refused only when another account took the order meanwhile). */
  | { kind: 'confirmed'; bind: BindResult };

interface OrderConfirmationDeps {
  db: Kysely<Database>;
  clock: Clock;
  identity: IdentityService;
}

export class OrderConfirmations {
  constructor(private readonly deps: OrderConfirmationDeps) {}

  /** The bot is about to ask `account` for the digits of `orderId`; says whether it may. */
  async ask(orderId: string, account: TelegramAccount): Promise<ConfirmationPrompt> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const order = await db.selectFrom('orders').select(['id', 'phone']).where('id', '=', orderId).executeTakeFirst();
    if (!order || lastFour(order.phone) === null) return { kind: 'erased', orderId };
    const existing = await this.row(orderId, account.id);
    if (existing?.locked_at != null || (await this.orderWrongAnswers(orderId)) >= ORDER_WRONG_LIMIT) return { kind: 'locked', orderId };
    if ((await this.accountWrongAnswersToday(account.id)) >= ACCOUNT_WRONG_LIMIT) return { kind: 'too_many' };
    await db
      .insertInto('order_confirmations')
      .values({ order_id: orderId, telegram_id: account.id, wrong_answers: 0, asked_at: now, locked_at: null, confirmed_at: null })
      .onConflict((oc) => oc.columns(['order_id', 'telegram_id']).doUpdateSet({ asked_at: now, confirmed_at: null }))
      .execute();
    return { kind: 'asked', orderId, triesLeft: CONFIRMATION_TRIES - Number(existing?.wrong_answers ?? 0) };
  }

  /** A message from `account`: an answer to the question the bot asked last, if one is open. */
  async answer(account: TelegramAccount, chatId: number, text: string): Promise<ConfirmationAnswer> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const open = await db
      .selectFrom('order_confirmations')
      .selectAll()
      .where('telegram_id', '=', account.id)
      .where('asked_at', '>', now - ANSWER_WINDOW_MS)
      .where('locked_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .orderBy('asked_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!open) return { kind: 'none' };
    const orderId = open.order_id;
    const given = text.replace(/[\s-]/g, '');
    if (!/^\d{4}$/.test(given)) return { kind: 'not_digits', orderId, triesLeft: CONFIRMATION_TRIES - Number(open.wrong_answers) };
    if ((await this.orderWrongAnswers(orderId)) >= ORDER_WRONG_LIMIT) return { kind: 'locked', orderId };

    // Take a try first: of two answers racing for the last one, only one gets it.
    const taken = await db
      .updateTable('order_confirmations')
      .set({ wrong_answers: sql`wrong_answers + 1` })
      .where('order_id', '=', orderId)
      .where('telegram_id', '=', account.id)
      .where('locked_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .where('wrong_answers', '<', CONFIRMATION_TRIES)
      .returning('wrong_answers')
      .executeTakeFirst();
    if (!taken) return { kind: 'locked', orderId };

    const order = await db.selectFrom('orders').select('phone').where('id', '=', orderId).executeTakeFirst();
    const expected = order ? lastFour(order.phone) : null;
    if (expected === null) return { kind: 'erased', orderId };
    if (timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      // The try taken was not a wrong answer after all.
      await db
        .updateTable('order_confirmations')
        .set({ wrong_answers: sql`wrong_answers - 1`, confirmed_at: now })
        .where('order_id', '=', orderId)
        .where('telegram_id', '=', account.id)
        .execute();
      return { kind: 'confirmed', bind: await this.deps.identity.bindConfirmed(orderId, account, chatId) };
    }
    const wrong = Number(taken.wrong_answers);
    if (wrong >= CONFIRMATION_TRIES) {
      await db.updateTable('order_confirmations').set({ locked_at: now }).where('order_id', '=', orderId).where('telegram_id', '=', account.id).execute();
      return { kind: 'locked', orderId };
    }
    return { kind: 'wrong', orderId, triesLeft: CONFIRMATION_TRIES - wrong };
  }

  private row(orderId: string, telegramId: number) {
    return this.deps.db.selectFrom('order_confirmations').selectAll().where('order_id', '=', orderId).where('telegram_id', '=', telegramId).executeTakeFirst();
  }

  private async orderWrongAnswers(orderId: string): Promise<number> {
    const row = await this.deps.db
      .selectFrom('order_confirmations')
      .select(sql<number>`coalesce(sum(wrong_answers), 0)`.as('wrong'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return Number(row?.wrong ?? 0);
  }

  private async accountWrongAnswersToday(telegramId: number): Promise<number> {
    const row = await this.deps.db
      .selectFrom('order_confirmations')
      .select(sql<number>`coalesce(sum(wrong_answers), 0)`.as('wrong'))
      .where('telegram_id', '=', telegramId)
      .where('asked_at', '>', this.deps.clock.now() - DAY_MS)
      .executeTakeFirst();
    return Number(row?.wrong ?? 0);
  }
}

/** The last four digits of a phone number; null when it has fewer (an erased order has none). */
export function lastFour(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
