// YooKassa API v3 over fetch: HTTP Basic auth with the shop id and secret key, an Idempotence-Key on
// every POST, amounts as decimal strings, errors as {type: "error", code, description, parameter}.
// Only the calls and fields this service uses are typed.
import { minorDigits } from '../services/catalog/money.js';

interface YooKassaAmount {
  value: string;
  currency: string;
}

export interface YooKassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: YooKassaAmount;
  refunded_amount?: YooKassaAmount;
  description?: string;
  confirmation?: { type: string; confirmation_url?: string; return_url?: string };
  metadata?: Record<string, string>;
  created_at: string;
  captured_at?: string;
  cancellation_details?: { party: string; reason: string };
}

interface YooKassaRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: YooKassaAmount;
  created_at: string;
  description?: string;
  cancellation_details?: { party: string; reason: string };
}

/** An error YooKassa answered (its `code`: invalid_request, not_found, ...), or an answer it should not give. */
export class YooKassaApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

interface YooKassaApiOptions {
  shopId: string;
  secretKey: string;
  /** The API base including /v3. */
  apiUrl: string;
  /** How long one request may take. */
  timeoutMs?: number;
  /** How many times a request YooKassa has not finished (202) or failed on its side (5xx) is sent again. */
  retries?: number;
}

/** YooKassa asks for a repeat after `retry_after` ms at most this long; longer waits are cut to it. */
const MAX_RETRY_WAIT_MS = 2_000;

export class YooKassaApi {
  private readonly authorization: string;

  constructor(private readonly options: YooKassaApiOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
  }

  createPayment(body: object, idempotenceKey: string): Promise<YooKassaPayment> {
    return this.request('POST', '/payments', { body, idempotenceKey });
  }

  getPayment(id: string): Promise<YooKassaPayment> {
    return this.request('GET', `/payments/${encodeURIComponent(id)}`);
  }

  cancelPayment(id: string, idempotenceKey: string): Promise<YooKassaPayment> {
    return this.request('POST', `/payments/${encodeURIComponent(id)}/cancel`, { body: {}, idempotenceKey });
  }

  createRefund(body: object, idempotenceKey: string): Promise<YooKassaRefund> {
    return this.request('POST', '/refunds', { body, idempotenceKey });
  }

  getRefund(id: string): Promise<YooKassaRefund> {
    return this.request('GET', `/refunds/${encodeURIComponent(id)}`);
  }

  /**
   * One call. A POST carries its Idempotence-Key, so sending it again (YooKassa answers 202 while it
   * is still working on it, 5xx when it failed on its side) cannot make a second payment or refund.
   */
  private async request<T>(method: 'GET' | 'POST', path: string, init: { body?: object; idempotenceKey?: string } = {}): Promise<T> {
    const headers: Record<string, string> = { authorization: this.authorization, accept: 'application/json' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotenceKey !== undefined) headers['idempotence-key'] = init.idempotenceKey;
    const retries = this.options.retries ?? 2;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${this.options.apiUrl}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (response.status === 200) {
        if (json === null || typeof json !== 'object') throw new YooKassaApiError(502, 'bad_response', `YooKassa answered ${method} ${path} with something that is not JSON`);
        return json as T;
      }
      const error = (json ?? {}) as { code?: unknown; description?: unknown; parameter?: unknown; retry_after?: unknown };
      const unfinished = response.status === 202 || response.status >= 500;
      if (unfinished && attempt < retries) {
        const wait = typeof error.retry_after === 'number' ? error.retry_after : 300;
        await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 0), MAX_RETRY_WAIT_MS)));
        continue;
      }
      const code = typeof error.code === 'string' ? error.code : `http_${response.status}`;
      const description = typeof error.description === 'string' ? error.description : text.slice(0, 200);
      const parameter = typeof error.parameter === 'string' ? error.parameter : undefined;
      throw new YooKassaApiError(response.status, code, `YooKassa refused ${method} ${path}: ${code}${parameter ? ` (${parameter})` : ''}: ${description}`, parameter);
    }
  }
}

/** 4990 minor units of RUB → "49.90": the decimal string YooKassa reads, by the currency's exponent. */
export function toYooKassaValue(minor: number, currency: string): YooKassaAmount {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`not an amount in minor units: ${minor}`);
  const digits = minorDigits(currency);
  const text = String(minor).padStart(digits + 1, '0');
  const value = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return { value, currency };
}

/** {value: "49.90", currency: "RUB"} → 4990, read as a decimal string (never through a float). */
export function fromYooKassaValue(amount: YooKassaAmount): number {
  const digits = minorDigits(amount.currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.value);
  if (!match) throw new YooKassaApiError(502, 'bad_response', `YooKassa sent an amount that is not a decimal number: ${JSON.stringify(amount.value)}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) throw new YooKassaApiError(502, 'bad_response', `YooKassa sent ${amount.value} ${amount.currency}, finer than the currency's minor unit`);
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}
