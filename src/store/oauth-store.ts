// The OAuth server's records in the database (services/oauth/store.ts). A grant is an agent
// registration (identity type `oauth`) whose access tokens are `credentials` rows, so the bearer
// check, /profile and revocation see it as they see any agent.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { formatScopes, parseScopes } from '../services/agents/scopes.js';
import type { CodeRecord, IssuedTokens, NewGrant, OAuthClientRecord, OAuthStore, RefreshTokenRecord } from '../services/oauth/store.js';
import type { Database, OAuthClientsTable, OAuthCodesTable } from './schema.js';

const client = (row: Selectable<OAuthClientsTable>): OAuthClientRecord => ({
  clientId: row.client_id,
  source: row.source,
  clientName: row.client_name,
  redirectUris: JSON.parse(row.redirect_uris) as string[],
  authMethod: row.token_endpoint_auth_method,
  secretHash: row.secret_hash,
  scopes: row.scope === null ? null : parseScopes(row.scope),
  metadata: JSON.parse(row.metadata) as unknown,
  createdAt: Number(row.created_at),
  refreshAfter: row.refresh_after === null ? null : Number(row.refresh_after),
});

const code = (row: Selectable<OAuthCodesTable>): CodeRecord => ({
  codeHash: row.code_hash,
  clientId: row.client_id,
  userId: row.user_id,
  redirectUri: row.redirect_uri,
  codeChallenge: row.code_challenge,
  scopes: parseScopes(row.scopes),
  resource: row.resource,
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
  registrationId: row.registration_id,
  createdAt: Number(row.created_at),
});

export class KyselyOAuthStore implements OAuthStore {
  constructor(private readonly db: Kysely<Database>) {}

  async client(clientId: string): Promise<OAuthClientRecord | null> {
    const row = await this.db.selectFrom('oauth_clients').selectAll().where('client_id', '=', clientId).executeTakeFirst();
    return row ? client(row) : null;
  }

  async saveClient(record: OAuthClientRecord): Promise<void> {
    const values = {
      client_id: record.clientId,
      source: record.source,
      client_name: record.clientName,
      redirect_uris: JSON.stringify(record.redirectUris),
      token_endpoint_auth_method: record.authMethod,
      secret_hash: record.secretHash,
      scope: record.scopes === null ? null : formatScopes(record.scopes),
      metadata: JSON.stringify(record.metadata),
      created_at: record.createdAt,
      refresh_after: record.refreshAfter,
    };
    const { client_id: _id, ...changes } = values;
    await this.db.insertInto('oauth_clients').values(values).onConflict((oc) => oc.column('client_id').doUpdateSet(changes)).execute();
  }

  async insertCode(record: CodeRecord): Promise<void> {
    await this.db
      .insertInto('oauth_codes')
      .values({
        code_hash: record.codeHash,
        client_id: record.clientId,
        user_id: record.userId,
        redirect_uri: record.redirectUri,
        code_challenge: record.codeChallenge,
        scopes: formatScopes(record.scopes),
        resource: record.resource,
        expires_at: record.expiresAt,
        used_at: null,
        registration_id: null,
        created_at: record.createdAt,
      })
      .execute();
  }

  async code(codeHash: string): Promise<CodeRecord | null> {
    const row = await this.db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
    return row ? code(row) : null;
  }

  async redeemCode(codeHash: string, now: number, grant: NewGrant, tokens: IssuedTokens): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx.updateTable('oauth_codes').set({ used_at: now }).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('agent_registrations')
        .values({
          id: grant.registrationId,
          identity_type: 'oauth',
          client_name: grant.clientName,
          status: 'claimed',
          claim_token_hash: null,
          claim_code_hash: null,
          claim_expires_at: null,
          user_id: grant.userId,
          claimed_at: now,
          revoked_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.issue(trx, grant.registrationId, grant.clientId, grant.userId, now, tokens);
      await trx.updateTable('oauth_codes').set({ registration_id: grant.registrationId }).where('code_hash', '=', codeHash).execute();
      return true;
    });
  }

  async refreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const row = await this.db
      .selectFrom('oauth_refresh_tokens as t')
      .innerJoin('agent_registrations as r', 'r.id', 't.registration_id')
      .select(['t.token_hash', 't.registration_id', 't.client_id', 't.scopes', 't.resource', 't.expires_at', 't.used_at', 'r.status', 'r.user_id'])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      tokenHash: row.token_hash,
      registrationId: row.registration_id,
      clientId: row.client_id,
      scopes: parseScopes(row.scopes),
      resource: row.resource,
      expiresAt: Number(row.expires_at),
      usedAt: row.used_at === null ? null : Number(row.used_at),
      grantActive: row.status === 'claimed',
      userId: row.user_id,
    };
  }

  async rotateRefreshToken(tokenHash: string, now: number, userId: string | null, tokens: IssuedTokens): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const old = await trx
        .updateTable('oauth_refresh_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .returning(['registration_id', 'client_id'])
        .executeTakeFirst();
      if (!old) return false;
      await this.issue(trx, old.registration_id, old.client_id, userId, now, tokens);
      return true;
    });
  }

  async hasActiveGrant(clientId: string, userId: string, now: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('oauth_refresh_tokens as t')
      .innerJoin('agent_registrations as r', 'r.id', 't.registration_id')
      .select('t.registration_id')
      .where('t.client_id', '=', clientId)
      .where('r.user_id', '=', userId)
      .where('r.status', '=', 'claimed')
      .where('t.expires_at', '>', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async purge(codesBefore: number, tokensBefore: number): Promise<void> {
    await this.db.deleteFrom('oauth_codes').where('expires_at', '<', codesBefore).execute();
    await this.db.deleteFrom('oauth_refresh_tokens').where('expires_at', '<', tokensBefore).execute();
  }

  private async issue(trx: Transaction<Database>, registrationId: string, clientId: string, userId: string | null, now: number, tokens: IssuedTokens): Promise<void> {
    await trx
      .insertInto('credentials')
      .values({
        token_hash: tokens.accessTokenHash,
        kind: 'access_token',
        registration_id: registrationId,
        user_id: userId,
        scopes: formatScopes(tokens.scopes),
        created_at: now,
        expires_at: tokens.accessExpiresAt,
        revoked_at: null,
      })
      .execute();
    await trx
      .insertInto('oauth_refresh_tokens')
      .values({
        token_hash: tokens.refreshTokenHash,
        registration_id: registrationId,
        client_id: clientId,
        scopes: formatScopes(tokens.scopes),
        resource: tokens.resource,
        expires_at: tokens.refreshExpiresAt,
        used_at: null,
        created_at: now,
      })
      .execute();
  }
}
