// Builds every service from the injected parts: the one place they are wired together.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { JobQueue } from '../jobs/queue.js';
import { Worker, type JobHandler, type WorkerLogger } from '../jobs/worker.js';
import { DemoPaymentProvider } from '../payments/demo-provider.js';
import type { PaymentProvider } from '../payments/provider.js';
import type { Store } from '../store/database.js';
import { CatalogService } from './catalog/catalog-service.js';
import { loadInstallSecret } from './install-secret.js';
import { ABANDONED_ORDER_RETENTION_MS, OrderService } from './orders/order-service.js';
import { PaymentService } from './payments/payment-service.js';
import { createTelegramParts, type TelegramServices, type TelegramTestOptions } from '../telegram/wire.js';
import { createGazetteer } from '../astro/places/load.js';
import type { Gazetteer } from '../astro/places/gazetteer.js';
import { ChartService } from './readings/chart-service.js';
import { PlaceService } from './readings/places.js';
import { ReadingService } from './readings/reading-service.js';
import { ReadingQueries } from './readings/reading-queries.js';
import { AgentService } from './agents/agent-service.js';
import type { Redis } from 'ioredis';
import { RedisCounterStore } from '../redis/counter-store.js';
import { ComputeGate, type ComputeGateOptions } from './limits/compute-gate.js';
import { FailSafeCounterStore, MemoryCounterStore, type CounterStore } from './limits/counter-store.js';
import { RateLimiter } from './limits/rate-limiter.js';
import { ChartPreviews } from './readings/chart-previews.js';
import { LogAlerts, type OperatorAlerts } from './operator/alerts.js';
import { TelegramClaims } from './agents/telegram-claims.js';

export interface ServiceDeps {
  config: Config;
  store: Store;
  clock: Clock;
  logger: WorkerLogger;
  /** A payment provider to use instead of the one the config names (tests inject fakes here). */
  payments?: PaymentProvider;
  /** The city index; built from the packaged GeoNames table when not given (tests share one). */
  gazetteer?: Gazetteer;
  /** Job handlers added by other parts (reading generation, delivery). */
  jobHandlers?: Record<string, JobHandler>;
  /** Telegram test knobs (throttle, bot identity). */
  telegram?: TelegramTestOptions;
  /** Redis for rate-limit counters shared by several instances; this process's counters without it. */
  redis?: Redis | null;
  /** Turn-taking of CPU-heavy requests (tests set its queue). */
  computeGate?: ComputeGateOptions;
  /** Where operator alerts go; error-level log events by default. */
  alerts?: OperatorAlerts;
}

/** Includes identity, conversation, chatSender, delivery, telegram (the bot) and demoChat. */
export interface Services extends TelegramServices {
  config: Config;
  store: Store;
  clock: Clock;
  secret: string;
  catalog: CatalogService;
  orders: OrderService;
  paymentProvider: PaymentProvider;
  payments: PaymentService;
  queue: JobQueue;
  worker: Worker;
  places: PlaceService;
  charts: ChartService;
  readings: ReadingService;
  /** Read side of /profile, the private reading API and MCP: what a user owns. */
  readingQueries: ReadingQueries;
  /** Agent registrations, bearer credentials, claims and revocation. */
  agents: AgentService;
  /** Free chart previews, under the chart budget and the compute gate. */
  previews: ChartPreviews;
  /** The per-client budgets of every way in. */
  limiter: RateLimiter;
  /** The rate-limit counters: Redis behind a fail-safe, or this process's own. */
  counters: CounterStore;
  computeGate: ComputeGate;
  /** What the operator is told (failed orders, sections left out of a reading). */
  alerts: OperatorAlerts;
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const { config, store, clock } = deps;
  const db = store.db;
  const secret = await loadInstallSecret(db, config.appSecret, clock.now());
  const paymentProvider =
    deps.payments ??
    new DemoPaymentProvider({
      secret,
      baseUrl: config.publicBaseUrl,
      now: () => clock.now(),
      lookupStatus: async (ref) =>
        (await db.selectFrom('payments').select('status').where('provider_ref', '=', ref).executeTakeFirst())?.status ?? null,
    });
  const catalog = new CatalogService(db, clock, { provider: paymentProvider.name, demo: paymentProvider.demo });
  await catalog.ensureDefault();
  const queue = new JobQueue(db, store.dialect, clock, { maxAttempts: config.jobs.maxAttempts, leaseMs: config.jobs.leaseMs, heartbeatMs: config.jobs.heartbeatMs });
  const places = new PlaceService(deps.gazetteer ?? createGazetteer());
  const charts = new ChartService(places);
  const counters: CounterStore = deps.redis ? new FailSafeCounterStore(new RedisCounterStore(deps.redis), deps.logger) : new MemoryCounterStore();
  const limiter = new RateLimiter(
    counters,
    { order: config.orderRateLimitPerMinute, chart: config.chartRateLimitPerMinute, agent_registration: config.agents.registrationRateLimitPerMinute },
    clock,
  );
  const computeGate = new ComputeGate(deps.computeGate);
  const previews = new ChartPreviews(charts, limiter, computeGate);
  const orders = new OrderService({
    db,
    store,
    clock,
    catalog,
    payments: paymentProvider,
    secret,
    links: { botUsername: config.telegram.botUsername, baseUrl: config.publicBaseUrl },
    orderTtlMs: config.orderTtlMs,
    cities: places,
    limiter,
  });
  // Telegram: identity, the bot or the demo chat, and delivery (its job handler joins the worker's).
  const telegram = createTelegramParts({
    config,
    db,
    clock,
    queue,
    catalog,
    secret,
    logger: deps.logger,
    onEnqueued: () => worker.poke(),
    options: deps.telegram,
  });
  const payments = new PaymentService({ db, clock, queue, onEnqueued: () => worker.poke() });
  const alerts = deps.alerts ?? new LogAlerts(deps.logger);
  const readings = new ReadingService({ db, clock, queue, charts, alerts, onEnqueued: () => worker.poke() });
  const readingQueries = new ReadingQueries(db, () => clock.now());
  const agents = new AgentService({
    db,
    clock,
    identity: telegram.services.identity,
    limiter,
    secret,
    options: {
      baseUrl: config.publicBaseUrl,
      botToken: config.telegram.botToken,
      anonymousRegistration: config.agents.anonymousRegistration,
      claimTtlMs: config.agents.claimTtlMs,
      accessTokenTtlMs: config.agents.accessTokenTtlMs,
      loginMaxAgeSeconds: config.login.maxAgeSeconds,
    },
  });
  telegram.services.conversation.setClaimHandler(new TelegramClaims(agents, telegram.services.identity, config.publicBaseUrl));
  // The worker is created here and started by whoever runs it (the server or `npm run worker`).
  const worker = new Worker(
    queue,
    {
      generate_reading: {
        run: async (payload: { orderId: string }) => void (await readings.generate(payload.orderId)),
        // After the last retry the order becomes `failed`, in the same transaction as the give-up.
        onGiveUp: (trx, job, error) => readings.giveUp(trx, (JSON.parse(job.payload) as { orderId: string }).orderId, job, error),
      },
      ...telegram.jobHandlers,
      ...deps.jobHandlers,
    },
    deps.logger,
    {
      pollMs: config.jobs.pollMs,
      periodic: [
        { everyMs: 60_000, run: async () => void (await orders.expireDue()) },
        { everyMs: 3_600_000, run: async () => void (await orders.purgeAbandoned(ABANDONED_ORDER_RETENTION_MS)) },
        { everyMs: 3_600_000, run: () => telegram.services.identity.purgeExpired() },
      ],
    },
  );
  return { ...telegram.services, config, store, clock, secret, catalog, orders, paymentProvider, payments, queue, worker, places, charts, readings, readingQueries, agents, previews, limiter, counters, computeGate, alerts };
}
