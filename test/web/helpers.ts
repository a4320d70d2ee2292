// Helpers of the web tests: paid orders, stored readings and logged-in sessions on a test app.
import { orderBody, type TestApp } from '../support/app.js';
import { storeReadyReading } from '../support/readings.js';

export const ORIGIN = 'http://localhost:3000';
export const FORM = 'application/x-www-form-urlencoded';

/** Places an order through the API and pays it on the demo checkout; answers its ids. */
export async function paidOrder(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ orderId: string; payUrl: string; botUrl: string }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(overrides) });
  if (created.statusCode !== 200) throw new Error(`order refused: ${created.body}`);
  const body = created.json();
  const pay = await t.app.inject({ method: 'POST', url: `${new URL(body.payUrl).pathname}/pay` });
  if (pay.statusCode !== 303) throw new Error(`payment failed: ${pay.body}`);
  return body;
}

export async function unpaidOrder(t: TestApp, overrides: Record<string, unknown> = {}): Promise<{ orderId: string; payUrl: string; botUrl: string }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/orders/create', payload: orderBody(overrides) });
  if (created.statusCode !== 200) throw new Error(`order refused: ${created.body}`);
  return created.json();
}

/** A stored reading for a paid order, as the reading job would leave it (order moved to ready). */
export async function storedReading(t: TestApp, orderId: string, options: { pdf?: boolean; title?: string; createdAt?: number; html?: string; language?: string } = {}): Promise<string> {
  const title = options.title ?? 'Natal chart of Ada';
  return storeReadyReading(t, orderId, {
    report: JSON.stringify({ title, subtitle: 'Born 10 December 1985 in London', ...(options.language ? { language: options.language } : {}) }),
    markdown: `# ${title}\n`,
    html: options.html ?? `<article class="reading"><header><h1>${title}</h1></header><section id="sun"><h2>The Sun</h2><p>Sun in Sagittarius.</p></section></article>`,
    pdf: options.pdf ? Buffer.from('%PDF-1.7\n%test\n') : null,
    ...(options.createdAt !== undefined ? { created_at: options.createdAt } : {}),
  });
}

/** Logs in with the demo login and answers the Cookie header for later requests. */
export async function demoLogin(t: TestApp, username: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/auth/demo-login', headers: { 'content-type': FORM, origin: ORIGIN }, payload: `username=${encodeURIComponent(username)}` });
  if (res.statusCode !== 303) throw new Error(`demo login failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** Set-Cookie header(s) → the Cookie header a browser would send back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
