// Steps of the OAuth suites over inject: register a client, sign in on the authorization page with
// the demo login, approve, and exchange the code.
import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from '../support/app.js';
import { FORM, ORIGIN } from '../web/helpers.js';

export const REDIRECT_URI = 'http://127.0.0.1:8976/callback';

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function registerClient(t: TestApp, metadata: Record<string, unknown> = {}): Promise<{ client_id: string; client_secret?: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/oauth/register', payload: { redirect_uris: [REDIRECT_URI], client_name: 'Test MCP client', token_endpoint_auth_method: 'none', ...metadata } });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  return res.json();
}

export const authorizeQuery = (params: Record<string, string>) => `/oauth/authorize?${new URLSearchParams(params)}`;

/** The hidden fields of the consent form, as the page carries them. */
export function consentFields(page: string): Record<string, string> {
  const form = /<form method="post" action="\/oauth\/authorize"[^>]*>([\s\S]*?)<\/form>/.exec(page);
  if (!form) throw new Error(`no consent form in the page: ${page.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  const unescape = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const m of form[1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]!] = unescape(m[2]!);
  return fields;
}

/** Shows the consent page to the signed-in person and approves; answers the redirect's URL. */
export async function approve(t: TestApp, cookie: string, params: Record<string, string>, decision = 'approve'): Promise<URL> {
  const page = await t.app.inject({ url: authorizeQuery(params), headers: { cookie } });
  if (page.statusCode !== 200) throw new Error(`authorization page: ${page.statusCode} ${page.body.slice(0, 300)}`);
  const res = await t.app.inject({ method: 'POST', url: '/oauth/authorize', headers: { cookie, origin: ORIGIN, 'content-type': FORM }, payload: new URLSearchParams({ ...consentFields(page.body), decision }).toString() });
  if (res.statusCode !== 303) throw new Error(`consent: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return new URL(String(res.headers.location));
}

export async function token(t: TestApp, form: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': FORM, ...headers }, payload: new URLSearchParams(form).toString() });
}

/** Register, approve and exchange: a fresh grant for `cookie`'s person. */
export async function grant(t: TestApp, cookie: string, clientId?: string) {
  const id = clientId ?? (await registerClient(t)).client_id;
  const { verifier, challenge } = pkce();
  const back = await approve(t, cookie, { response_type: 'code', client_id: id, redirect_uri: REDIRECT_URI, code_challenge: challenge, code_challenge_method: 'S256', state: 'st-1' });
  const code = back.searchParams.get('code')!;
  const res = await token(t, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: id, code_verifier: verifier });
  if (res.statusCode !== 200) throw new Error(`exchange: ${res.body}`);
  return { clientId: id, code, verifier, tokens: res.json() as { access_token: string; refresh_token: string; expires_in: number; scope: string } };
}
