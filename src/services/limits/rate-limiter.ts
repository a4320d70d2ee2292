// One rate-limit policy per action, drawn on by every way in (the API, the order form, MCP tools,
// each call of a JSON-RPC batch): a client's budget for ordering is one budget wherever it orders.
import type { Clock } from '../../clock.js';
import { AppError } from '../errors.js';
import type { CounterStore } from './counter-store.js';

/** `admin_token` counts wrong operator tokens only (a right one draws on nothing). */
export type LimitedAction = 'order' | 'chart' | 'agent_registration' | 'admin_token';

/** Requests allowed per client per minute, by action. */
type RateLimitPolicy = Record<LimitedAction, number>;

/**
 * Who a budget belongs to: an agent's registration when a bearer credential speaks for it (as Stripe
 * limits per account, so agents behind one cloud address do not share), else the client's address.
 */
export type ClientKey = `agent:${string}` | `ip:${string}`;

export const clientKey = (agentRegistrationId: string | null | undefined, address: string): ClientKey =>
  agentRegistrationId ? `agent:${agentRegistrationId}` : `ip:${address}`;

const WINDOW_MS = 60_000;

const WHAT: Record<LimitedAction, string> = {
  order: 'orders',
  chart: 'chart computations',
  agent_registration: 'agent registrations',
  admin_token: 'wrong operator tokens',
};

export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly policy: RateLimitPolicy,
    private readonly clock: Clock,
  ) {}

  /** Counts one `action` for `client`; past the policy's limit, 429 `rate_limited` with Retry-After. */
  async consume(action: LimitedAction, client: ClientKey): Promise<void> {
    const now = this.clock.now();
    const { count, resetAt } = await this.store.hit(`${action}:${client}`, WINDOW_MS, now);
    if (count > this.policy[action]) throw this.refusal(action, resetAt, now);
  }

  /**
   * 429 when `client` has used up its `action` budget, without counting anything: for budgets drawn
   * on only when something fails (wrong tokens), checked before the attempt is even looked at.
   */
  async check(action: LimitedAction, client: ClientKey): Promise<void> {
    const now = this.clock.now();
    const window = await this.store.peek(`${action}:${client}`, now);
    if (window && window.count >= this.policy[action]) throw this.refusal(action, window.resetAt, now);
  }

  private refusal(action: LimitedAction, resetAt: number, now: number): AppError {
    const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    return AppError.refusal('rate_limited', `too many ${WHAT[action]} from this client (${this.policy[action]} a minute); retry after ${seconds} seconds`, {
      retryAfter: seconds,
      headers: { 'retry-after': String(seconds) },
    });
  }
}
