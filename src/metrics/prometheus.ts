// The service's Prometheus metrics (prom-client), in a registry of this app's own: requests by route
// pattern and status, payments by provider and outcome, reading and delivery durations as they
// happen; orders by status and the job queue read from the database at each scrape; and the
// process's own figures (event-loop delay, memory, CPU) from prom-client's default collectors.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PaymentEventOutcome, ServiceMetrics } from '../services/operator/metrics.js';
import type { OperationsStats } from '../services/operator/operations-stats.js';
import { RequestTimings } from './request-timings.js';

interface PrometheusSources {
  stats: OperationsStats;
  /** Every job kind, so the queue's series exist (at zero) before a job of that kind was ever enqueued. */
  jobKinds: () => readonly string[];
}

export class PrometheusMetrics implements ServiceMetrics {
  readonly registry = new Registry();
  private processMetrics = false;
  private readonly requests: RequestTimings;
  private readonly payments: Counter<'provider' | 'event' | 'outcome'>;
  private readonly generations: Histogram<'outcome'>;
  private readonly deliveries: Histogram<'outcome'>;
  private readonly orders: Gauge<'status'>;
  private readonly jobsPending: Gauge<'kind'>;
  private readonly jobsOldest: Gauge<'kind'>;

  constructor(private readonly sources: PrometheusSources) {
    const registers = [this.registry];
    this.requests = new RequestTimings(
      'http_request_duration_seconds',
      'HTTP requests by method, route pattern (never the raw URL) and status code; "(unmatched)" for requests no route served.',
      [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      this.registry,
    );
    this.payments = new Counter({
      name: 'reading_service_payment_events_total',
      help: 'Reports from payment providers by provider, event (succeeded, failed, canceled, refunded; unverified when the signature failed) and outcome (applied, duplicate, ignored, refused).',
      labelNames: ['provider', 'event', 'outcome'],
      registers,
    });
    this.generations = new Histogram({
      name: 'reading_service_generation_duration_seconds',
      help: 'Time to make one reading (chart, texts, wheel, PDF), by outcome (succeeded, failed).',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120],
      registers,
    });
    this.deliveries = new Histogram({
      name: 'reading_service_delivery_duration_seconds',
      help: 'Time to send one reading to the buyer’s chat, by outcome (delivered, failed).',
      labelNames: ['outcome'],
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    });
    this.orders = new Gauge({ name: 'reading_service_orders', help: 'Orders by status (an unpaid order past its time counts as expired).', labelNames: ['status'], registers });
    this.jobsPending = new Gauge({ name: 'reading_service_jobs_pending', help: 'Jobs not yet done and not given up (due, waiting for a retry, or running), by kind.', labelNames: ['kind'], registers });
    this.jobsOldest = new Gauge({
      name: 'reading_service_jobs_oldest_age_seconds',
      help: 'Seconds since the oldest pending job of each kind was enqueued; 0 when none is pending.',
      labelNames: ['kind'],
      registers,
    });
  }

  paymentEvent(provider: string, event: string, outcome: PaymentEventOutcome): void {
    this.payments.inc({ provider, event, outcome });
  }

  generation(seconds: number, outcome: 'succeeded' | 'failed'): void {
    this.generations.observe({ outcome }, seconds);
  }

  delivery(seconds: number, outcome: 'delivered' | 'failed'): void {
    this.deliveries.observe({ outcome }, seconds);
  }

  httpRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requests.record(method, route, statusCode, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text: the database figures read now, everything else as counted so far. */
  async scrape(): Promise<string> {
    // Started with the first scrape: an app nobody scrapes (a worker, a test) runs no event-loop
    // monitor and no GC observer. Prometheus scrapes from the start, so production loses nothing.
    if (!this.processMetrics) {
      this.processMetrics = true;
      collectDefaultMetrics({ register: this.registry });
    }
    await this.readDatabase();
    return this.registry.metrics();
  }

  /**
   * A database that does not answer leaves the orders and jobs series out of this scrape rather than
   * failing it: the process figures still arrive, and /api/health/ready says what is wrong.
   */
  private async readDatabase(): Promise<void> {
    const { stats, jobKinds } = this.sources;
    this.orders.reset();
    this.jobsPending.reset();
    this.jobsOldest.reset();
    let orders, jobs;
    try {
      [orders, jobs] = await Promise.all([stats.ordersByStatus(), stats.jobQueue(jobKinds())]);
    } catch {
      return;
    }
    for (const [status, count] of Object.entries(orders)) this.orders.set({ status }, count);
    for (const figures of jobs) {
      this.jobsPending.set({ kind: figures.kind }, figures.pending);
      this.jobsOldest.set({ kind: figures.kind }, figures.oldestAgeSeconds);
    }
  }
}
