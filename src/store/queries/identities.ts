// People and how they stay signed in: users (one per Telegram account), sessions, the bot-login
// nonces and the replay marks of signed login data. What src/services/identity/identity-service.ts
// decides on; tokens and nonces arrive here already hashed.
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../schema.js';

/** The fields a Telegram account gives a user. */
export interface UserFields {
  username: string | null;
  first_name: string | null;
  photo_url: string | null;
}

export interface LoginNonce {
  userId: string | null;
  expiresAt: number;
  confirmedAt: number | null;
  consumedAt: number | null;
}

export class IdentityQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Creates the user for a Telegram account or refreshes its fields; the photo is replaced only
   * when one is given (a bot update carries none).
   */
  async upsertUser(id: string, telegramId: number, fields: UserFields, now: number): Promise<UserRow> {
    return this.db
      .insertInto('users')
      .values({ id, telegram_id: telegramId, ...fields, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('telegram_id').doUpdateSet({
          username: fields.username,
          first_name: fields.first_name,
          ...(fields.photo_url ? { photo_url: fields.photo_url } : {}),
          updated_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async userById(userId: string): Promise<UserRow | null> {
    return (await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst()) ?? null;
  }

  async userByTelegramId(telegramId: number): Promise<UserRow | null> {
    return (await this.db.selectFrom('users').selectAll().where('telegram_id', '=', telegramId).executeTakeFirst()) ?? null;
  }

  /** The user last updated of those holding `username` (any case). */
  async userByUsername(username: string): Promise<UserRow | null> {
    return (await this.db.selectFrom('users').selectAll().where(sql`lower(username)`, '=', username.toLowerCase()).orderBy('updated_at', 'desc').executeTakeFirst()) ?? null;
  }

  /** Marks signed login data as used until `expiresAt`; false when it was marked already. */
  async rememberLoginHash(hash: string, expiresAt: number): Promise<boolean> {
    const remembered = await this.db.insertInto('login_replays').values({ hash, expires_at: expiresAt }).onConflict((oc) => oc.column('hash').doNothing()).executeTakeFirst();
    return Number(remembered.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async createNonce(nonceHash: string, now: number, expiresAt: number): Promise<void> {
    await this.db.insertInto('login_nonces').values({ nonce_hash: nonceHash, created_at: now, expires_at: expiresAt, user_id: null, confirmed_at: null, consumed_at: null }).execute();
  }

  async nonce(nonceHash: string): Promise<LoginNonce | null> {
    const row = await this.db.selectFrom('login_nonces').selectAll().where('nonce_hash', '=', nonceHash).executeTakeFirst();
    return row
      ? { userId: row.user_id, expiresAt: Number(row.expires_at), confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at), consumedAt: row.consumed_at === null ? null : Number(row.consumed_at) }
      : null;
  }

  /** The user confirms a nonce not yet confirmed and still alive at `now`; false otherwise. */
  async confirmNonce(nonceHash: string, userId: string, now: number): Promise<boolean> {
    const updated = await this.db
      .updateTable('login_nonces')
      .set({ user_id: userId, confirmed_at: now })
      .where('nonce_hash', '=', nonceHash)
      .where('confirmed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Takes a confirmed, unconsumed, live nonce exactly once: the user it names, or null. */
  async consumeNonce(nonceHash: string, now: number): Promise<string | null> {
    const taken = await this.db
      .updateTable('login_nonces')
      .set({ consumed_at: now })
      .where('nonce_hash', '=', nonceHash)
      .where('confirmed_at', 'is not', null)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return taken?.user_id ?? null;
  }

  async createSession(tokenHash: string, userId: string, now: number, expiresAt: number): Promise<void> {
    await this.db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt }).execute();
  }

  /** The user of a session alive at `now`, or null. */
  async sessionUser(tokenHash: string, now: number): Promise<UserRow | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    return row ?? null;
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  /**
   * The user is deleted with their sessions, bot logins and confirmation questions (what an order
   * took stays in confirmation_orders, which names no account); the expiries of the sessions that
   * were open.
   */
  async eraseUser(userId: string, telegramId: number | null): Promise<number[]> {
    if (telegramId !== null) {
      await this.db.deleteFrom('order_confirmations').where('telegram_id', '=', telegramId).execute();
      await this.db.deleteFrom('confirmation_accounts').where('telegram_id', '=', telegramId).execute();
    }
    const sessions = await this.db.deleteFrom('sessions').where('user_id', '=', userId).returning('expires_at').execute();
    await this.db.deleteFrom('login_nonces').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
    return sessions.map((s) => Number(s.expires_at));
  }

  /** Removes ended sessions, spent or expired login nonces and expired replay marks. */
  async purgeExpired(now: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('login_nonces').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('login_replays').where('expires_at', '<', now).execute();
  }
}
