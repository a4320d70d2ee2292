// The generate_reading job: a paid order becomes exactly one stored reading, the order moves to
// `ready`, and delivery is enqueued, all in one transaction. An add-on section that cannot be
// computed is left out with a sentence saying why (the operator is alerted) and the rest is
// delivered. When the job gives up after its last retry, `giveUp` moves the order from `paid` to
// `failed` in the job's give-up transaction, and the operator is alerted once it has committed.
import type { Clock } from '../../clock.js';
import { newId } from '../../ids.js';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.js';
import type { ProductRegistry } from '../../products/index.js';
import { languageOfReading } from '../../reading/library/registry.js';
import type { Addon } from '../../reading/report/types.js';
import type { Queries } from '../../store/queries/index.js';
import type { JobRow } from '../../store/schema.js';
import type { OperatorAlerts } from '../operator/alerts.js';
import { NO_METRICS, secondsSince, type ServiceMetrics } from '../operator/metrics.js';
import type { OrderLifecycle } from '../orders/lifecycle.js';
import type { ChartService } from './chart-service.js';
import { partnerBirthMeta } from '../orders/partner.js';
import type { ReadingOrder, ReadingRenderer } from './renderer.js';

interface ReadingServiceDeps {
  queries: Queries;
  clock: Clock;
  charts: ChartService;
  renderer: ReadingRenderer;
  alerts: OperatorAlerts;
  lifecycle: OrderLifecycle;
  products: ProductRegistry;
  /** Times each reading made (or failed). */
  metrics?: ServiceMetrics;
  onEnqueued?: () => void;
}

type GenerateOutcome = 'created' | 'already_exists' | 'not_paid';

export class ReadingService {
  constructor(private readonly deps: ReadingServiceDeps) {}

  async generate(orderId: string): Promise<GenerateOutcome> {
    const { queries, clock } = this.deps;
    const order = await queries.orders.byId(orderId);
    if (!order) throw new Error(`order ${orderId} does not exist`);
    if (await queries.readings.existsFor(orderId)) return 'already_exists';
    if (order.status !== 'paid') return 'not_paid';

    const metrics = this.deps.metrics ?? NO_METRICS;
    const started = performance.now();
    let artifacts;
    try {
      const reading: ReadingOrder = { product: order.product, addons: JSON.parse(order.addons) as Addon[], name: order.name, meta: JSON.parse(order.meta), orderedAt: order.created_at };
      const { products } = this.deps;
      // The places are named in the language the reading is written in: English for an order whose
      // language has no texts yet for what it bought, so that no word of another language gets in.
      const language = languageOfReading(reading.meta.language ?? DEFAULT_LANGUAGE, products.libraryParts(reading.product, reading.addons));
      // The city index stays here; the chart, the texts and every rendering are made in a worker thread.
      const needs = products.charts(reading.product, reading.addons);
      const partner = needs.partner && reading.meta.partner ? this.deps.charts.placeOf({ ...partnerBirthMeta(reading.meta.partner, reading.meta), language }) : null;
      artifacts = await this.deps.renderer.render(reading, needs.own ? this.deps.charts.placeOf({ ...reading.meta, language }) : null, partner);
      metrics.generation(secondsSince(started), 'succeeded');
    } catch (error) {
      metrics.generation(secondsSince(started), 'failed');
      // The order stays paid; the error is kept for the operator and the job retries.
      const message = error instanceof Error ? error.message : String(error);
      await this.deps.lifecycle.recordError(queries, orderId, 'reading', message);
      throw error;
    }

    const outcome = await queries.transaction(async (q): Promise<GenerateOutcome> => {
      const now = clock.now();
      // Another worker finished first (or the order was refunded meanwhile): store nothing.
      if (!(await this.deps.lifecycle.readingMade(q, orderId))) return 'already_exists';
      await q.readings.insert({
        id: newId('rdg'),
        order_id: orderId,
        kind: order.product,
        report: JSON.stringify(artifacts.report),
        markdown: artifacts.markdown,
        html: artifacts.html,
        telegram: JSON.stringify(artifacts.telegram),
        wheel_svg: artifacts.wheelSvg,
        wheel_png: artifacts.wheelPng,
        pdf: artifacts.pdf,
        created_at: now,
      });
      return 'created';
    });
    if (outcome === 'created') {
      this.deps.onEnqueued?.();
      for (const { section, error } of artifacts.omitted) await this.deps.alerts.send({ event: 'reading_section_omitted', orderId, section, error });
    }
    return outcome;
  }

  /**
   * The generate_reading job's give-up, inside its transaction: a still-paid order moves to
   * `failed` with the error kept for the operator. Returns the alert to send after the commit.
   */
  async giveUp(q: Queries, orderId: string, job: JobRow, error: string): Promise<(() => Promise<void>) | undefined> {
    if (!(await this.deps.lifecycle.readingFailed(q, orderId, error))) return undefined;
    return () => this.deps.alerts.send({ event: 'order_failed', orderId, stage: 'generation', attempts: job.attempts, error });
  }
}
