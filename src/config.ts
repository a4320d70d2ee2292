// Every environment variable the service reads, validated in one place (listed in README).
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { availableParallelism } from 'node:os';
import { familiesCovered, NAMED_RANGES, parseRange, type Family } from './ip-ranges.js';

const Env = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], { default: 'development' }),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  PUBLIC_BASE_URL: Type.String({ default: '' }),
  DATABASE_URL: Type.String({ default: 'sqlite:./data/reading-service.db' }),
  REDIS_URL: Type.String({ default: '' }),
  ADMIN_TOKEN: Type.String({ default: '' }),
  METRICS_TOKEN: Type.String({ default: '' }),
  WORKER_METRICS_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 0 }),
  SUPPORT_EMAIL: Type.String({ default: '' }),
  SELLER_NAME: Type.String({ default: '', maxLength: 200 }),
  SELLER_ADDRESS: Type.String({ default: '', maxLength: 300 }),
  SELLER_TAX_ID: Type.String({ default: '', maxLength: 60 }),
  TRUST_PROXY: Type.String({ default: 'false' }),
  APP_SECRET: Type.String({ default: '' }),
  PAYMENT_PROVIDERS: Type.String({ default: '' }),
  STRIPE_SECRET_KEY: Type.String({ default: '' }),
  STRIPE_WEBHOOK_SECRET: Type.String({ default: '' }),
  STRIPE_API_URL: Type.String({ default: 'https://api.stripe.com' }),
  YOOKASSA_SHOP_ID: Type.String({ default: '' }),
  YOOKASSA_SECRET_KEY: Type.String({ default: '' }),
  YOOKASSA_API_URL: Type.String({ default: 'https://api.yookassa.ru/v3' }),
  YOOKASSA_VAT_CODE: Type.Integer({ minimum: 1, maximum: 12, default: 1 }),
  YOOKASSA_TRUSTED_IPS: Type.String({ default: '' }),
  TELEGRAM_BOT_TOKEN: Type.String({ default: '' }),
  TELEGRAM_BOT_USERNAME: Type.String({ default: '' }),
  TELEGRAM_API_ROOT: Type.String({ default: 'https://api.telegram.org' }),
  TELEGRAM_WEBHOOK_URL: Type.String({ default: '' }),
  TELEGRAM_WEBHOOK_SECRET: Type.String({ default: '', pattern: '^[A-Za-z0-9_-]{0,256}$' }),
  OPERATOR_CHAT_ID: Type.String({ default: '', pattern: '^(-?[0-9]{1,15})?$' }),
  OPERATOR_TELEGRAM_IDS: Type.String({ default: '', pattern: '^\\s*(-?[0-9]{1,15}(\\s*,\\s*-?[0-9]{1,15})*)?\\s*$' }),
  ALERT_SIGNATURE_FAILURES: Type.Integer({ minimum: 1, default: 5 }),
  ALERT_SIGNATURE_WINDOW_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 10 }),
  ADMIN_TOKEN_FAILURES_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  ALERT_ADMIN_TOKEN_FAILURES: Type.Integer({ minimum: 1, default: 10 }),
  ALERT_ADMIN_TOKEN_WINDOW_MINUTES: Type.Integer({ minimum: 1, maximum: 1440, default: 10 }),
  ALERT_JOB_AGE_MINUTES: Type.Integer({ minimum: 1, default: 10 }),
  TELEGRAM_LOGIN_CLIENT_ID: Type.String({ default: '', pattern: '^([0-9]{1,20})?$' }),
  TELEGRAM_LOGIN_CLIENT_SECRET: Type.String({ default: '' }),
  TELEGRAM_LOGIN_ISSUER: Type.String({ default: 'https://oauth.telegram.org' }),
  PAYSUPPORT_REFUND_WINDOW_HOURS: Type.Number({ minimum: 0, maximum: 8_760, default: 48 }),
  LOGIN_MAX_AGE_SECONDS: Type.Integer({ minimum: 60, default: 86_400 }),
  SESSION_DAYS: Type.Number({ exclusiveMinimum: 0, maximum: 400, default: 30 }),
  ALLOW_DEMO_IN_PRODUCTION: Type.Boolean({ default: false }),
  ORDER_TTL_HOURS: Type.Number({ exclusiveMinimum: 0, default: 24 }),
  DELIVERY_WAIT_HOURS: Type.Number({ exclusiveMinimum: 0, default: 168 }),
  ORDER_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 20 }),
  CHART_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 60 }),
  AGENT_ANONYMOUS_REGISTRATION: Type.Boolean({ default: true }),
  AGENT_CLAIM_TTL_MINUTES: Type.Number({ exclusiveMinimum: 0, maximum: 43_200, default: 60 }),
  AGENT_ACCESS_TOKEN_TTL_MINUTES: Type.Number({ exclusiveMinimum: 0, maximum: 43_200, default: 60 }),
  OAUTH_ACCESS_TOKEN_TTL_MINUTES: Type.Number({ exclusiveMinimum: 0, maximum: 1_440, default: 60 }),
  OAUTH_REFRESH_TOKEN_TTL_DAYS: Type.Number({ exclusiveMinimum: 0, maximum: 365, default: 30 }),
  AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 10 }),
  AGENT_UNCLAIMED_KEY_TTL_DAYS: Type.Number({ exclusiveMinimum: 0, maximum: 400, default: 30 }),
  MCP_ALLOWED_ORIGINS: Type.String({ default: '' }),
  JOB_MAX_ATTEMPTS: Type.Integer({ minimum: 1, maximum: 100, default: 8 }),
  JOB_POLL_MS: Type.Integer({ minimum: 10, default: 500 }),
  JOB_LEASE_MS: Type.Integer({ minimum: 50, default: 30_000 }),
  JOB_HEARTBEAT_MS: Type.Integer({ minimum: 0, default: 0 }), // 0: a third of the lease, at most 5 s
  RUN_WORKER: Type.Boolean({ default: true }),
  WORKER_GENERATION_CONCURRENCY: Type.String({ default: '' }),
  WORKER_DELIVERY_CONCURRENCY: Type.String({ default: '' }),
  WORKER_STALE_SECONDS: Type.Integer({ minimum: 20, default: 60 }),
  HTTP_HEADERS_TIMEOUT_SECONDS: Type.Number({ exclusiveMinimum: 0, maximum: 300, default: 10 }),
  HTTP_REQUEST_TIMEOUT_SECONDS: Type.Number({ exclusiveMinimum: 0, maximum: 600, default: 30 }),
  LOG_LEVEL: Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)), { default: 'info' }),
});
type Env = Static<typeof Env>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicBaseUrl: string;
  databaseUrl: string;
  redisUrl: string | null;
  adminToken: string | null;
  /** Wrong ADMIN_TOKEN bearers one client address may send a minute; past them, 429 even for the right one. */
  adminTokenFailuresPerMinute: number;
  /** Telegram user ids that may sign in to the console at /admin (empty: none, or every demo login in demo mode). */
  operatorTelegramIds: number[];
  /** Bearer token /metrics asks for; the metrics are open without it. */
  metricsToken: string | null;
  /** Where `npm run worker` serves its own /metrics (on HOST); null: it serves none. */
  workerMetricsPort: number | null;
  /** Where buyers write about privacy and refunds; shown on /privacy and /offer. */
  supportEmail: string;
  /** Who sells: named on /offer, /privacy and every page's footer; required in production. */
  seller: SellerIdentity | null;
  /**
   * Which hops may write the client address into X-Forwarded-For: none (false), the nearest N, or the
   * listed proxy addresses and ranges. Never every hop: the client itself writes the left-most entry.
   */
  trustProxy: TrustProxy;
  appSecret: string | null;
  payments: PaymentsConfig;
  telegram: {
    botToken: string | null;
    /** Set only together with botToken: without a bot, links go to the demo chat. */
    botUsername: string | null;
    /** Bot API base URL; tests point it at a local fake. */
    apiRoot: string;
    /** Webhook mode when set (several instances); long polling otherwise. */
    webhookUrl: string | null;
    /** X-Telegram-Bot-Api-Secret-Token; derived from the install secret when not set. */
    webhookSecret: string | null;
    /** How long after a Stars payment /paysupport gives it back without the operator; 0: never. */
    refundWindowMs: number;
  };
  login: {
    /** How old Telegram's signed `auth_date` may be at login. */
    maxAgeSeconds: number;
    sessionTtlMs: number;
    /**
     * Log In With Telegram through OpenID Connect, with the client BotFather gives (Bot Settings,
     * Login Widget); null: the legacy Login Widget, signed with the bot token, stands in.
     */
    oidc: { clientId: string; clientSecret: string; issuer: string } | null;
  };
  /** Demo mode: something is simulated (the bot, the payments, or both); every demo surface is labelled. */
  demo: boolean;
  /** What is simulated: payments (the demo provider) and the bot (a chat page on this site). */
  demoParts: { payments: boolean; chat: boolean };
  orderTtlMs: number;
  /** How long a ready reading waits for its buyer to open the bot before the order is `undeliverable`. */
  deliveryWaitMs: number;
  orderRateLimitPerMinute: number;
  chartRateLimitPerMinute: number;
  jobs: {
    maxAttempts: number;
    pollMs: number;
    runInServer: boolean;
    /** With separate workers: readiness fails when no worker has beaten for this long. */
    workerStaleMs: number;
    /** A running job's lease: a killed worker's job runs again at most this long after its last heartbeat. */
    leaseMs: number;
    /** How often a running job (and a delivery in progress) renews its lease. */
    heartbeatMs: number;
    /** Jobs at once per worker process, by lane (src/jobs/kinds.ts). */
    concurrency: { generation: number; delivery: number };
  };
  agents: {
    /** `{"type":"anonymous"}` registrations are accepted (else `anonymous_not_enabled`). */
    anonymousRegistration: boolean;
    /** How long a claim link and claim token stay usable. */
    claimTtlMs: number;
    /** Lifetime of an access_token from messenger_login. */
    accessTokenTtlMs: number;
    registrationRateLimitPerMinute: number;
    /** An anonymous agent's key stops working this long after registration unless a person claimed it. */
    unclaimedKeyTtlMs: number;
  };
  mcp: {
    /**
     * Origins besides our own whose browser pages may call /api/mcp (exact `scheme://host[:port]`).
     * Requests without an Origin (non-browser clients) are always served.
     */
    allowedOrigins: string[];
  };
  /** The OAuth 2.1 authorization server (for MCP clients). */
  oauth: {
    accessTokenTtlMs: number;
    /** Each refresh answers a new refresh token with this lifetime from then. */
    refreshTokenTtlMs: number;
  };
  /** What the operator is alerted about, and where besides the log. */
  alerts: {
    /** The Telegram chat alerts are sent to (a group, or an operator's chat with the bot); the log only without it. */
    operatorChatId: number | null;
    /** This many refused webhook signatures from one provider within the window make an alert. */
    signatureFailures: number;
    signatureWindowMs: number;
    /** A job not done this long after it was queued is alerted, once. */
    jobAgeMs: number;
    /** This many refused operator tokens (wrong, or throttled) within the window make an alert, once per window. */
    adminTokenFailures: number;
    adminTokenWindowMs: number;
  };
  logLevel: Env['LOG_LEVEL'];
  http: HttpTimeouts;
  /** What is allowed here but would be refused in production: logged at start. */
  warnings: string[];
}

export type TrustProxy = false | number | string[];

/**
 * How long a client may take to send a request: its line and headers, and the whole of it with its
 * body. A connection still sending after that is answered 408 and closed, so that slow senders
 * (slowloris, a body trickled a byte at a time) cannot hold connections and memory for ever.
 */
export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

export interface SellerIdentity {
  name: string;
  address: string;
  /** The seller's tax or registration number (VAT number, INN, EIN...). */
  taxId: string;
}

export const PAYMENT_PROVIDER_NAMES = ['demo', 'stripe', 'yookassa', 'telegram_stars'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/**
 * YooKassa's published notification sources (https://yookassa.ru/developers/using-api/webhooks),
 * trusted by default for `POST /api/payments/yookassa/webhook`.
 */
export const YOOKASSA_PUBLISHED_RANGES = ['185.71.76.0/27', '185.71.77.0/27', '77.75.153.0/25', '77.75.156.11/32', '77.75.156.35/32', '77.75.154.128/25', '2a02:5180::/32'];

export interface PaymentsConfig {
  /** Enabled, in the order the payment page offers them; `demo` alone when none is configured. */
  providers: PaymentProviderName[];
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | null;
  yookassa: { shopId: string; secretKey: string; apiUrl: string; vatCode: number; trustedIps: string[] } | null;
}

export class ConfigError extends Error {}

/** The shortest ADMIN_TOKEN production accepts. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

function isProxyAddress(entry: string): boolean {
  return Object.hasOwn(NAMED_RANGES, entry) || parseRange(entry) !== null;
}

/** Words for "every hop": the client itself writes the left-most X-Forwarded-For entries, so none is taken. */
const TRUST_EVERYONE = new Set(['true', 'yes', '*', 'all']);

/**
 * TRUST_PROXY: "false"/"0", a hop count, or a comma-separated list of addresses, CIDR ranges and range
 * names. A list that trusts every address of a family is read here and judged by loadConfig
 * (refused in production, a warning elsewhere); a /0 range is refused everywhere, as the proxy
 * matcher cannot take one.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (TRUST_EVERYONE.has(text)) {
    throw new ConfigError(
      `TRUST_PROXY=${text} would believe any X-Forwarded-For a client writes; set the number of proxies in front of the service (1 behind one reverse proxy) or their addresses (e.g. 10.0.0.0/8,loopback)`,
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY=${hops} hops is more proxies than any deployment has; give the number in front of the service`);
    return hops;
  }
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(`TRUST_PROXY must be false, a hop count, or addresses/CIDR ranges (loopback, linklocal, uniquelocal allowed); not ${bad.map((b) => JSON.stringify(b)).join(', ') || JSON.stringify(value)}`);
  }
  const everything = entries.filter((e) => /\/0+$/.test(e));
  if (everything.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY=${everything.join(',')} names every address, so it would believe any X-Forwarded-For a client writes; list the proxies' own addresses or ranges, or give their number`,
    );
  }
  return entries;
}

/** The address families (IPv4, IPv6) of which a TRUST_PROXY list trusts every address, whatever the split. */
export function familiesTrustedWhole(trust: TrustProxy): Family[] {
  if (!Array.isArray(trust)) return [];
  return familiesCovered(trust.flatMap((entry) => (Object.hasOwn(NAMED_RANGES, entry) ? NAMED_RANGES[entry]! : [entry])).map((range) => parseRange(range)!));
}

const BOOLEAN_WORDS: Record<string, boolean> = { '1': true, true: true, yes: true, '0': false, false: false, no: false, '': false };

/** Reads the environment into a Config, or throws ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(Env.properties)) {
    const value = source[key];
    if (value === undefined || value === '') continue;
    if (schema.type === 'integer' || schema.type === 'number') raw[key] = Number(value);
    else if (schema.type === 'boolean') raw[key] = BOOLEAN_WORDS[value.toLowerCase()] ?? value;
    else raw[key] = value;
  }
  const withDefaults = Value.Default(Env, raw) as Env;
  const errors = [...Value.Errors(Env, withDefaults)];
  if (errors.length > 0) {
    throw new ConfigError(`invalid environment: ${errors.map((e) => `${e.path.slice(1)} ${e.message}`).join('; ')}`);
  }
  const env = withDefaults;
  const telegramToken = env.TELEGRAM_BOT_TOKEN || null;
  const payments = paymentsConfig(env, Boolean(telegramToken));
  const demoParts = { payments: payments.providers.includes('demo'), chat: !telegramToken };
  const demo = demoParts.payments || demoParts.chat;
  if (env.NODE_ENV === 'production' && demo && !env.ALLOW_DEMO_IN_PRODUCTION) {
    throw new ConfigError('refusing to start in demo mode with NODE_ENV=production: set TELEGRAM_BOT_TOKEN and PAYMENT_PROVIDERS (stripe, yookassa, telegram_stars), or ALLOW_DEMO_IN_PRODUCTION=true');
  }
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    throw new ConfigError('APP_SECRET is required with NODE_ENV=production (32+ random characters)');
  }
  const seller = sellerIdentity(env);
  if (env.NODE_ENV === 'production' && !seller) {
    const missing = (['SELLER_NAME', 'SELLER_ADDRESS', 'SELLER_TAX_ID'] as const).filter((name) => !env[name].trim());
    throw new ConfigError(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required with NODE_ENV=production: buyers must be told who sells to them`);
  }
  if (env.APP_SECRET && env.APP_SECRET.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters');
  if (/\s/.test(env.ADMIN_TOKEN)) throw new ConfigError('ADMIN_TOKEN must not contain spaces or line breaks: it is sent as Authorization: Bearer <ADMIN_TOKEN>');
  // The admin API may be left off (no ADMIN_TOKEN); switched on in production, its token must not be guessable.
  if (env.NODE_ENV === 'production' && env.ADMIN_TOKEN && env.ADMIN_TOKEN.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new ConfigError(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters with NODE_ENV=production (${env.ADMIN_TOKEN.length} given): generate one, e.g. openssl rand -base64 32, or leave it unset to switch the admin API off`);
  }
  if (telegramToken && !env.TELEGRAM_BOT_USERNAME) throw new ConfigError('TELEGRAM_BOT_USERNAME is required with TELEGRAM_BOT_TOKEN');
  if (env.TELEGRAM_WEBHOOK_URL && !telegramToken) throw new ConfigError('TELEGRAM_WEBHOOK_URL needs TELEGRAM_BOT_TOKEN');
  if (env.OPERATOR_CHAT_ID && !telegramToken) throw new ConfigError('OPERATOR_CHAT_ID needs TELEGRAM_BOT_TOKEN: the bot sends the alerts');
  for (const [name, value] of [['TELEGRAM_API_ROOT', env.TELEGRAM_API_ROOT], ['TELEGRAM_WEBHOOK_URL', env.TELEGRAM_WEBHOOK_URL]] as const) {
    if (!value) continue;
    if (!isHttpUrl(value)) throw new ConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (env.JOB_HEARTBEAT_MS && (env.JOB_HEARTBEAT_MS < 10 || env.JOB_HEARTBEAT_MS * 2 > env.JOB_LEASE_MS)) {
    throw new ConfigError(`JOB_HEARTBEAT_MS (${env.JOB_HEARTBEAT_MS}) must be 10 ms or more and at most half of JOB_LEASE_MS (${env.JOB_LEASE_MS})`);
  }
  if (env.HTTP_HEADERS_TIMEOUT_SECONDS > env.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(`HTTP_HEADERS_TIMEOUT_SECONDS (${env.HTTP_HEADERS_TIMEOUT_SECONDS}) must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS (${env.HTTP_REQUEST_TIMEOUT_SECONDS}): the whole request includes its headers`);
  }
  const warnings: string[] = [];
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const wholeFamilies = familiesTrustedWhole(trustProxy);
  if (wholeFamilies.length > 0) {
    const what = `TRUST_PROXY=${env.TRUST_PROXY} covers every ${wholeFamilies.map((f) => `IPv${f}`).join(' and every ')} address, so any client there could write its own X-Forwarded-For and pass for another`;
    if (env.NODE_ENV === 'production') throw new ConfigError(`${what}; list only the proxies' own addresses or ranges, or give their number`);
    warnings.push(`${what}; NODE_ENV=production refuses this`);
  }
  const base = (env.PUBLIC_BASE_URL || `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  try {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL must be an http(s) URL, got ${JSON.stringify(env.PUBLIC_BASE_URL)}`);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicBaseUrl: base,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL || null,
    adminToken: env.ADMIN_TOKEN || null,
    adminTokenFailuresPerMinute: env.ADMIN_TOKEN_FAILURES_PER_MINUTE,
    operatorTelegramIds: env.OPERATOR_TELEGRAM_IDS.split(',').map((id) => id.trim()).filter(Boolean).map(Number),
    metricsToken: env.METRICS_TOKEN || null,
    workerMetricsPort: env.WORKER_METRICS_PORT || null,
    supportEmail: env.SUPPORT_EMAIL || `support@${new URL(base).hostname}`,
    seller,
    trustProxy,
    appSecret: env.APP_SECRET || null,
    payments,
    telegram: {
      botToken: telegramToken,
      botUsername: telegramToken ? env.TELEGRAM_BOT_USERNAME.replace(/^@/, '') || null : null,
      apiRoot: env.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
      webhookUrl: env.TELEGRAM_WEBHOOK_URL || null,
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET || null,
      refundWindowMs: env.PAYSUPPORT_REFUND_WINDOW_HOURS * 3_600_000,
    },
    login: { maxAgeSeconds: env.LOGIN_MAX_AGE_SECONDS, sessionTtlMs: env.SESSION_DAYS * 86_400_000, oidc: oidcConfig(env, Boolean(telegramToken)) },
    demo,
    demoParts,
    orderTtlMs: env.ORDER_TTL_HOURS * 3_600_000,
    deliveryWaitMs: env.DELIVERY_WAIT_HOURS * 3_600_000,
    orderRateLimitPerMinute: env.ORDER_RATE_LIMIT_PER_MINUTE,
    chartRateLimitPerMinute: env.CHART_RATE_LIMIT_PER_MINUTE,
    jobs: {
      maxAttempts: env.JOB_MAX_ATTEMPTS,
      pollMs: env.JOB_POLL_MS,
      runInServer: env.RUN_WORKER,
      workerStaleMs: env.WORKER_STALE_SECONDS * 1000,
      leaseMs: env.JOB_LEASE_MS,
      heartbeatMs: env.JOB_HEARTBEAT_MS || Math.max(10, Math.min(5_000, Math.floor(env.JOB_LEASE_MS / 3))),
      concurrency: {
        // Readings keep a core busy each, in the reading threads (one fewer than the cores): more at once would only queue there.
        generation: concurrencyOf('WORKER_GENERATION_CONCURRENCY', env.WORKER_GENERATION_CONCURRENCY, Math.max(1, availableParallelism() - 1)),
        // A delivery mostly waits: Telegram takes one message a second in a chat and about 30 a second
        // in all, so 30 chats at once fill Telegram's whole allowance on any number of cores.
        delivery: concurrencyOf('WORKER_DELIVERY_CONCURRENCY', env.WORKER_DELIVERY_CONCURRENCY, DEFAULT_DELIVERY_CONCURRENCY),
      },
    },
    agents: {
      anonymousRegistration: env.AGENT_ANONYMOUS_REGISTRATION,
      claimTtlMs: env.AGENT_CLAIM_TTL_MINUTES * 60_000,
      accessTokenTtlMs: env.AGENT_ACCESS_TOKEN_TTL_MINUTES * 60_000,
      registrationRateLimitPerMinute: env.AGENT_REGISTRATION_RATE_LIMIT_PER_MINUTE,
      unclaimedKeyTtlMs: env.AGENT_UNCLAIMED_KEY_TTL_DAYS * 86_400_000,
    },
    mcp: { allowedOrigins: parseOrigins(env.MCP_ALLOWED_ORIGINS) },
    oauth: {
      accessTokenTtlMs: env.OAUTH_ACCESS_TOKEN_TTL_MINUTES * 60_000,
      refreshTokenTtlMs: env.OAUTH_REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    },
    alerts: {
      operatorChatId: env.OPERATOR_CHAT_ID ? Number(env.OPERATOR_CHAT_ID) : null,
      signatureFailures: env.ALERT_SIGNATURE_FAILURES,
      signatureWindowMs: env.ALERT_SIGNATURE_WINDOW_MINUTES * 60_000,
      jobAgeMs: env.ALERT_JOB_AGE_MINUTES * 60_000,
      adminTokenFailures: env.ALERT_ADMIN_TOKEN_FAILURES,
      adminTokenWindowMs: env.ALERT_ADMIN_TOKEN_WINDOW_MINUTES * 60_000,
    },
    logLevel: env.LOG_LEVEL,
    http: { headersTimeoutMs: Math.round(env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000), requestTimeoutMs: Math.round(env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000) },
    warnings,
  };
}

/** Telegram's messages a second across chats over its messages a second in one chat. */
const DEFAULT_DELIVERY_CONCURRENCY = 30;
const MAX_CONCURRENCY = 1000;

/** A lane's jobs at once per worker process: the default when unset, else a whole number from 1 to MAX_CONCURRENCY. */
function concurrencyOf(name: string, value: string, fallback: number): number {
  const text = value.trim();
  if (text === '') return fallback;
  const n = Number(text);
  if (!/^[0-9]+$/.test(text) || n < 1 || n > MAX_CONCURRENCY) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${MAX_CONCURRENCY} (jobs at once in each worker process), not ${JSON.stringify(value)}; leave it unset for ${fallback}`);
  }
  return n;
}

/** MCP_ALLOWED_ORIGINS: comma-separated origins, each `http(s)://host[:port]` and nothing more. */
export function parseOrigins(value: string): string[] {
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  return entries.map((entry) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new ConfigError(`MCP_ALLOWED_ORIGINS must list origins such as https://app.example.com (scheme, host and port only); not ${JSON.stringify(entry)}`);
    }
    return url.origin;
  });
}

/** The seller when all three parts are given; a part without the others is refused, whatever the mode. */
function sellerIdentity(env: Env): SellerIdentity | null {
  const parts = { SELLER_NAME: env.SELLER_NAME.trim(), SELLER_ADDRESS: env.SELLER_ADDRESS.trim(), SELLER_TAX_ID: env.SELLER_TAX_ID.trim() };
  const given = Object.entries(parts).filter(([, value]) => value);
  if (given.length === 0) return null;
  if (given.length < 3) {
    const missing = Object.entries(parts).filter(([, value]) => !value).map(([name]) => name);
    throw new ConfigError(`set ${missing.join(' and ')} too: the seller is named with ${given.map(([name]) => name).join(' and ')}, and its name, address and tax ID go together`);
  }
  return { name: parts.SELLER_NAME, address: parts.SELLER_ADDRESS, taxId: parts.SELLER_TAX_ID };
}

function paymentsConfig(env: Env, hasBot: boolean): PaymentsConfig {
  const names = env.PAYMENT_PROVIDERS.split(',').map((n) => n.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => !(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(n));
  if (unknown.length) throw new ConfigError(`PAYMENT_PROVIDERS names ${unknown.join(', ')}; the providers are ${PAYMENT_PROVIDER_NAMES.join(', ')}`);
  const providers = (names.length ? [...new Set(names)] : ['demo']) as PaymentProviderName[];
  if (providers.includes('demo') && providers.length > 1) throw new ConfigError('PAYMENT_PROVIDERS: demo takes no real money and cannot be offered beside real providers');
  const need = (provider: string, pairs: [string, string][]) => {
    const missing = pairs.filter(([, value]) => !value).map(([name]) => name);
    if (missing.length) throw new ConfigError(`PAYMENT_PROVIDERS has ${provider}: set ${missing.join(' and ')}`);
  };
  let stripe: PaymentsConfig['stripe'] = null;
  if (providers.includes('stripe')) {
    need('stripe', [['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY], ['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET]]);
    if (!isHttpUrl(env.STRIPE_API_URL)) throw new ConfigError(`STRIPE_API_URL must be an http(s) URL, got ${JSON.stringify(env.STRIPE_API_URL)}`);
    // The SDK takes a host, port and protocol: a path would be silently dropped.
    if (!['', '/'].includes(new URL(env.STRIPE_API_URL).pathname)) throw new ConfigError(`STRIPE_API_URL is a server address without a path (such as https://api.stripe.com), got ${JSON.stringify(env.STRIPE_API_URL)}`);
    stripe = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL.replace(/\/+$/, '') };
  }
  let yookassa: PaymentsConfig['yookassa'] = null;
  if (providers.includes('yookassa')) {
    need('yookassa', [['YOOKASSA_SHOP_ID', env.YOOKASSA_SHOP_ID], ['YOOKASSA_SECRET_KEY', env.YOOKASSA_SECRET_KEY]]);
    if (!isHttpUrl(env.YOOKASSA_API_URL)) throw new ConfigError(`YOOKASSA_API_URL must be an http(s) URL, got ${JSON.stringify(env.YOOKASSA_API_URL)}`);
    const trustedIps = env.YOOKASSA_TRUSTED_IPS ? env.YOOKASSA_TRUSTED_IPS.split(',').map((r) => r.trim()).filter(Boolean) : YOOKASSA_PUBLISHED_RANGES;
    const bad = trustedIps.filter((range) => parseRange(range) === null);
    if (bad.length) throw new ConfigError(`YOOKASSA_TRUSTED_IPS must list addresses or CIDR ranges; not ${bad.join(', ')}`);
    yookassa = { shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY, apiUrl: env.YOOKASSA_API_URL.replace(/\/+$/, ''), vatCode: env.YOOKASSA_VAT_CODE, trustedIps };
  }
  if (providers.includes('telegram_stars') && !hasBot) throw new ConfigError('PAYMENT_PROVIDERS has telegram_stars: set TELEGRAM_BOT_TOKEN (Stars are paid inside the bot)');
  return { providers, stripe, yookassa };
}

/** The OpenID Connect client: both halves or neither, for a bot, at an https issuer (or a local one). */
function oidcConfig(env: Env, hasBot: boolean): Config['login']['oidc'] {
  const clientId = env.TELEGRAM_LOGIN_CLIENT_ID;
  const clientSecret = env.TELEGRAM_LOGIN_CLIENT_SECRET;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError('TELEGRAM_LOGIN_CLIENT_ID and TELEGRAM_LOGIN_CLIENT_SECRET go together: BotFather shows both (Bot Settings, Login Widget)');
  if (!hasBot) throw new ConfigError('TELEGRAM_LOGIN_CLIENT_ID needs TELEGRAM_BOT_TOKEN: the login client belongs to the bot');
  const issuer = env.TELEGRAM_LOGIN_ISSUER.replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`TELEGRAM_LOGIN_ISSUER must be an https URL, got ${JSON.stringify(issuer)}`);
  }
  if (url.protocol !== 'https:' && !isLoopback(url)) throw new ConfigError(`TELEGRAM_LOGIN_ISSUER must be an https URL (http only on this machine, for tests), got ${JSON.stringify(issuer)}`);
  return { clientId, clientSecret, issuer };
}

/** An address on this machine, where plain http is no one else's to read. */
export function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]');
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** For the entry points: the config, or a one-line message and exit code 2 for a bad environment. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
