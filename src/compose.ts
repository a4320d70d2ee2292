// The composition root: every adapter, service and job handler of the service is built here and
// nowhere else, from the configuration and the parts the entry points (or tests) hand in. Services
// own the interfaces they need; the adapters that implement them (the payment provider, the
// Telegram bot or demo chat, the login check, Redis) are chosen here.
import type { UserFromGetMe } from 'grammy/types';
import type { Redis } from 'ioredis';
import { createGazetteer, timezoneAt } from './astro/places/load.js';
import type { Gazetteer } from './astro/places/gazetteer.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { WorkerHeartbeats } from './jobs/heartbeats.js';
import { JobQueue } from './jobs/queue.js';
import { Worker, type JobHandlers, type WorkerLane, type WorkerLogger } from './jobs/worker.js';
import { LANE_OF_KIND, type JobKind, type JobLane } from './jobs/kinds.js';
import { PrometheusMetrics } from './metrics/prometheus.js';
import { DemoPaymentProvider } from './payments/demo-provider.js';
import { RedisCounterStore } from './redis/counter-store.js';
import { RedisChatPacer } from './redis/chat-pacer.js';
import { AgentService } from './services/agents/agent-service.js';
import { metadataFetcher, STRICT_FETCH_POLICY, type MetadataFetchPolicy } from './services/oauth/metadata-fetch.js';
import { CODE_TTL_MS, OAuthService } from './services/oauth/oauth-service.js';
import { KyselyOAuthStore } from './store/oauth-store.js';
import { CatalogService } from './services/catalog/catalog-service.js';
import type { ChatSender } from './services/delivery/chat-sender.js';
import { DeliveryService } from './services/delivery/delivery-service.js';
import { FallbackPacer, NO_PACING, TELEGRAM_PACE, type ChatPacer } from './services/delivery/chat-pacing.js';
import { DatabasePacer } from './services/delivery/database-pacer.js';
import type { Services } from './services/index.js';
import { IdentityService } from './services/identity/identity-service.js';
import { OrderConfirmations } from './services/identity/order-confirmation.js';
import { TelegramOidcLogin } from './services/identity/telegram-oidc.js';
import { loadInstallSecret } from './services/install-secret.js';
import { ComputeGate, type ComputeGateOptions } from './services/limits/compute-gate.js';
import { FailSafeCounterStore, MemoryCounterStore, type CounterStore } from './services/limits/counter-store.js';
import { RateLimiter } from './services/limits/rate-limiter.js';
import { AlertMarks } from './services/operator/alert-marks.js';
import { FanOutAlerts, LogAlerts, type OperatorAlerts } from './services/operator/alerts.js';
import { ChatAlerts } from './services/operator/chat-alerts.js';
import { StuckJobWatch } from './services/operator/job-watch.js';
import { OperatorWatch } from './services/operator/operator-watch.js';
import { OperationsStats } from './services/operator/operations-stats.js';
import { databaseProbe, Readiness, workerProbe, type ReadinessProbe } from './services/operator/readiness.js';
import { AccessRefusals } from './services/operator/access-refusals.js';
import { AdminTokenWatch } from './services/operator/admin-token-watch.js';
import { AuditLog } from './services/operator/audit.js';
import { ConsoleAccess } from './services/operator/console-access.js';
import { OrderActions } from './services/operator/order-actions.js';
import { OperatorOrderQueries } from './services/operator/order-queries.js';
import { SalesStats } from './services/operator/sales-stats.js';
import { SignatureFailureWatch } from './services/operator/signature-watch.js';
import { WorkerWatch } from './services/operator/worker-watch.js';
import { OrderLifecycle } from './services/orders/lifecycle.js';
import { findOrderIdForStart } from './services/orders/links.js';
import { ABANDONED_ORDER_RETENTION_MS, OrderService } from './services/orders/order-service.js';
import { PaymentService } from './services/payments/payment-service.js';
import { RefundRequests } from './services/payments/refund-requests.js';
import { ChatLanguages } from './services/chat/chat-languages.js';
import { PaymentProviders } from './services/payments/providers.js';
import { PrivacyService } from './services/privacy/privacy-service.js';
import { StarsCheckout, STARS_PROVIDER } from './services/payments/stars-checkout.js';
import { TelegramStarsProvider } from './payments/telegram-stars-provider.js';
import { buildPaymentProviders } from './payments/index.js';
import type { PaymentProvider } from './services/payments/provider.js';
import { ChartPreviews } from './services/readings/chart-previews.js';
import { ChartService } from './services/readings/chart-service.js';
import { PlaceService } from './services/readings/places.js';
import { ReadingQueries } from './services/readings/reading-queries.js';
import type { ReadingRenderer } from './services/readings/renderer.js';
import { ReadingService } from './services/readings/reading-service.js';
import type { Store } from './store/database.js';
import { Queries } from './store/queries/index.js';
import type { ThrottleOptions } from './telegram/bot.js';
import { TelegramClaims } from './telegram/claims.js';
import { Conversation } from './telegram/conversation.js';
import { createTranslations } from './i18n/translations.js';
import { DemoChat } from './telegram/demo-chat.js';
import { PaySupport } from './telegram/commands/paysupport-replies.js';
import type { Language } from './i18n/languages.js';
import { telegramLoginVerifier } from './telegram/login-check.js';
import { TelegramRuntime, webhookSecretFor } from './telegram/runtime.js';
import { DemoSender } from './telegram/demo-sender.js';
import { StarsInvoices } from './telegram/stars-invoices.js';
import { ReadingPool } from './threads/reading-pool.js';
import { BUILT_IN_PRODUCTS, type ProductRegistry } from './products/index.js';

export interface ComposeDeps {
  config: Config;
  store: Store;
  clock: Clock;
  logger: WorkerLogger;
  /** Payment providers instead of those the config names (tests give their own). */
  payments?: PaymentProvider[];
  /** The city index; loaded from the packaged GeoNames table when not given (tests share one). */
  gazetteer?: Gazetteer;
  /** Redis for rate-limit counters shared by several instances; this process's counters without it. */
  redis?: Redis | null;
  /** Where operator alerts go; error-level log events by default. */
  alerts?: OperatorAlerts;
  /** Turn-taking of CPU-heavy requests (tests set its queue). */
  computeGate?: ComputeGateOptions;
  /** Where readings are made; a pool of worker threads (which make the built-in products) by default. */
  renderer?: ReadingRenderer;
  /** The products sold: the built-in modules of src/products by default (a test may add one of its own). */
  products?: ProductRegistry;
  /** Telegram test knobs: a faster throttle, and the bot's identity to skip getMe. */
  telegram?: { throttle?: ThrottleOptions; botInfo?: UserFromGetMe };
  /**
   * How OAuth client metadata documents are fetched: public https addresses only by default. A test
   * serving documents from 127.0.0.1 widens it here; no configuration variable can.
   */
  clientMetadataFetch?: MetadataFetchPolicy;
}

/** The services, and the Telegram side the HTTP layer serves (webhook, demo chat). */
export interface Composition extends Services {
  /** What the bot answers; shared by the real bot and the demo chat. */
  conversation: Conversation;
  /** Where bot messages go: Telegram, or the demo chat log. */
  chatSender: ChatSender;
  /** The running bot (polling or webhook) when TELEGRAM_BOT_TOKEN is set. */
  telegram: TelegramRuntime | null;
  /** The demo chat when there is no bot token. */
  demoChat: DemoChat | null;
  /** Log In With Telegram through OpenID Connect, when BotFather's client is configured (else the legacy widget). */
  telegramOidc: TelegramOidcLogin | null;
  /** Every job kind's handler, as the worker runs them (a test harness may add kinds of its own). */
  jobs: JobHandlers;
  /** This app's Prometheus registry and what the services count into it (served at /metrics). */
  metrics: PrometheusMetrics;
}

/**
 * Where deliveries take their turns at Telegram's pace: in Redis when there is one (one round trip,
 * its own clock), falling back to the database while Redis is away; in the database otherwise, which
 * every worker process shares whatever the deployment (several workers on PostgreSQL, or on one
 * SQLite file). No pace in the demo chat, which is our own page.
 */
function telegramPacer(deps: ComposeDeps, queries: Queries): ChatPacer {
  if (!deps.config.telegram.botToken) return NO_PACING;
  const limits = deps.telegram?.throttle ?? TELEGRAM_PACE;
  const database = new DatabasePacer(queries, limits);
  return deps.redis ? new FallbackPacer(new RedisChatPacer(deps.redis, limits), database, deps.logger) : database;
}

/** The worker's lanes (src/jobs/kinds.ts) with the configured jobs at once; refunds are few, one at a time. */
function workerLanes(config: Config): WorkerLane[] {
  const concurrency: Record<JobLane, number> = { ...config.jobs.concurrency, refund: 1 };
  return (Object.keys(concurrency) as JobLane[]).map((lane) => ({
    name: lane,
    kinds: (Object.keys(LANE_OF_KIND) as JobKind[]).filter((kind) => LANE_OF_KIND[kind] === lane),
    concurrency: concurrency[lane],
  }));
}

export async function compose(deps: ComposeDeps): Promise<Composition> {
  const { config, store, clock, logger } = deps;
  const db = store.db;
  const queries = new Queries(db, store.dialect);
  const secret = await loadInstallSecret(queries.settings, config.appSecret, clock.now());
  // The worker is created last, with every handler; work enqueued meanwhile wakes it once it exists.
  const wake: { worker?: Worker } = {};
  const onEnqueued = () => wake.worker?.poke();

  // The payment providers PAYMENT_PROVIDERS names (tests may hand in their own).
  const demoProvider = config.payments.providers.includes('demo')
    ? new DemoPaymentProvider({
        secret,
        baseUrl: config.publicBaseUrl,
        now: () => clock.now(),
        lookup: (ref) => queries.payments.byProviderRef(ref),
      })
    : null;
  // The bot is made before the payment providers: Telegram Stars are paid through its Api. Its
  // handlers are added once the conversation exists. grammY is loaded only where there is a bot.
  const botToken = config.telegram.botToken;
  const bot = botToken
    ? (await import('./telegram/bot.js')).createBot({ token: botToken, apiRoot: config.telegram.apiRoot, logger, throttle: deps.telegram?.throttle, botInfo: deps.telegram?.botInfo })
    : null;
  // The site's and the bot's words in every language (the Stars invoices are worded in them too).
  const translations = createTranslations();
  const starsProvider = bot && config.payments.providers.includes('telegram_stars') ? new TelegramStarsProvider(bot.bot.api, translations) : null;
  const providers = new PaymentProviders(deps.payments ?? (await buildPaymentProviders(config, { demo: demoProvider, telegramStars: starsProvider, clock })));
  const products = deps.products ?? BUILT_IN_PRODUCTS;
  const catalog = new CatalogService(queries, clock, providers.checkoutInfo, products);
  await catalog.ensureDefault();
  const queue = new JobQueue(queries, clock, { maxAttempts: config.jobs.maxAttempts, leaseMs: config.jobs.leaseMs, heartbeatMs: config.jobs.heartbeatMs });
  const lifecycle = new OrderLifecycle(clock, queue);
  // Alerts go to the log, and to the operator's Telegram chat when OPERATOR_CHAT_ID names one.
  const operatorChatId = config.alerts.operatorChatId;
  const alerts =
    deps.alerts ??
    (bot && operatorChatId !== null
      ? new FanOutAlerts([new LogAlerts(logger), new ChatAlerts({ queries, sender: bot.sender, chatId: operatorChatId, baseUrl: config.publicBaseUrl, logger })], logger)
      : new LogAlerts(logger));
  const metrics = new PrometheusMetrics({ stats: new OperationsStats(queries.operations, clock), jobKinds: () => Object.keys(jobs) });
  const payments = new PaymentService({ queries, clock, queue, lifecycle, providers, catalog, alerts, metrics, baseUrl: config.publicBaseUrl, onEnqueued });

  const places = new PlaceService(deps.gazetteer ?? createGazetteer(), timezoneAt);
  const charts = new ChartService(places);
  const counters: CounterStore = deps.redis ? new FailSafeCounterStore(new RedisCounterStore(deps.redis), logger) : new MemoryCounterStore();
  const limiter = new RateLimiter(
    counters,
    { order: config.orderRateLimitPerMinute, chart: config.chartRateLimitPerMinute, agent_registration: config.agents.registrationRateLimitPerMinute, admin_token: config.adminTokenFailuresPerMinute },
    clock,
  );
  const computeGate = new ComputeGate(deps.computeGate);
  const previews = new ChartPreviews(charts, limiter, computeGate);
  const orders = new OrderService({
    queries,
    store,
    clock,
    catalog,
    providers,
    payments,
    secret,
    links: { botUsername: config.telegram.botUsername, baseUrl: config.publicBaseUrl },
    orderTtlMs: config.orderTtlMs,
    cities: places,
    limiter,
    lifecycle,
  });
  const renderer = deps.renderer ?? new ReadingPool();
  const readings = new ReadingService({ queries, clock, charts, renderer, alerts, lifecycle, products, metrics, onEnqueued });
  const readingQueries = new ReadingQueries(queries.readings, () => clock.now());

  // Telegram: the login check when there is a bot, identity, and the conversation the bot and the
  // demo chat share.
  const loginVerifier = botToken ? telegramLoginVerifier(botToken, config.login.maxAgeSeconds) : null;
  const identity = new IdentityService({
    queries,
    clock,
    secret,
    queue,
    lifecycle,
    loginVerifier,
    onEnqueued,
    options: {
      botUsername: config.telegram.botUsername,
      baseUrl: config.publicBaseUrl,
      // Demo login only where no real bot can vouch for anyone.
      demoLoginAllowed: config.demo && !botToken,
      loginMaxAgeSeconds: config.login.maxAgeSeconds,
      sessionTtlMs: config.login.sessionTtlMs,
    },
  });
  const oidc = config.login.oidc;
  const telegramOidc = oidc
    ? new TelegramOidcLogin({ provider: new (await import('./telegram/oidc-provider.js')).OpenIdTelegramProvider(oidc), identity, secret, now: () => clock.now(), baseUrl: config.publicBaseUrl })
    : null;
  const agents = new AgentService({
    queries,
    clock,
    identity,
    loginVerifier,
    limiter,
    secret,
    options: {
      baseUrl: config.publicBaseUrl,
      anonymousRegistration: config.agents.anonymousRegistration,
      claimTtlMs: config.agents.claimTtlMs,
      unclaimedKeyTtlMs: config.agents.unclaimedKeyTtlMs,
      accessTokenTtlMs: config.agents.accessTokenTtlMs,
      loginMaxAgeSeconds: config.login.maxAgeSeconds,
    },
  });
  const fetchPolicy = deps.clientMetadataFetch ?? STRICT_FETCH_POLICY;
  const oauth = new OAuthService({
    store: new KyselyOAuthStore(db),
    clock,
    fetchMetadata: metadataFetcher(fetchPolicy),
    // A metadata document fetched is a client registered: one budget with DCR and agent registrations.
    fetchBudget: (requester) => limiter.consume('agent_registration', requester),
    revokeGrant: (registrationId) => agents.revokeRegistration(registrationId),
    options: {
      baseUrl: config.publicBaseUrl,
      accessTokenTtlMs: config.oauth.accessTokenTtlMs,
      refreshTokenTtlMs: config.oauth.refreshTokenTtlMs,
      codeTtlMs: CODE_TTL_MS,
      allowHttpClientIds: fetchPolicy.allowHttp,
    },
  });
  const audit = new AuditLog(queries, clock);
  const operator = {
    orders: new OperatorOrderQueries(queries, clock, (orderId) => orders.botUrl(orderId)),
    actions: new OrderActions({ queries, clock, lifecycle, queue, payments, catalog, identity, audit, onEnqueued }),
    audit,
    sales: new SalesStats(queries.sales, clock),
    console: new ConsoleAccess(config.operatorTelegramIds, config.demo && !botToken),
    access: new AccessRefusals({
      adminToken: config.adminToken,
      limiter,
      audit,
      watch: new AdminTokenWatch(clock, alerts, { failures: config.alerts.adminTokenFailures, windowMs: config.alerts.adminTokenWindowMs }),
    }),
  };
  const privacy = new PrivacyService({ queries, dialect: store.dialect, clock, lifecycle, audit, identity, agents, baseUrl: config.publicBaseUrl });
  const starsCheckout = providers.get(STARS_PROVIDER) ? new StarsCheckout({ queries, clock, payments, providers, catalog, alerts }) : null;
  const conversation = new Conversation({
    orders,
    payments,
    readingQueries,
    identity,
    confirmations: new OrderConfirmations({ queries, clock, identity }),
    supportEmail: config.supportEmail,
    baseUrl: config.publicBaseUrl,
    translations,
    productTitle: (id, language) => catalog.productTitle(id, language),
    stars: starsCheckout && starsProvider ? { checkout: starsCheckout, invoices: new StarsInvoices(starsCheckout, starsProvider, logger) } : null,
  });
  conversation.setClaimHandler(new TelegramClaims(agents, identity, config.publicBaseUrl, translations));

  // The selling bot's commands (src/telegram/commands), for the real bot and the demo chat alike.
  const commandParts = {
    languages: new ChatLanguages(queries, clock),
    refunds: new RefundRequests({
      queries,
      clock,
      refund: (actor, orderId, reason) => operator.actions.refund(actor, orderId, { reason }),
      alerts,
      marks: new AlertMarks(queries.alertMarks, clock),
      windowMs: config.telegram.refundWindowMs,
    }),
    translations,
    productTitle: (id: string, language: Language) => catalog.productTitle(id, language),
    baseUrl: config.publicBaseUrl,
    supportEmail: config.supportEmail,
  };
  let chatSender: ChatSender;
  let telegram: TelegramRuntime | null = null;
  let demoChat: DemoChat | null = null;
  if (bot) {
    (await import('./telegram/bot.js')).handleUpdates(bot.bot, { conversation, sender: bot.sender, ...commandParts });
    chatSender = bot.sender;
    telegram = new TelegramRuntime(bot.bot, { webhookUrl: config.telegram.webhookUrl, webhookSecret: webhookSecretFor(config.telegram.webhookSecret, secret), logger, translations });
  } else {
    chatSender = new DemoSender(queries.demoChat, clock);
    demoChat = new DemoChat({
      log: queries.demoChat,
      orderIdForStart: (token) => findOrderIdForStart(queries, secret, token),
      orders,
      clock,
      conversation,
      sender: chatSender,
      commands: { ...commandParts, paySupport: new PaySupport(commandParts) },
    });
  }
  const delivery = new DeliveryService({
    queries,
    clock,
    sender: bot?.deliverySender ?? chatSender,
    pacer: telegramPacer(deps, queries),
    translations,
    productTitle: (id, language) => catalog.productTitle(id, language),
    products,
    lifecycle,
    logger,
    metrics,
    alerts,
    waitMs: config.deliveryWaitMs,
    leaseMs: config.jobs.leaseMs,
    heartbeatMs: config.jobs.heartbeatMs,
  });

  // Every job kind and its handler, in one table the compiler checks against the kinds.
  const jobs: JobHandlers = {
    generate_reading: {
      run: async ({ orderId }) => void (await readings.generate(orderId)),
      // After the last retry the order becomes `failed`, in the same transaction as the give-up.
      onGiveUp: (q, { orderId }, job, error) => readings.giveUp(q, orderId, job, error),
    },
    deliver_reading: {
      run: async ({ orderId, resendSince }, _job, signal) => void (await delivery.deliver(orderId, { resendSince, signal })),
      // After the last retry: `undeliverable` when Telegram refused the buyer's chat, else `failed`.
      onGiveUp: (q, { orderId }, job, error) => delivery.giveUp(q, orderId, job, error),
    },
    refund_payment: {
      run: ({ refundId }) => payments.runRefund(refundId),
      // Money still held after every retry: the refund is marked failed and the operator told.
      onGiveUp: (q, { refundId }, _job, error) => payments.refundFailed(q, refundId, error),
    },
  };
  const heartbeats = new WorkerHeartbeats(queries.workers, clock);
  const worker = new Worker(queue, jobs, logger, {
    pollMs: config.jobs.pollMs,
    lanes: workerLanes(config),
    heartbeats,
    periodic: [
      { everyMs: 60_000, run: async () => void (await orders.expireDue()) },
      { everyMs: 3_600_000, run: async () => void (await orders.purgeAbandoned(ABANDONED_ORDER_RETENTION_MS)) },
      { everyMs: 3_600_000, run: () => identity.purgeExpired() },
      { everyMs: 3_600_000, run: () => oauth.tokens.purgeExpired() },
      { everyMs: 3_600_000, run: async () => void (await delivery.sweepUnopened()) },
    ],
  });
  wake.worker = worker;

  // Ready: the database answers; Redis too when the limits are shared through it; and, when the
  // jobs are left to separate workers, one of them has beaten lately.
  const redis = deps.redis;
  const probes: ReadinessProbe[] = [databaseProbe(() => store.ping())];
  if (redis) probes.push({ part: 'redis', check: async () => ((await redis.ping()) === 'PONG' ? null : 'Redis does not answer PING') });
  if (!config.jobs.runInServer) probes.push(workerProbe(heartbeats, clock, config.jobs.workerStaleMs));
  const readiness = new Readiness(probes);

  // What nobody reports by themselves: refused webhook signatures piling up, jobs that take too long,
  // and (when the jobs run in separate processes) workers that fall silent.
  const signatureFailures = new SignatureFailureWatch(clock, alerts, { failures: config.alerts.signatureFailures, windowMs: config.alerts.signatureWindowMs });
  const marks = new AlertMarks(queries.alertMarks, clock);
  const watch = new OperatorWatch({
    jobs: new StuckJobWatch({ jobs: queries.jobs, clock, alerts, ageMs: config.alerts.jobAgeMs }),
    workers: config.jobs.runInServer ? null : new WorkerWatch({ heartbeats, clock, alerts, marks, staleAfterMs: config.jobs.workerStaleMs }),
    logger,
  });

  return {
    config,
    translations,
    store,
    clock,
    secret,
    products,
    catalog,
    orders,
    lifecycle,
    providers,
    demoCheckout: demoProvider,
    payments,
    queue,
    worker,
    readiness,
    places,
    charts,
    readings,
    renderer,
    readingQueries,
    identity,
    delivery,
    agents,
    oauth,
    privacy,
    previews,
    limiter,
    counters,
    computeGate,
    alerts,
    operator,
    signatureFailures,
    watch,
    conversation,
    chatSender,
    telegram,
    demoChat,
    telegramOidc,
    jobs,
    metrics,
  };
}
