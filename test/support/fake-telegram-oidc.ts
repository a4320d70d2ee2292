// A local stand-in for Telegram's login server (oauth.telegram.org) for tests: real HTTP on
// 127.0.0.1 speaking OpenID Connect as Telegram documents it: discovery, the authorization endpoint
// (which "logs in" the user the test names and redirects back with a code), the token endpoint
// (client_secret_basic, PKCE S256, each code once) and a JWKS with a freshly generated RSA key that
// signs the ID tokens. A test can have the next ID token forged: signed with another key, for
// another audience or issuer, with another nonce, or expired.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OidcUser {
  id: number;
  username?: string;
  name?: string;
  picture?: string;
}

/** What to get wrong in the next ID token. */
export interface Forgery {
  /** Sign with a key the JWKS does not hold (under the published key's kid). */
  otherKey?: boolean;
  audience?: string;
  issuer?: string;
  nonce?: string;
  /** Seconds from now the token expires (negative: expired already). */
  expiresIn?: number;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  user: OidcUser;
  used: boolean;
}

export class FakeTelegramOidc {
  /** Who logs in at the authorization endpoint next. */
  user: OidcUser = { id: 424_242, username: 'oidc_ada', name: 'Ada' };
  /** Applied to the next ID token issued, then cleared. */
  forgery: Forgery | null = null;
  readonly tokenRequests: { code: string; ok: boolean; error?: string }[] = [];
  readonly authorizationRequests: URLSearchParams[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly kid = randomBytes(8).toString('hex');

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    readonly clientId: string,
    readonly clientSecret: string,
    /** The redirect URIs registered for the client (BotFather's Allowed URLs). */
    readonly redirectUris: string[],
  ) {}

  static async start(options: { clientId?: string; clientSecret?: string; redirectUris: string[] }): Promise<FakeTelegramOidc> {
    let fake!: FakeTelegramOidc;
    const server = createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeTelegramOidc(server, `http://127.0.0.1:${port}`, options.clientId ?? '7000001', options.clientSecret ?? 'oidc-test-secret', options.redirectUris);
    return fake;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') return this.json(res, 200, this.metadata());
    if (req.method === 'GET' && url.pathname === '/.well-known/jwks.json') return this.json(res, 200, { keys: [this.publicJwk()] });
    if (req.method === 'GET' && url.pathname === '/auth') return this.authorize(url.searchParams, res);
    if (req.method === 'POST' && url.pathname === '/token') return this.token(req, res);
    return this.json(res, 404, { error: 'not_found' });
  }

  private metadata() {
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/auth`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'phone'],
      token_endpoint_auth_methods_supported: ['client_secret_basic'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
    };
  }

  /** The person confirms at Telegram: back to the redirect URI with a code, or with an error for a bad request. */
  private authorize(params: URLSearchParams, res: ServerResponse): void {
    this.authorizationRequests.push(params);
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== this.clientId || !this.redirectUris.includes(redirectUri)) return this.json(res, 400, { error: 'invalid_request' });
    const back = new URL(redirectUri);
    const state = params.get('state');
    if (state !== null) back.searchParams.set('state', state);
    if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge') || !(params.get('scope') ?? '').split(' ').includes('openid')) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('base64url');
      this.codes.set(code, { clientId: this.clientId, redirectUri, challenge: params.get('code_challenge')!, nonce: params.get('nonce'), user: this.user, used: false });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href }).end();
  }

  private async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await body(req));
    const code = form.get('code') ?? '';
    const refuse = (status: number, error: string) => {
      this.tokenRequests.push({ code, ok: false, error });
      return this.json(res, status, { error });
    };
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1], 'base64').toString().split(':').map(decodeURIComponent) : [];
    if (id !== this.clientId || secret !== this.clientSecret) return refuse(401, 'invalid_client');
    const issued = this.codes.get(code);
    if (form.get('grant_type') !== 'authorization_code' || !issued || issued.used) return refuse(400, 'invalid_grant');
    // A code is spent by its first exchange, right or wrong, as Telegram's server does.
    issued.used = true;
    if (form.get('redirect_uri') !== issued.redirectUri) return refuse(400, 'invalid_grant');
    const verifier = form.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) return refuse(400, 'invalid_grant');
    this.tokenRequests.push({ code, ok: true });
    this.json(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 3600, scope: 'openid profile', id_token: this.idToken(issued) });
  }

  private idToken(issued: IssuedCode): string {
    const forgery = this.forgery ?? {};
    this.forgery = null;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: forgery.issuer ?? this.issuer,
      aud: forgery.audience ?? issued.clientId,
      sub: String(issued.user.id),
      id: issued.user.id,
      ...(issued.user.name ? { name: issued.user.name } : {}),
      ...(issued.user.username ? { preferred_username: issued.user.username } : {}),
      ...(issued.user.picture ? { picture: issued.user.picture } : {}),
      iat: now,
      auth_time: now,
      exp: now + (forgery.expiresIn ?? 600),
      ...(forgery.nonce !== undefined ? { nonce: forgery.nonce } : issued.nonce !== null ? { nonce: issued.nonce } : {}),
    };
    return sign({ alg: 'RS256', typ: 'JWT', kid: this.kid }, claims, forgery.otherKey ? this.otherKey.privateKey : this.key.privateKey);
  }

  private publicJwk() {
    return { ...this.key.publicKey.export({ format: 'jwk' }), kid: this.kid, alg: 'RS256', use: 'sig' };
  }

  private json(res: ServerResponse, status: number, value: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(value));
  }
}

function sign(header: object, claims: object, key: KeyObject): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
