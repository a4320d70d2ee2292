// Shared steps of the agent suites: register, claim through the demo login, pay and generate.
import { createHmac, createHash } from 'node:crypto';
import { orderBody, type TestApp } from '../support/app.js';
import { cookieHeader, FORM, ORIGIN } from '../web/helpers.js';

export const BASE = 'http://localhost:3000';
export const AGENT_ENV = { AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000' };

export interface Registration {
  registration_id: string;
  api_key: string;
  claim_url: string;
  claim_token: string;
  claim_expires_at: string;
  scopes: string[];
  post_claim_scopes: string[];
}

export async function registerAnonymous(t: TestApp, clientName = 'Test agent'): Promise<Registration> {
  const res = await t.app.inject({ method: 'POST', url: '/api/agent/auth', payload: { type: 'anonymous', client_name: clientName } });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The claim link's path (`/claim/<code>`) from the absolute claim_url. */
export const claimPath = (registration: Registration) => new URL(registration.claim_url).pathname;

/** The person logs in with the demo login on the claim page; answers the Cookie header. */
export async function demoLoginOnClaim(t: TestApp, registration: Registration, username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${claimPath(registration)}/demo-login`,
    headers: { 'content-type': FORM, origin: ORIGIN },
    payload: `username=${encodeURIComponent(username)}`,
  });
  if (res.statusCode !== 303) throw new Error(`demo login failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return cookieHeader(res.headers['set-cookie']);
}

export async function decide(t: TestApp, registration: Registration, cookie: string, choice: 'approve' | 'refuse') {
  return t.app.inject({ method: 'POST', url: `${claimPath(registration)}/${choice}`, headers: { cookie, origin: ORIGIN, 'content-type': FORM }, payload: '' });
}

/** Orders with the agent's credential, pays on the demo checkout, and runs the reading job. */
export async function orderPayAndGenerate(t: TestApp, apiKey: string, contact: string): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/orders/create', headers: bearer(apiKey), payload: orderBody({ contact }) });
  if (created.statusCode !== 200) throw new Error(`order refused: ${created.body}`);
  const { orderId, payUrl } = created.json();
  const pay = await t.app.inject({ method: 'POST', url: `${new URL(payUrl).pathname}/pay` });
  if (pay.statusCode !== 303) throw new Error(`payment failed: ${pay.body}`);
  await t.app.services.worker.drain();
  return orderId;
}

// ----- Telegram-signed login data, signed here with the test bot token -----

export const BOT_TOKEN = '123456:TEST-agent-bot-token';

function checkString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'hash')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
}

/** Login Widget data as the widget's callback hands it over. */
export function widgetData(user: { id: number; username: string; first_name?: string }, authDateSeconds: number, token = BOT_TOKEN): Record<string, string | number> {
  const fields: Record<string, string> = { id: String(user.id), first_name: user.first_name ?? user.username, username: user.username, auth_date: String(authDateSeconds) };
  const key = createHash('sha256').update(token).digest();
  return { ...fields, id: user.id, hash: createHmac('sha256', key).update(checkString(fields)).digest('hex') };
}

/** A Mini App's initData string. */
export function initData(user: { id: number; username: string; first_name?: string }, authDateSeconds: number, token = BOT_TOKEN): string {
  const fields: Record<string, string> = {
    query_id: 'AAH' + String(user.id),
    user: JSON.stringify({ id: user.id, first_name: user.first_name ?? user.username, username: user.username }),
    auth_date: String(authDateSeconds),
  };
  const key = createHmac('sha256', 'WebAppData').update(token).digest();
  const hash = createHmac('sha256', key).update(checkString(fields)).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}
