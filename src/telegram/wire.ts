// Builds the Telegram side of the service from config: identity, the conversation, the bot (or in
// demo mode the demo chat), and delivery with its job handler. createServices calls this once.
import type { Kysely } from 'kysely';
import type { UserFromGetMe } from 'grammy/types';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { JobQueue } from '../jobs/queue.js';
import type { JobHandler, WorkerLogger } from '../jobs/worker.js';
import type { CatalogService } from '../services/catalog/catalog-service.js';
import { DeliveryService } from '../services/delivery/delivery-service.js';
import { IdentityService } from '../services/identity/identity-service.js';
import type { Database } from '../store/schema.js';
import { createBot, type ThrottleOptions } from './bot.js';
import { Conversation } from './conversation.js';
import { DemoChat } from './demo-chat.js';
import { TelegramRuntime, webhookSecretFor } from './runtime.js';
import { DemoSender, type ChatSender } from './senders.js';

export interface TelegramServices {
  /** Telegram users, order binding, logins and sessions. */
  identity: IdentityService;
  /** What the bot answers; shared by the real bot and the demo chat. */
  conversation: Conversation;
  /** Where bot messages go: Telegram, or the demo chat log. */
  chatSender: ChatSender;
  delivery: DeliveryService;
  /** The running bot (polling or webhook) when TELEGRAM_BOT_TOKEN is set. */
  telegram: TelegramRuntime | null;
  /** The demo chat when there is no bot token. */
  demoChat: DemoChat | null;
}

/** Test knobs: a faster throttle, and the bot's identity to skip getMe. */
export interface TelegramTestOptions {
  throttle?: ThrottleOptions;
  botInfo?: UserFromGetMe;
}

export interface TelegramWiring {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  queue: JobQueue;
  catalog: CatalogService;
  secret: string;
  logger: WorkerLogger;
  onEnqueued: () => void;
  options?: TelegramTestOptions;
}

export function createTelegramParts(w: TelegramWiring): { services: TelegramServices; jobHandlers: Record<string, JobHandler> } {
  const { config, db, clock, queue } = w;
  const identity = new IdentityService({
    db,
    clock,
    secret: w.secret,
    queue,
    onEnqueued: w.onEnqueued,
    options: {
      botToken: config.telegram.botToken,
      botUsername: config.telegram.botUsername,
      baseUrl: config.publicBaseUrl,
      // Demo login only where no real bot can vouch for anyone.
      demoLoginAllowed: config.demo && !config.telegram.botToken,
      loginMaxAgeSeconds: config.login.maxAgeSeconds,
      sessionTtlMs: config.login.sessionTtlMs,
    },
  });
  const conversation = new Conversation({
    db,
    identity,
    baseUrl: config.publicBaseUrl,
    productTitle: async (id) => (await w.catalog.get()).products.find((p) => p.id === id)?.title ?? id,
  });

  let chatSender: ChatSender;
  let telegram: TelegramRuntime | null = null;
  let demoChat: DemoChat | null = null;
  if (config.telegram.botToken) {
    const { bot, sender } = createBot({
      token: config.telegram.botToken,
      apiRoot: config.telegram.apiRoot,
      conversation,
      logger: w.logger,
      throttle: w.options?.throttle,
      botInfo: w.options?.botInfo,
    });
    chatSender = sender;
    telegram = new TelegramRuntime(bot, {
      webhookUrl: config.telegram.webhookUrl,
      webhookSecret: webhookSecretFor(config.telegram.webhookSecret, w.secret),
      logger: w.logger,
    });
  } else {
    chatSender = new DemoSender(db, clock);
    demoChat = new DemoChat({ db, clock, secret: w.secret, conversation, sender: chatSender });
  }
  const delivery = new DeliveryService({ db, clock, sender: chatSender, logger: w.logger, leaseMs: config.jobs.leaseMs, heartbeatMs: config.jobs.heartbeatMs });
  return {
    services: { identity, conversation, chatSender, delivery, telegram, demoChat },
    jobHandlers: {
      deliver_reading: async (payload: { orderId: string }) => void (await delivery.deliver(payload.orderId)),
    },
  };
}
