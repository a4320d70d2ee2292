// Refused operator tokens at the admin API (wrong, or throttled after too many wrong ones). A few are
// an operator's typo; many in a short time are someone guessing ADMIN_TOKEN, or a script with an old
// one. Counted over every address, as a guess spread over many addresses is a guess all the same,
// and alerted once per window. Counted in this process: with several web instances each counts what
// reaches it (as the signature watch does).
import type { Clock } from '../../clock.js';
import type { OperatorAlerts } from './alerts.js';

export interface AdminTokenWatchOptions {
  /** Refusals within the window that make an alert (ALERT_ADMIN_TOKEN_FAILURES). */
  failures: number;
  /** The window, and the least time between two alerts (ALERT_ADMIN_TOKEN_WINDOW_MINUTES). */
  windowMs: number;
}

/** However many arrive, this many refusals and addresses are remembered at most. */
const MAX_REMEMBERED = 10_000;

export class AdminTokenWatch {
  private times: number[] = [];
  /** Each address's latest refusal, oldest first. */
  private readonly addresses = new Map<string, number>();
  private alertedAt: number | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly alerts: OperatorAlerts,
    private readonly options: AdminTokenWatchOptions,
  ) {}

  record(address: string): void {
    const now = this.clock.now();
    const since = now - this.options.windowMs;
    const first = this.times.findIndex((t) => t > since);
    this.times = first < 0 ? [] : this.times.slice(first);
    this.times.push(now);
    if (this.times.length > MAX_REMEMBERED) this.times.shift();
    this.addresses.delete(address);
    this.addresses.set(address, now);
    for (const [known, at] of this.addresses) {
      if (at > since && this.addresses.size <= MAX_REMEMBERED) break;
      this.addresses.delete(known);
    }
    if (this.times.length < this.options.failures) return;
    if (this.alertedAt !== null && now - this.alertedAt < this.options.windowMs) return;
    this.alertedAt = now;
    void this.alerts.send({
      event: 'admin_token_failures',
      failures: this.times.length,
      addresses: this.addresses.size,
      lastAddress: address,
      windowMinutes: Math.round(this.options.windowMs / 60_000),
    });
  }
}
