// Telegram's OpenID Connect server through openid-client: discovery of its endpoints, the
// authorization URL with PKCE (S256), and the code exchange, whose ID token openid-client checks
// (issuer, audience, nonce, expiry) and, with non-repudiation checks on, verifies against the keys
// Telegram publishes (JWKS), not merely trusting the TLS channel it came through.
import * as client from 'openid-client';
import { isLoopback } from '../config.js';
import { idTokenHash, OidcRefusal, type OidcFailure, type OidcIdentity, type TelegramOidcProvider } from '../services/identity/telegram-oidc.js';

interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export class OpenIdTelegramProvider implements TelegramOidcProvider {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly options: OidcClientOptions) {}

  async authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const config = await this.config();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: request.redirectUri,
      scope: 'openid profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  async redeem(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<OidcIdentity> {
    const config = await this.config();
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, { expectedState: checks.state, expectedNonce: checks.nonce, pkceCodeVerifier: checks.codeVerifier, idTokenExpected: true });
    } catch (error) {
      throw new OidcRefusal(failureOf(error), error instanceof Error ? error.message : String(error));
    }
    const claims = tokens.claims();
    const idToken = tokens.id_token;
    if (!claims || !idToken) throw new OidcRefusal('malformed', 'no ID token');
    const telegramId = Number(claims.id ?? claims.sub);
    if (!Number.isSafeInteger(telegramId) || telegramId <= 0) throw new OidcRefusal('malformed', 'the ID token names no Telegram user');
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
    return {
      telegramId,
      username: text(claims.preferred_username),
      name: text(claims.given_name) ?? text(claims.name),
      picture: text(claims.picture),
      issuedAt: claims.iat,
      tokenHash: idTokenHash(idToken),
    };
  }

  /** Discovered on first use, so that a Telegram outage at start does not stop the site; retried after a failure. */
  private config(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = null;
      throw new OidcRefusal('unreachable', error instanceof Error ? error.message : String(error));
    });
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.options;
    const insecure = isLoopback(new URL(issuer));
    const execute = [client.enableNonRepudiationChecks, ...(insecure ? [client.allowInsecureRequests] : [])];
    const discovered = await client.discovery(new URL(issuer), clientId, clientSecret, client.ClientSecretBasic(clientSecret), { execute });
    // Basic authentication unless the server lists only client_secret_post.
    const methods = discovered.serverMetadata().token_endpoint_auth_methods_supported;
    if (!methods || methods.includes('client_secret_basic') || !methods.includes('client_secret_post')) return discovered;
    const config = new client.Configuration(discovered.serverMetadata(), clientId, clientSecret, client.ClientSecretPost(clientSecret));
    for (const step of execute) step(config);
    return config;
  }
}

/**
 * What went wrong, from openid-client's error: its ClientError wraps oauth4webapi's, whose code and
 * message name the check that failed (the claim in quotes: "aud", "iss", "nonce").
 */
function failureOf(error: unknown): OidcFailure {
  if (error instanceof client.ResponseBodyError) return 'code_rejected';
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  const outer = error as { code?: string; cause?: unknown } | null;
  const inner = (outer?.cause instanceof Error ? outer.cause : outer) as { code?: string; message?: string } | null;
  const message = inner?.message ?? '';
  if (inner?.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    if (/"(aud|azp)"/.test(message)) return 'wrong_audience';
    if (/"iss"/.test(message)) return 'wrong_issuer';
    if (/"nonce"/.test(message)) return 'wrong_nonce';
  }
  if (inner?.code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return /"exp"/.test(message) ? 'expired' : 'malformed';
  if (/signature verification failed|no applicable key|multiple applicable keys/i.test(message)) return 'bad_signature';
  if (error instanceof TypeError) return 'unreachable';
  return 'malformed';
}
