// One rate-limit policy per action, drawn on by every way in (the API, the order form, MCP tools,
// each call of a JSON-RPC batch): a client's budget for ordering is one budget wherever it orders.
import type { Clock } from '../../clock.js';
import { AppError } from '../errors.js';
import type { CounterStore } from './counter-store.js';

type LimitedAction = 'order' | 'chart' | 'agent_registration';

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
    const limit = this.policy[action];
    if (count <= limit) return;
    const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    throw AppError.refusal('rate_limited', `too many ${WHAT[action]} from this client (${limit} a minute); retry after ${seconds} seconds`, {
      retryAfter: seconds,
      headers: { 'retry-after': String(seconds) },
    });
  }
}
