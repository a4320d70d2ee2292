// A bot link opened by a Telegram account that is not the order's contact (a typo in the username,
// a changed username, a gift): the account proves the order is theirs with the last four digits of
// the phone given in it, and the order is then bound to it with the contact updated.
//
// Three limits keep the four digits from being guessed, all counted in the database (several
// processes may serve the bot, and a restart must not reset them) and all taken when an answer
// arrives, not when the bot asks (issue 25: an account that opened five links before answering got
// fifteen answers judged against a daily limit of six):
// - an account has three tries per order (CONFIRMATION_TRIES), then that order is locked for it;
// - an order takes ORDER_WRONG_LIMIT wrong answers from all accounts together;
// - an account gives ACCOUNT_WRONG_LIMIT wrong answers a day across every order; the day opens with
//   its first wrong answer.
// An account has one question open at a time: opening another order's link replaces it (the bot
// says so), so an answer is judged against exactly one order. An answer takes a try from each of the
// three counters with a conditional UPDATE before the digits are compared, in one transaction (the
// account's row first, then the pair's, then the order's: always that order, so two answers never
// wait on each other in a circle); a refused try rolls the others back, so two answers racing from
// two processes cannot both use the last one. The digits are compared in constant time and are never
// stored, logged or repeated back.
import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Queries } from '../../store/queries/index.js';
import type { ConfirmationAccount, ConfirmationQueries } from '../../store/queries/confirmations.js';
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

/** Which limit stopped an answer: this account on this order, the order, or the account's day. */
export type ConfirmationLimit = 'pair' | 'order' | 'account';

export type ConfirmationPrompt =
  /** `replaced`: the account had a question open about another order; it is closed now. */
  | { kind: 'asked'; orderId: string; triesLeft: number; replaced: boolean }
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
  /** Wrong, and it was this account's last try on this order. */
  | { kind: 'locked'; orderId: string }
  /**
   * A limit stops the answers: `judged` when this wrong answer used the last one the limit allows,
   * not judged (the digits were not even compared) when the limit was reached before it arrived.
   */
  | { kind: 'limit'; orderId: string; limit: ConfirmationLimit; judged: boolean }
  | { kind: 'erased'; orderId: string }
  /** Right: the bind's result (refused only when another account took the order meanwhile). */
  | { kind: 'confirmed'; bind: BindResult };

interface OrderConfirmationDeps {
  queries: Queries;
  clock: Clock;
  identity: IdentityService;
}

/** Ends the answer's transaction (its tries given back) with what the account is told. */
class Refused extends Error {
  constructor(readonly answer: ConfirmationAnswer) {
    super(answer.kind);
  }
}

export class OrderConfirmations {
  constructor(private readonly deps: OrderConfirmationDeps) {}

  /** The bot is about to ask `account` for the digits of `orderId`; says whether it may. */
  async ask(orderId: string, account: TelegramAccount): Promise<ConfirmationPrompt> {
    const { clock } = this.deps;
    const q = this.deps.queries.confirmations;
    const now = clock.now();
    const phone = await q.phoneOf(orderId);
    if (phone === null || lastFour(phone) === null) return { kind: 'erased', orderId };
    const pair = await q.pair(orderId, account.id);
    const orderWrong = await q.orderWrongAnswers(orderId);
    if (pair?.lockedAt != null || orderWrong >= ORDER_WRONG_LIMIT) return { kind: 'locked', orderId };
    const current = await q.account(account.id);
    const dayWrong = current ? wrongToday(current, now) : 0;
    if (dayWrong >= ACCOUNT_WRONG_LIMIT) return { kind: 'too_many' };
    // The account's one open question is now this one.
    await q.asked(orderId, account.id, now);
    const replaced = current?.orderId != null && current.orderId !== orderId && current.askedAt > now - ANSWER_WINDOW_MS;
    const triesLeft = Math.min(CONFIRMATION_TRIES - (pair?.wrongAnswers ?? 0), ACCOUNT_WRONG_LIMIT - dayWrong, ORDER_WRONG_LIMIT - orderWrong);
    return { kind: 'asked', orderId, triesLeft, replaced };
  }

  /** A message from `account`: an answer to the one question open for it, if there is one. */
  async answer(account: TelegramAccount, chatId: number, text: string): Promise<ConfirmationAnswer> {
    const { queries, clock } = this.deps;
    const now = clock.now();
    const orderId = await queries.confirmations.openQuestion(account.id, now - ANSWER_WINDOW_MS);
    if (!orderId) return { kind: 'none' };
    const given = text.replace(/[\s-]/g, '');
    if (!/^\d{4}$/.test(given)) {
      const left = await this.left(orderId, account.id, now);
      return left.tries > 0 ? { kind: 'not_digits', orderId, triesLeft: left.tries } : { kind: 'limit', orderId, limit: left.stop, judged: false };
    }

    let outcome: Judged;
    try {
      outcome = await queries.transaction((q) => this.judge(q.confirmations, account.id, orderId, given, now));
    } catch (error) {
      if (error instanceof Refused) return error.answer;
      throw error;
    }
    if (outcome.kind === 'answered') return outcome.answer;
    return { kind: 'confirmed', bind: await this.deps.identity.bindConfirmed(orderId, account, chatId) };
  }

  /**
   * Takes a try from the account's day, from the account on this order and from the order (in that
   * order), then compares the digits. Throws Refused to roll back when a limit refuses a try.
   */
  private async judge(q: ConfirmationQueries, telegramId: number, orderId: string, given: string, now: number): Promise<Judged> {
    const dayWrong = await q.takeDayTry(telegramId, orderId, now, now - DAY_MS, ACCOUNT_WRONG_LIMIT);
    if (dayWrong === null) {
      const still = await q.account(telegramId);
      // Another link opened meanwhile replaced the question: this answer belonged to none.
      throw new Refused(still?.orderId === orderId ? { kind: 'limit', orderId, limit: 'account', judged: false } : { kind: 'none' });
    }
    const pairWrong = await q.takePairTry(orderId, telegramId, CONFIRMATION_TRIES);
    if (pairWrong === null) throw new Refused({ kind: 'limit', orderId, limit: 'pair', judged: false });
    const orderWrong = await q.takeOrderTry(orderId, ORDER_WRONG_LIMIT);
    if (orderWrong === null) throw new Refused({ kind: 'limit', orderId, limit: 'order', judged: false });

    const phone = await q.phoneOf(orderId);
    const expected = phone === null ? null : lastFour(phone);
    if (expected === null) throw new Refused({ kind: 'erased', orderId });

    if (timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      // The tries taken were not wrong answers after all.
      await q.confirmed(orderId, telegramId, now);
      return { kind: 'right' };
    }
    return { kind: 'answered', answer: await this.wrongAnswer(q, telegramId, orderId, pairWrong, dayWrong, orderWrong, now) };
  }

  /** What a wrong answer leaves: the lock it caused, the limit it reached, or the tries left. */
  private async wrongAnswer(q: ConfirmationQueries, telegramId: number, orderId: string, pairWrong: number, dayWrong: number, orderWrong: number, now: number): Promise<ConfirmationAnswer> {
    if (pairWrong >= CONFIRMATION_TRIES) {
      // Nothing is left to answer: the next four digits are just a message.
      await q.lock(orderId, telegramId, now);
      return { kind: 'locked', orderId };
    }
    // The question stays open on these two, so that a later answer is told it was not checked.
    if (orderWrong >= ORDER_WRONG_LIMIT) return { kind: 'limit', orderId, limit: 'order', judged: true };
    if (dayWrong >= ACCOUNT_WRONG_LIMIT) return { kind: 'limit', orderId, limit: 'account', judged: true };
    return { kind: 'wrong', orderId, triesLeft: Math.min(CONFIRMATION_TRIES - pairWrong, ACCOUNT_WRONG_LIMIT - dayWrong, ORDER_WRONG_LIMIT - orderWrong) };
  }

  /** The tries the account has left for the order now, and the limit that leaves none. */
  private async left(orderId: string, telegramId: number, now: number): Promise<{ tries: number; stop: ConfirmationLimit }> {
    const q = this.deps.queries.confirmations;
    const pair = await q.pair(orderId, telegramId);
    const account = await q.account(telegramId);
    const lefts: [ConfirmationLimit, number][] = [
      ['pair', pair?.lockedAt != null ? 0 : CONFIRMATION_TRIES - (pair?.wrongAnswers ?? 0)],
      ['order', ORDER_WRONG_LIMIT - (await q.orderWrongAnswers(orderId))],
      ['account', ACCOUNT_WRONG_LIMIT - (account ? wrongToday(account, now) : 0)],
    ];
    const [stop, tries] = lefts.reduce((least, next) => (next[1] < least[1] ? next : least));
    return { tries: Math.max(0, tries), stop };
  }
}

type Judged = { kind: 'right' } | { kind: 'answered'; answer: ConfirmationAnswer };

/** The account's wrong answers in its current day (none once the day that began with the first is over). */
function wrongToday(account: ConfirmationAccount, now: number): number {
  return account.windowStartedAt > now - DAY_MS ? account.wrongInWindow : 0;
}

/** The last four digits of a phone number; null when it has fewer (an erased order has none). */
export function lastFour(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
