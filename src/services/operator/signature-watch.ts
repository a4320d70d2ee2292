// Notifications refused at a payment webhook because their signature did not check out. One now and
// then is noise (a scanner, a replay); many in a short time mean the webhook secret here no longer
// matches the provider's, and real payments go unrecorded, or someone is forging notifications.
// Counted in this process: with several web instances behind a balancer each counts what reaches it,
// so a burst shows in each of them sooner or later.
import type { Clock } from '../../clock.js';
import type { OperatorAlerts } from './alerts.js';

interface SignatureWatchOptions {
  /** Failures from one provider within the window that make an alert (ALERT_SIGNATURE_FAILURES). */
  failures: number;
  /** The window, and the least time between two alerts about one provider (ALERT_SIGNATURE_WINDOW_MINUTES). */
  windowMs: number;
}

export class SignatureFailureWatch {
  /** The latest failure times per provider, at most `failures` of them. */
  private readonly recent = new Map<string, number[]>();
  private readonly alertedAt = new Map<string, number>();

  constructor(
    private readonly clock: Clock,
    private readonly alerts: OperatorAlerts,
    private readonly options: SignatureWatchOptions,
  ) {}

  /** A notification from `provider` was refused for its signature; alerts once per window when they pile up. */
  record(provider: string, error: string): void {
    const now = this.clock.now();
    const since = now - this.options.windowMs;
    const times = (this.recent.get(provider) ?? []).filter((t) => t > since);
    times.push(now);
    if (times.length > this.options.failures) times.shift();
    this.recent.set(provider, times);
    if (times.length < this.options.failures) return;
    const last = this.alertedAt.get(provider);
    if (last !== undefined && now - last < this.options.windowMs) return;
    this.alertedAt.set(provider, now);
    void this.alerts.send({
      event: 'webhook_signature_failures',
      provider,
      failures: times.length,
      windowMinutes: Math.round(this.options.windowMs / 60_000),
      lastError: error,
    });
  }
}
