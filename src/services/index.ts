// The services the HTTP layer, the bot and the worker use, as one registry. They are built and
// wired in src/compose.ts, the composition root; this module only names them.
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Worker } from '../jobs/worker.js';
import type { Store } from '../store/database.js';
import type { AgentService } from './agents/agent-service.js';
import type { OAuthService } from './oauth/oauth-service.js';
import type { CatalogService } from './catalog/catalog-service.js';
import type { DeliveryService } from './delivery/delivery-service.js';
import type { IdentityService } from './identity/identity-service.js';
import type { ComputeGate } from './limits/compute-gate.js';
import type { CounterStore } from './limits/counter-store.js';
import type { RateLimiter } from './limits/rate-limiter.js';
import type { OperatorAlerts } from './operator/alerts.js';
import type { OperatorWatch } from './operator/operator-watch.js';
import type { Readiness } from './operator/readiness.js';
import type { AuditLog } from './operator/audit.js';
import type { ConsoleAccess } from './operator/console-access.js';
import type { SalesStats } from './operator/sales-stats.js';
import type { OrderActions } from './operator/order-actions.js';
import type { OperatorOrderQueries } from './operator/order-queries.js';
import type { SignatureFailureWatch } from './operator/signature-watch.js';
import type { AccessRefusals } from './operator/access-refusals.js';
import type { OrderLifecycle } from './orders/lifecycle.js';
import type { OrderService } from './orders/order-service.js';
import type { PaymentService } from './payments/payment-service.js';
import type { DemoCheckout } from './payments/provider.js';
import type { PaymentProviders } from './payments/providers.js';
import type { PrivacyService } from './privacy/privacy-service.js';
import type { ChartPreviews } from './readings/chart-previews.js';
import type { ChartService } from './readings/chart-service.js';
import type { PlaceService } from './readings/places.js';
import type { ReadingQueries } from './readings/reading-queries.js';
import type { ReadingService } from './readings/reading-service.js';
import type { ReadingRenderer } from './readings/renderer.js';
import type { Translations } from '../i18n/translations.js';
import type { ProductRegistry } from '../products/index.js';

export interface Services {
  config: Config;
  /** The site's and the bot's messages in every language. */
  translations: Translations;
  store: Store;
  clock: Clock;
  /** The install secret: HMAC key of start links, claim codes, the demo chat cookie. */
  secret: string;
  /** The products sold, one module each (src/products): the catalog, OpenAPI and MCP list them. */
  products: ProductRegistry;
  catalog: CatalogService;
  orders: OrderService;
  /** The only writer of an order's status and owner. */
  lifecycle: OrderLifecycle;
  /** The payment providers enabled (PAYMENT_PROVIDERS). */
  providers: PaymentProviders;
  /** The demo provider's checkout page, in demo mode only. */
  demoCheckout: DemoCheckout | null;
  payments: PaymentService;
  queue: JobQueue;
  /** Built here, started by whoever runs it (the web process, or `npm run worker`). */
  worker: Worker;
  /** Whether this process can serve now: the database, Redis when used, the separate workers' heartbeat. */
  readiness: Readiness;
  places: PlaceService;
  charts: ChartService;
  readings: ReadingService;
  /** Makes readings off the event loop; closed at shutdown. */
  renderer: ReadingRenderer;
  /** Read side of /profile, the private reading API and MCP: what a user owns. */
  readingQueries: ReadingQueries;
  /** Telegram users, order binding, logins and sessions. */
  identity: IdentityService;
  delivery: DeliveryService;
  /** Agent registrations, bearer credentials, claims and revocation. */
  agents: AgentService;
  oauth: OAuthService;
  /** A person's own data: its export and the deletion of the account. */
  privacy: PrivacyService;
  /** Free chart previews, under the chart budget and the compute gate. */
  previews: ChartPreviews;
  /** The per-client budgets of every way in. */
  limiter: RateLimiter;
  /** The rate-limit counters: Redis behind a fail-safe, or this process's own. */
  counters: CounterStore;
  computeGate: ComputeGate;
  /** What the operator is told (failed orders, sections left out of a reading). */
  alerts: OperatorAlerts;
  /** The operator's orders (list, timeline), actions and their audit log. */
  operator: {
    orders: OperatorOrderQueries;
    actions: OrderActions;
    audit: AuditLog;
    sales: SalesStats;
    console: ConsoleAccess;
    /** The admin token's check (throttled, audited, watched) and the console's refusals, audited. */
    access: AccessRefusals;
  };
  /** Counts refused payment webhook signatures; a burst alerts the operator. */
  signatureFailures: SignatureFailureWatch;
  /** Periodic checks for stuck jobs and silent workers; the web process starts it. */
  watch: OperatorWatch;
}
