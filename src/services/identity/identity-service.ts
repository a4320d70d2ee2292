// Who a person is (their Telegram account), what they own (orders bound to that account), and how
// they stay signed in (server-side sessions).
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { newId, sha256Hex } from '../../ids.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { Queries } from '../../store/queries/index.js';
import type { OrderRow, UserRow } from '../../store/schema.js';
import { AppError, validationFailed } from '../errors.js';
import { REBINDABLE_STATUSES, statusIn, type OrderLifecycle } from '../orders/lifecycle.js';
import { botUrlFor, findOrderIdForStart } from '../orders/links.js';
import type {
  BindResult,
  LoginNonceGrant,
  LoginResult,
  NonceConfirmation,
  NonceLogin,
  OrderRecipient,
  RebindResult,
  RebindTarget,
  SessionGrant,
  TelegramAccount,
  UserView,
} from './types.js';
import type { LoginCheckResult, TelegramLoginVerifier } from './login-verifier.js';
import { lastFour } from './order-confirmation.js';

interface IdentityOptions {
  botUsername: string | null;
  baseUrl: string;
  /** Demo login (type a username) is offered only in demo mode. */
  demoLoginAllowed: boolean;
  loginMaxAgeSeconds: number;
  sessionTtlMs: number;
  nonceTtlMs?: number;
}

interface IdentityServiceDeps {
  /** For the transactions that bind orders: the lifecycle and the job queue still take a Kysely transaction. */
  queries: Queries;
  clock: Clock;
  /** The install secret that start tokens are signed with. */
  secret: string;
  queue: JobQueue;
  lifecycle: OrderLifecycle;
  /** Checks Telegram-signed login data; null without a bot (Telegram logins are then unavailable). */
  loginVerifier: TelegramLoginVerifier | null;
  onEnqueued?: () => void;
  options: IdentityOptions;
}

/** Orders whose reading is or will be paid for (or failed, awaiting a retry or refund): the ones a login may claim by username. */
const LOGIN_NONCE_TTL_MS = 10 * 60_000;
const USERNAME = /^[A-Za-z0-9_]{5,32}$/;
/** The shape of a login nonce (what createLoginNonce makes); anything else is refused unread. */
export const LOGIN_NONCE = /^[A-Za-z0-9_-]{16,48}$/;


export class IdentityService {
  private readonly nonceTtlMs: number;

  constructor(private readonly deps: IdentityServiceDeps) {
    this.nonceTtlMs = deps.options.nonceTtlMs ?? LOGIN_NONCE_TTL_MS;
  }

  get demoLoginAllowed(): boolean {
    return this.deps.options.demoLoginAllowed;
  }

  /** Creates or refreshes the user for a Telegram account; the Telegram id is the identity. */
  async upsertTelegramUser(account: TelegramAccount, q: Queries = this.deps.queries): Promise<UserRow> {
    const now = this.deps.clock.now();
    const fields = {
      username: cleanUsername(account.username),
      first_name: account.first_name ?? null,
      photo_url: account.photo_url ?? null,
    };
    // Whom we saw with which username, and when: src/services/identity/placed-for.ts.
    if (fields.username) await q.usernames.seen(fields.username.toLowerCase(), account.id, now);
    // A bot update carries no photo; the one the widget gave is kept.
    return q.identities.upsertUser(newId('usr'), account.id, fields, now);
  }

  /**
   * `/start <token>` from `account` in `chatId`: binds the order if the account's username is the
   * order's contact. Idempotent; refuses an order another account owns; binds nothing on refusal.
   * Queues delivery when the reading is ready.
   */
  async bindOrderFromStart(token: string, account: TelegramAccount, chatId: number): Promise<BindResult> {
    const orderId = await findOrderIdForStart(this.deps.queries, this.deps.secret, token);
    if (!orderId) return { ok: false, reason: 'unknown_token' };
    return this.bindOrder(orderId, account, chatId);
  }

  /** As bindOrderFromStart, for an order known otherwise (the Telegram user who just paid for it). */
  async bindOrder(orderId: string, account: TelegramAccount, chatId: number): Promise<BindResult> {
    const result = await this.deps.queries.transaction(async (q): Promise<BindResult> => {
      const current = await q.orders.byId(orderId);
      if (!current) return { ok: false, reason: 'unknown_token' };
      if (current.owner_user_id) {
        const owner = await q.identities.userById(current.owner_user_id);
        if (owner?.telegram_id !== account.id) return { ok: false, reason: 'bound_to_other' };
        await this.upsertTelegramUser(account, q);
        const queued = current.owner_chat_id === null || current.status === 'undeliverable' ? await this.attachChatTo(q, current, chatId) : false;
        return { ok: true, orderId: current.id, status: queued ? 'ready' : current.status, alreadyBound: true, deliveryQueued: queued };
      }
      const username = cleanUsername(account.username);
      if (!username) return { ok: false, reason: 'no_username', orderId: current.id };
      if (!current.contact_normalized || username.toLowerCase() !== current.contact_normalized) return { ok: false, reason: 'username_mismatch', orderId: current.id };

      const user = await this.upsertTelegramUser(account, q);
      // The transaction serialises binders on both databases; a lost race reads as "someone else".
      if (!(await this.deps.lifecycle.bindOwner(q, current.id, user.id))) return { ok: false, reason: 'bound_to_other' };
      const queued = await this.attachChatTo(q, current, chatId);
      return { ok: true, orderId: current.id, status: queued ? 'ready' : current.status, alreadyBound: false, deliveryQueued: queued };
    });
    if (result.ok && result.deliveryQueued) this.deps.onEnqueued?.();
    return result;
  }

  /**
   * The account confirmed the order with its phone's last digits (src/services/identity/order-confirmation.ts):
   * it is bound to the account whatever its username, and the contact becomes the account's username
   * (kept when the account has none). Refused only when another account owns the order.
   */
  async bindConfirmed(orderId: string, account: TelegramAccount, chatId: number): Promise<BindResult> {
    const result = await this.deps.queries.transaction(async (q): Promise<BindResult> => {
      const current = await q.orders.byId(orderId);
      if (!current) return { ok: false, reason: 'unknown_token' };
      const user = await this.upsertTelegramUser(account, q);
      if (current.owner_user_id !== null && current.owner_user_id !== user.id) return { ok: false, reason: 'bound_to_other' };
      const alreadyBound = current.owner_user_id === user.id;
      if (!alreadyBound && !(await this.deps.lifecycle.bindOwner(q, current.id, user.id, cleanUsername(account.username) ?? undefined))) {
        return { ok: false, reason: 'bound_to_other' };
      }
      const queued = current.owner_chat_id === null || current.status === 'undeliverable' ? await this.attachChatTo(q, current, chatId) : false;
      return { ok: true, orderId: current.id, status: queued ? 'ready' : current.status, alreadyBound, deliveryQueued: queued };
    });
    if (result.ok && result.deliveryQueued) this.deps.onEnqueued?.();
    return result;
  }

  /**
   * The operator gives the order to another Telegram account (the buyer named the wrong one, or
   * it cannot be reached). By user id: bound to that account, and a ready or undeliverable reading
   * is sent to it. By username: bound to the account we know by that username, else left unbound
   * with the new contact, for that account to receive when it opens the bot link or logs in. A
   * delivered order changes hands without being sent again (resending is its own action). `record`
   * runs in the same transaction (the caller's audit entry).
   */
  async rebind(
    orderId: string,
    target: RebindTarget,
    actor: string,
    record?: (q: Queries, result: RebindResult) => Promise<void>,
  ): Promise<RebindResult> {
    const by = rebindTarget(target);
    // The owner is checked when it is replaced; a bind that came first makes us read it again.
    let result: RebindResult | null = null;
    for (let attempt = 0; attempt < 3 && !result; attempt++) result = await this.rebindOnce(orderId, by, actor, record);
    if (!result) throw new Error(`order ${orderId} kept changing while it was being rebound`);
    if (result.deliveryQueued) this.deps.onEnqueued?.();
    return result;
  }

  private async rebindOnce(
    orderId: string,
    by: { telegramUsername: string } | { telegramUserId: number },
    actor: string,
    record?: (q: Queries, result: RebindResult) => Promise<void>,
  ): Promise<RebindResult | null> {
    return this.deps.queries.transaction(async (q) => {
      const current = await q.orders.byId(orderId);
      if (!current) throw new AppError('not_found', `no order ${orderId}`);
      if (!statusIn(REBINDABLE_STATUSES, current.status) || lastFour(current.phone) === null) {
        throw new AppError('not_rebindable', `order ${orderId} is ${current.status}${lastFour(current.phone) === null ? ' and its personal data was erased' : ''}: there is nothing to give to another account`);
      }
      const before = await recipientOf(q, current);
      let user: UserRow | undefined;
      if ('telegramUserId' in by) {
        user = (await q.identities.userByTelegramId(by.telegramUserId)) ?? (await this.upsertTelegramUser({ id: by.telegramUserId }, q));
      } else {
        user = (await q.identities.userByUsername(by.telegramUsername)) ?? undefined;
      }
      // A private chat's id is its user's id; without a known account the chat waits for /start.
      const to = {
        userId: user?.id ?? null,
        chatId: user ? Number(user.telegram_id) : null,
        contact: 'telegramUsername' in by ? by.telegramUsername : cleanUsername(user?.username),
      };
      if (!(await this.deps.lifecycle.reassign(q, current.id, current.owner_user_id, to))) return null;
      let queued = false;
      // An undeliverable order is sent again by the lifecycle's move; a ready one is sent to its new chat.
      if (to.chatId !== null && current.status === 'undeliverable') queued = await this.deps.lifecycle.buyerReachable(q, current.id, to.chatId);
      else if (to.chatId !== null && current.status === 'ready') {
        await this.deps.queue.enqueue(q, 'deliver_reading', { orderId: current.id });
        queued = true;
      }
      const updated = await q.orders.byId(orderId);
      if (!updated) throw new Error(`order ${orderId} went while it was being rebound`);
      const rebound: RebindResult = { orderId, actor, before, after: await recipientOf(q, updated), deliveryQueued: queued };
      await record?.(q, rebound);
      return rebound;
    });
  }

  /**
   * The account opened the bot (any `/start`): its orders bound at a web login have no chat yet;
   * they get this one, and ready readings are queued for delivery. Returns the orders queued.
   */
  async attachChat(account: TelegramAccount, chatId: number): Promise<string[]> {
    const user = await this.userByTelegramId(account.id);
    if (!user) return [];
    const queued = await this.deps.queries.transaction(async (q) => {
      const ids: string[] = [];
      for (const order of await q.orders.awaitingChatOf(user.id)) if (await this.attachChatTo(q, order, chatId)) ids.push(order.id);
      return ids;
    });
    if (queued.length > 0) this.deps.onEnqueued?.();
    return queued;
  }

  /**
   * Sets the order's chat if it has none; queues delivery when its reading waits. An undeliverable
   * order takes this chat instead of the one that failed (the buyer unblocked the bot and pressed
   * Start) and is sent again.
   */
  private async attachChatTo(q: Queries, order: OrderRow, chatId: number): Promise<boolean> {
    if (order.status === 'undeliverable') return this.deps.lifecycle.buyerReachable(q, order.id, chatId);
    if (!(await this.deps.lifecycle.attachChat(q, order.id, chatId)) || order.status !== 'ready') return false;
    await this.deps.queue.enqueue(q, 'deliver_reading', { orderId: order.id });
    return true;
  }

  /** At login: paid orders nobody owns whose contact is this user's username become theirs. */
  async bindPaidOrdersForUser(user: Pick<UserRow, 'id' | 'username'>): Promise<string[]> {
    const username = cleanUsername(user.username);
    if (!username) return [];
    return this.deps.lifecycle.bindPaidOrdersByContact(this.deps.queries, username, user.id);
  }

  // ----- logins -----

  /** Login Widget data (its callback object or redirect query). 401 `invalid_login` when not valid. */
  async loginWithWidget(data: Record<string, unknown>): Promise<LoginResult> {
    return this.loginWithChecked(this.requireVerifier().checkWidget(data, this.deps.clock.now()));
  }

  /** A Mini App's `initData`. 401 `invalid_login` when not valid. */
  async loginWithInitData(initData: string): Promise<LoginResult> {
    return this.loginWithChecked(this.requireVerifier().checkInitData(initData, this.deps.clock.now()));
  }

  private async loginWithChecked(check: LoginCheckResult): Promise<LoginResult> {
    if (!check.ok) {
      const why = { missing_fields: 'is incomplete', bad_hash: 'is not signed by our bot', stale: 'is too old; log in again', from_future: 'is dated in the future' }[check.reason];
      throw new AppError('invalid_login', `the Telegram login data ${why}`, { reason: check.reason });
    }
    if (!(await this.rememberLoginHash(check))) {
      throw new AppError('invalid_login', 'this Telegram login data was used already; log in again', { reason: 'replayed' });
    }
    return this.completeLogin(await this.upsertTelegramUser(check.profile));
  }

  /** An account another check vouched for (Telegram's ID token): the user, their orders, a session. */
  async loginVerifiedAccount(account: TelegramAccount): Promise<LoginResult> {
    return this.completeLogin(await this.upsertTelegramUser(account));
  }

  /**
   * Marks signed login data as used; false when it was used before (a replay). Shared by the web
   * login and agents' messenger_login. The mark outlives the data's freshness window, after which
   * the data is refused as stale anyway; purgeExpired clears old marks.
   */
  async rememberLoginHash(check: { hash: string; authDate: number }): Promise<boolean> {
    return this.deps.queries.identities.rememberLoginHash(check.hash, (check.authDate + this.deps.options.loginMaxAgeSeconds) * 1000 + 60_000);
  }

  /** Demo mode only: log in as any username, labelled as demo on the pages. 403 otherwise. */
  async demoLogin(username: string): Promise<LoginResult> {
    if (!this.deps.options.demoLoginAllowed) {
      throw new AppError('demo_login_disabled', 'demo login is available only in demo mode; log in with Telegram');
    }
    const account = demoAccount(username);
    if (!account) throw validationFailed([{ field: 'username', message: 'must be a Telegram username, 5-32 letters, digits or _' }]);
    return this.completeLogin(await this.upsertTelegramUser(account));
  }

  /** Starts "log in through the bot": the page keeps the nonce and polls `loginWithBotNonce`. */
  async createLoginNonce(): Promise<LoginNonceGrant> {
    const nonce = randomBytes(18).toString('base64url');
    const now = this.deps.clock.now();
    const expiresAt = now + this.nonceTtlMs;
    await this.deps.queries.identities.createNonce(sha256Hex(nonce), now, expiresAt);
    return { nonce, botUrl: botUrlFor(this.deps.options, `login_${nonce}`), expiresAt };
  }

  /** The bot's side: the Telegram account pressed "log me in" for this nonce. */
  async confirmLoginNonce(nonce: string, account: TelegramAccount): Promise<NonceConfirmation> {
    if (!LOGIN_NONCE.test(nonce)) return 'unknown';
    const { queries, clock } = this.deps;
    const now = clock.now();
    const hash = sha256Hex(nonce);
    const row = await queries.identities.nonce(hash);
    if (!row) return 'unknown';
    if (row.expiresAt <= now || row.consumedAt !== null) return 'expired';
    const user = await this.upsertTelegramUser(account);
    if (row.confirmedAt !== null) return row.userId === user.id ? 'already_confirmed' : 'expired';
    return (await queries.identities.confirmNonce(hash, user.id, now)) ? 'confirmed' : 'expired';
  }

  /** The waiting page's poll: a confirmed nonce becomes a session exactly once. */
  async loginWithBotNonce(nonce: string): Promise<NonceLogin> {
    if (!LOGIN_NONCE.test(nonce)) return { status: 'expired' };
    const { queries, clock } = this.deps;
    const now = clock.now();
    const hash = sha256Hex(nonce);
    const userId = await queries.identities.consumeNonce(hash, now);
    if (userId) {
      const user = await queries.identities.userById(userId);
      if (!user) throw new Error(`login nonce names user ${userId}, who does not exist`);
      return { status: 'ok', ...(await this.completeLogin(user)) };
    }
    const row = await queries.identities.nonce(hash);
    if (row && row.consumedAt === null && row.expiresAt > now) return { status: 'pending' };
    return { status: 'expired' };
  }

  private async completeLogin(user: UserRow): Promise<LoginResult> {
    const boundOrderIds = await this.bindPaidOrdersForUser(user);
    const session = await this.createSession(user.id);
    return { session, user: toView(user), boundOrderIds };
  }

  // ----- sessions -----

  async createSession(userId: string): Promise<SessionGrant> {
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    const expiresAt = now + this.deps.options.sessionTtlMs;
    await this.deps.queries.identities.createSession(sha256Hex(token), userId, now, expiresAt);
    return { token, expiresAt };
  }

  /** The user a session token belongs to, or null (unknown, expired or logged out). */
  async sessionUser(token: string | null | undefined): Promise<UserView | null> {
    if (!token || token.length > 128) return null;
    const row = await this.deps.queries.identities.sessionUser(sha256Hex(token), this.deps.clock.now());
    return row ? toView(row) : null;
  }

  /** Ends the session; the token never works again. */
  async logout(token: string | null | undefined): Promise<void> {
    if (!token) return;
    await this.deps.queries.identities.endSession(sha256Hex(token));
  }

  /**
   * The person deleted their account: every session ends, their bot logins are forgotten and the
   * user row goes. Runs in the caller's transaction, after whatever pointed at the user was
   * detached; returns how many sessions were open.
   */
  async eraseUser(q: Queries, userId: string): Promise<number> {
    const user = await q.identities.userById(userId);
    const telegramId = user ? Number(user.telegram_id) : null;
    if (telegramId !== null) await q.usernames.forget(telegramId);
    const sessions = await q.identities.eraseUser(userId, telegramId);
    const now = this.deps.clock.now();
    return sessions.filter((expiresAt) => expiresAt > now).length;
  }

  /** Removes ended sessions, spent or expired login nonces and expired replay marks; housekeeping. */
  async purgeExpired(): Promise<void> {
    await this.deps.queries.identities.purgeExpired(this.deps.clock.now());
  }

  async userByTelegramId(telegramId: number): Promise<UserRow | null> {
    return this.deps.queries.identities.userByTelegramId(telegramId);
  }

  private requireVerifier(): TelegramLoginVerifier {
    if (!this.deps.loginVerifier) {
      throw new AppError('telegram_login_unavailable', 'Telegram login is not configured on this server (demo mode); use the demo login');
    }
    return this.deps.loginVerifier;
  }
}

export function toView(user: Pick<UserRow, 'id' | 'telegram_id' | 'username' | 'first_name' | 'photo_url'>): UserView {
  return { id: user.id, telegramId: Number(user.telegram_id), username: user.username, firstName: user.first_name, photoUrl: user.photo_url };
}

/** The target of a rebind, checked: exactly one of a username and a positive Telegram user id. */
function rebindTarget(target: RebindTarget): { telegramUsername: string } | { telegramUserId: number } {
  const { telegramUsername, telegramUserId } = target as { telegramUsername?: unknown; telegramUserId?: unknown };
  if ((telegramUsername === undefined) === (telegramUserId === undefined)) {
    throw validationFailed([{ field: 'telegramUsername', message: 'give either telegramUsername or telegramUserId, not both' }]);
  }
  if (telegramUserId !== undefined) {
    if (typeof telegramUserId !== 'number' || !Number.isSafeInteger(telegramUserId) || telegramUserId <= 0) {
      throw validationFailed([{ field: 'telegramUserId', message: 'must be a Telegram user id, a positive integer' }]);
    }
    return { telegramUserId };
  }
  const clean = typeof telegramUsername === 'string' ? telegramUsername.trim().replace(/^@/, '') : '';
  if (!USERNAME.test(clean)) throw validationFailed([{ field: 'telegramUsername', message: 'must be a Telegram username, 5-32 letters, digits or _' }]);
  return { telegramUsername: clean };
}

async function recipientOf(q: Queries, order: OrderRow): Promise<OrderRecipient> {
  const owner = order.owner_user_id ? await q.identities.userById(order.owner_user_id) : null;
  return {
    contact: order.contact,
    ownerUserId: order.owner_user_id,
    ownerTelegramId: owner ? Number(owner.telegram_id) : null,
    chatId: order.owner_chat_id === null ? null : Number(order.owner_chat_id),
    status: order.status,
  };
}

function cleanUsername(username: string | null | undefined): string | null {
  const clean = (username ?? '').replace(/^@/, '');
  return clean === '' ? null : clean;
}

/**
 * The Telegram id a demo user gets for a username: stable (demo chat and demo login meet on it),
 * and negative, so it can never be a real Telegram user's id.
 */
/** The demo stand-in for a Telegram account with this username, or null when it is not a username. */
export function demoAccount(username: string): TelegramAccount | null {
  const clean = username.trim().replace(/^@/, '');
  return USERNAME.test(clean) ? { id: demoTelegramId(clean), username: clean, first_name: clean } : null;
}

export function demoTelegramId(username: string): number {
  const digest = createHash('sha256').update(`demo:${username.replace(/^@/, '').toLowerCase()}`).digest();
  return -(digest.readUIntBE(0, 6) + 1);
}
