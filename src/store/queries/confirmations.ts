// The bot's phone-digit confirmations (order_confirmations, confirmation_accounts,
// confirmation_orders): the three counters src/services/identity/order-confirmation.ts keeps, each
// taken with a conditional UPDATE so that answers racing from several processes cannot overdraw it.
// The limits are the service's; these methods are told them.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** One account on one order: its wrong answers and whether it is locked out. */
export interface ConfirmationPair {
  wrongAnswers: number;
  lockedAt: number | null;
}

/** One account's open question and its wrong answers in the day that began at `windowStartedAt`. */
export interface ConfirmationAccount {
  orderId: string | null;
  askedAt: number;
  windowStartedAt: number;
  wrongInWindow: number;
}

export class ConfirmationQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The order's phone; null when there is no such order. */
  async phoneOf(orderId: string): Promise<string | null> {
    const row = await this.db.selectFrom('orders').select('phone').where('id', '=', orderId).executeTakeFirst();
    return row ? row.phone : null;
  }

  async pair(orderId: string, telegramId: number): Promise<ConfirmationPair | null> {
    const row = await this.db.selectFrom('order_confirmations').selectAll().where('order_id', '=', orderId).where('telegram_id', '=', telegramId).executeTakeFirst();
    return row ? { wrongAnswers: Number(row.wrong_answers), lockedAt: row.locked_at == null ? null : Number(row.locked_at) } : null;
  }

  /** Wrong answers the order took from every account together. */
  async orderWrongAnswers(orderId: string): Promise<number> {
    const row = await this.db.selectFrom('confirmation_orders').select('wrong_answers').where('order_id', '=', orderId).executeTakeFirst();
    return Number(row?.wrong_answers ?? 0);
  }

  async account(telegramId: number): Promise<ConfirmationAccount | null> {
    const row = await this.db.selectFrom('confirmation_accounts').selectAll().where('telegram_id', '=', telegramId).executeTakeFirst();
    return row
      ? { orderId: row.order_id, askedAt: Number(row.asked_at), windowStartedAt: Number(row.window_started_at), wrongInWindow: Number(row.wrong_in_window) }
      : null;
  }

  /** The bot asked the account about the order at `now`: the pair exists, and it is the account's one open question. */
  async asked(orderId: string, telegramId: number, now: number): Promise<void> {
    await this.db
      .insertInto('order_confirmations')
      .values({ order_id: orderId, telegram_id: telegramId, wrong_answers: 0, asked_at: now, locked_at: null, confirmed_at: null })
      .onConflict((oc) => oc.columns(['order_id', 'telegram_id']).doUpdateSet({ asked_at: now, confirmed_at: null }))
      .execute();
    await this.db
      .insertInto('confirmation_accounts')
      .values({ telegram_id: telegramId, order_id: orderId, asked_at: now })
      .onConflict((oc) => oc.column('telegram_id').doUpdateSet({ order_id: orderId, asked_at: now }))
      .execute();
  }

  /** The order the account's question is about, when it was asked after `askedAfter`; null when none is open. */
  async openQuestion(telegramId: number, askedAfter: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('confirmation_accounts')
      .select('order_id')
      .where('telegram_id', '=', telegramId)
      .where('order_id', 'is not', null)
      .where('asked_at', '>', askedAfter)
      .executeTakeFirst();
    return row?.order_id ?? null;
  }

  /**
   * Takes a try from the account's day (a day that began at or before `dayStart` is over, and one
   * begins at `now`), while its question is about `orderId` and fewer than `limit` were wrong.
   * The wrong answers of the day with this one; null when refused.
   */
  async takeDayTry(telegramId: number, orderId: string, now: number, dayStart: number, limit: number): Promise<number | null> {
    const row = await this.db
      .updateTable('confirmation_accounts')
      .set({
        // Both right-hand sides read the row as it was: a day that ended starts again with this answer.
        wrong_in_window: sql<number>`case when window_started_at <= ${dayStart} then 1 else wrong_in_window + 1 end`,
        window_started_at: sql<number>`case when window_started_at <= ${dayStart} then ${now} else window_started_at end`,
      })
      .where('telegram_id', '=', telegramId)
      .where('order_id', '=', orderId)
      .where((eb) => eb.or([eb('wrong_in_window', '<', limit), eb('window_started_at', '<=', dayStart)]))
      .returning('wrong_in_window')
      .executeTakeFirst();
    return row ? Number(row.wrong_in_window) : null;
  }

  /** Takes a try from the account on the order while it is open and has fewer than `tries` wrong; null when refused. */
  async takePairTry(orderId: string, telegramId: number, tries: number): Promise<number | null> {
    const row = await this.db
      .updateTable('order_confirmations')
      .set({ wrong_answers: sql<number>`wrong_answers + 1` })
      .where('order_id', '=', orderId)
      .where('telegram_id', '=', telegramId)
      .where('locked_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .where('wrong_answers', '<', tries)
      .returning('wrong_answers')
      .executeTakeFirst();
    return row ? Number(row.wrong_answers) : null;
  }

  /** Takes a try from the order while it took fewer than `limit` wrong answers; null when refused. */
  async takeOrderTry(orderId: string, limit: number): Promise<number | null> {
    await this.db.insertInto('confirmation_orders').values({ order_id: orderId, wrong_answers: 0 }).onConflict((oc) => oc.column('order_id').doNothing()).execute();
    const row = await this.db
      .updateTable('confirmation_orders')
      .set({ wrong_answers: sql<number>`wrong_answers + 1` })
      .where('order_id', '=', orderId)
      .where('wrong_answers', '<', limit)
      .returning('wrong_answers')
      .executeTakeFirst();
    return row ? Number(row.wrong_answers) : null;
  }

  /** The answer was right: the three tries taken were not wrong answers, and the question is closed as confirmed. */
  async confirmed(orderId: string, telegramId: number, now: number): Promise<void> {
    await this.db.updateTable('confirmation_accounts').set({ wrong_in_window: sql<number>`wrong_in_window - 1`, order_id: null }).where('telegram_id', '=', telegramId).execute();
    await this.db
      .updateTable('order_confirmations')
      .set({ wrong_answers: sql<number>`wrong_answers - 1`, confirmed_at: now })
      .where('order_id', '=', orderId)
      .where('telegram_id', '=', telegramId)
      .execute();
    await this.db.updateTable('confirmation_orders').set({ wrong_answers: sql<number>`wrong_answers - 1` }).where('order_id', '=', orderId).execute();
  }

  /** The account used its last try on the order: locked out of it, and its question closed. */
  async lock(orderId: string, telegramId: number, now: number): Promise<void> {
    await this.db.updateTable('order_confirmations').set({ locked_at: now }).where('order_id', '=', orderId).where('telegram_id', '=', telegramId).execute();
    await this.db.updateTable('confirmation_accounts').set({ order_id: null }).where('telegram_id', '=', telegramId).execute();
  }
}
