// What the OAuth server keeps, as the service sees it; src/store/oauth-store.ts keeps it in the
// database. Codes and tokens arrive here already hashed.
import type { Scope } from '../agents/scopes.js';
import type { ClientAuthMethod } from './model.js';

export interface OAuthClientRecord {
  clientId: string;
  source: 'registration' | 'metadata_document';
  clientName: string | null;
  redirectUris: string[];
  authMethod: ClientAuthMethod;
  secretHash: string | null;
  /** The most the client may ask for; null: any scope. */
  scopes: Scope[] | null;
  metadata: unknown;
  createdAt: number;
  /** A metadata document is fetched again after this; null for a registered client. */
  refreshAfter: number | null;
}

export interface CodeRecord {
  codeHash: string;
  clientId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: Scope[];
  resource: string;
  expiresAt: number;
  usedAt: number | null;
  registrationId: string | null;
  createdAt: number;
}

export interface RefreshTokenRecord {
  tokenHash: string;
  registrationId: string;
  clientId: string;
  scopes: Scope[];
  resource: string;
  expiresAt: number;
  usedAt: number | null;
  /** The grant is still in force (its registration not revoked). */
  grantActive: boolean;
  userId: string | null;
}

/** The tokens one exchange hands out. */
export interface IssuedTokens {
  accessTokenHash: string;
  accessExpiresAt: number;
  refreshTokenHash: string;
  refreshExpiresAt: number;
  scopes: Scope[];
  resource: string;
}

export interface NewGrant {
  registrationId: string;
  clientId: string;
  clientName: string | null;
  userId: string;
}

export interface OAuthStore {
  client(clientId: string): Promise<OAuthClientRecord | null>;
  /** Inserts or replaces (a metadata document fetched again). */
  saveClient(client: OAuthClientRecord): Promise<void>;
  insertCode(code: CodeRecord): Promise<void>;
  code(codeHash: string): Promise<CodeRecord | null>;
  /**
   * Marks the code used and starts its grant (an agent registration with its first access and
   * refresh tokens), at once; false, changing nothing, when the code was used already.
   */
  redeemCode(codeHash: string, now: number, grant: NewGrant, tokens: IssuedTokens): Promise<boolean>;
  refreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Marks the refresh token used and issues the next pair in its grant; false when it was used already. */
  rotateRefreshToken(tokenHash: string, now: number, userId: string | null, tokens: IssuedTokens): Promise<boolean>;
  /** Whether `userId` holds a grant for `clientId` that is in force (approved, not revoked, a refresh token not expired). */
  hasActiveGrant(clientId: string, userId: string, now: number): Promise<boolean>;
  /** Forgets codes that expired before `codesBefore` and refresh tokens that expired before `tokensBefore`. */
  purge(codesBefore: number, tokensBefore: number): Promise<void>;
}
