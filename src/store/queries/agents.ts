// Agent registrations and their bearer credentials (agent_registrations, credentials): what
// src/services/agents/agent-service.ts decides on. A registration's status moves with a conditional
// UPDATE, so two decisions racing for one claim cannot both win.
import type { Insertable, Kysely } from 'kysely';
import type { AgentIdentityType, AgentRegistrationRow, AgentRegistrationStatus, AgentRegistrationsTable, CredentialKind, Database, OrderStatus } from '../schema.js';

/** A registration as the agent service writes it; the timestamps are the store's. */
export type NewRegistration = Omit<Insertable<AgentRegistrationsTable>, 'revoked_at' | 'created_at' | 'updated_at'>;

export interface NewCredential {
  tokenHash: string;
  kind: CredentialKind;
  /** Space-separated, as stored. */
  scopes: string;
  expiresAt: number | null;
}

/** A credential with its registration and the user it speaks for (all null before a claim). */
export interface CredentialHolder {
  kind: CredentialKind;
  scopes: string;
  expires_at: number | null;
  revoked_at: number | null;
  id: string;
  identity_type: AgentIdentityType;
  status: AgentRegistrationStatus;
  client_name: string | null;
  created_at: number;
  claim_expires_at: number | null;
  user_id: string | null;
  telegram_id: number | null;
  username: string | null;
  first_name: string | null;
  photo_url: string | null;
}

export interface AgentOrderRow {
  id: string;
  status: OrderStatus;
  expires_at: number;
  product: string;
  sum: number;
  currency: string;
  created_at: number;
  paid_at: number | null;
}

export class AgentQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** A registration and its first credential, written together (in one transaction when the caller runs one). */
  async insert(registration: NewRegistration, credential: NewCredential, now: number): Promise<void> {
    await this.db.insertInto('agent_registrations').values({ ...registration, revoked_at: null, created_at: now, updated_at: now }).execute();
    await this.db
      .insertInto('credentials')
      .values({
        token_hash: credential.tokenHash,
        kind: credential.kind,
        registration_id: registration.id,
        user_id: registration.user_id ?? null,
        scopes: credential.scopes,
        created_at: now,
        expires_at: credential.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** The credential with this token hash, its registration and its user, in one query (every bearer request asks). */
  async credential(tokenHash: string): Promise<CredentialHolder | null> {
    const row = await this.db
      .selectFrom('credentials')
      .innerJoin('agent_registrations as r', 'r.id', 'credentials.registration_id')
      .leftJoin('users as u', 'u.id', 'credentials.user_id')
      .select([
        'credentials.kind', 'credentials.scopes', 'credentials.expires_at', 'credentials.revoked_at', 'r.id', 'r.identity_type', 'r.status', 'r.client_name',
        'r.created_at', 'r.claim_expires_at',
        'u.id as user_id', 'u.telegram_id', 'u.username', 'u.first_name', 'u.photo_url',
      ])
      .where('credentials.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ?? null;
  }

  async byId(registrationId: string): Promise<AgentRegistrationRow | null> {
    return (await this.db.selectFrom('agent_registrations').selectAll().where('id', '=', registrationId).executeTakeFirst()) ?? null;
  }

  async byClaimCodeHash(codeHash: string): Promise<AgentRegistrationRow | null> {
    return (await this.db.selectFrom('agent_registrations').selectAll().where('claim_code_hash', '=', codeHash).executeTakeFirst()) ?? null;
  }

  async byClaimTokenHash(tokenHash: string): Promise<AgentRegistrationRow | null> {
    return (await this.db.selectFrom('agent_registrations').selectAll().where('claim_token_hash', '=', tokenHash).executeTakeFirst()) ?? null;
  }

  /** A fresh claim link for a registration still pending its claim; false when it no longer is. */
  async renewClaim(registrationId: string, link: { tokenHash: string; codeHash: string; expiresAt: number }, now: number): Promise<boolean> {
    const moved = await this.db
      .updateTable('agent_registrations')
      .set({ claim_token_hash: link.tokenHash, claim_code_hash: link.codeHash, claim_expires_at: link.expiresAt, updated_at: now })
      .where('id', '=', registrationId)
      .where('status', '=', 'pending_claim')
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /**
   * The person decides a claim still open at `now`: claimed by `userId`, or refused. False when it
   * was decided already or ran out.
   */
  async decide(registrationId: string, decision: { approve: true; userId: string } | { approve: false }, now: number): Promise<boolean> {
    const moved = await this.db
      .updateTable('agent_registrations')
      .set(decision.approve ? { status: 'claimed', user_id: decision.userId, claimed_at: now, updated_at: now } : { status: 'refused', updated_at: now })
      .where('id', '=', registrationId)
      .where('status', '=', 'pending_claim')
      .where('claim_expires_at', '>', now)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** The registration's live credentials now speak for `userId` with `scopes`. */
  async upgradeCredentials(registrationId: string, userId: string, scopes: string): Promise<void> {
    await this.db.updateTable('credentials').set({ user_id: userId, scopes }).where('registration_id', '=', registrationId).where('revoked_at', 'is', null).execute();
  }

  /** Revokes a registration not revoked yet (only when `userId` claimed it, when given); false when there was none. */
  async revoke(registrationId: string, userId: string | null, now: number): Promise<boolean> {
    let query = this.db
      .updateTable('agent_registrations')
      .set({ status: 'revoked', revoked_at: now, updated_at: now })
      .where('id', '=', registrationId)
      .where('status', '!=', 'revoked');
    if (userId !== null) query = query.where('user_id', '=', userId);
    const done = await query.executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  async revokeCredentials(registrationIds: readonly string[], now: number): Promise<void> {
    if (registrationIds.length === 0) return;
    await this.db.updateTable('credentials').set({ revoked_at: now }).where('registration_id', 'in', registrationIds).where('revoked_at', 'is', null).execute();
  }

  /** The registrations naming a user. */
  async registrationsOf(userId: string): Promise<{ id: string; status: AgentRegistrationStatus }[]> {
    return this.db.selectFrom('agent_registrations').select(['id', 'status']).where('user_id', '=', userId).execute();
  }

  /** The user is deleted: these registrations are revoked (keeping an earlier revocation's time) and name nobody. */
  async revokeAndForgetUser(registrationIds: readonly string[], now: number): Promise<void> {
    if (registrationIds.length === 0) return;
    await this.db
      .updateTable('agent_registrations')
      .set((eb) => ({ status: 'revoked', user_id: null, revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)), updated_at: now }))
      .where('id', 'in', registrationIds)
      .execute();
  }

  /** The user is deleted: no credential names them, and their unexchanged OAuth codes go. */
  async forgetUser(userId: string): Promise<void> {
    await this.db.updateTable('credentials').set({ user_id: null }).where('user_id', '=', userId).execute();
    await this.db.deleteFrom('oauth_codes').where('user_id', '=', userId).execute();
  }

  /** The agents a person claimed, newest claim first. */
  async claimedBy(userId: string): Promise<{ id: string; client_name: string | null; identity_type: AgentIdentityType; claimed_at: number | null }[]> {
    return this.db
      .selectFrom('agent_registrations')
      .select(['id', 'client_name', 'identity_type', 'claimed_at'])
      .where('user_id', '=', userId)
      .where('status', '=', 'claimed')
      .orderBy('claimed_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** The live credentials of these registrations, newest first. */
  async liveScopes(registrationIds: readonly string[]): Promise<{ registration_id: string; scopes: string }[]> {
    if (registrationIds.length === 0) return [];
    return this.db
      .selectFrom('credentials')
      .select(['registration_id', 'scopes'])
      .where('registration_id', 'in', registrationIds)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The orders an agent placed, newest first. */
  async ordersOf(registrationId: string, limit: number): Promise<AgentOrderRow[]> {
    return this.db
      .selectFrom('orders')
      .select(['id', 'status', 'expires_at', 'product', 'sum', 'currency', 'created_at', 'paid_at'])
      .where('agent_registration_id', '=', registrationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
