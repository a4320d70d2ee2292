// Runs the bot: long polling by default, or webhook mode (TELEGRAM_WEBHOOK_URL) where Telegram
// posts updates to POST /api/telegram/webhook with our secret header, so any instance can take them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { WorkerLogger } from '../jobs/worker.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.js';
import type { Translations } from '../i18n/translations.js';
import { botCommands } from './commands/menu.js';
import type { BotContext } from './context.js';

interface TelegramRuntimeOptions {
  webhookUrl: string | null;
  /** The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token. */
  webhookSecret: string;
  logger: WorkerLogger;
  /** The command menu's descriptions, in every language. */
  translations: Translations;
}

// pre_checkout_query and successful_payment (a message) carry Telegram Stars payments.
const ALLOWED_UPDATES = ['message', 'callback_query', 'pre_checkout_query'] as const;

export class TelegramRuntime {
  private polling: Promise<void> | null = null;
  private initialised: Promise<void> | null = null;

  constructor(
    readonly bot: Bot<BotContext>,
    private readonly options: TelegramRuntimeOptions,
  ) {}

  get mode(): 'webhook' | 'polling' {
    return this.options.webhookUrl ? 'webhook' : 'polling';
  }

  /** Registers the webhook or starts polling. Never throws: a Telegram outage must not stop the site. */
  async start(): Promise<void> {
    const { logger } = this.options;
    try {
      await this.init();
      await this.setCommands();
      if (this.options.webhookUrl) {
        await this.bot.api.setWebhook(this.options.webhookUrl, { secret_token: this.options.webhookSecret, allowed_updates: [...ALLOWED_UPDATES] });
        logger.info({ url: this.options.webhookUrl }, 'telegram webhook set');
        return;
      }
    } catch (error) {
      logger.error({ err: error }, 'telegram bot setup failed; updates may not arrive');
      if (this.options.webhookUrl) return;
    }
    if (this.polling) return;
    // bot.start removes any webhook, then long-polls until stop(); it retries network errors itself.
    this.polling = this.bot
      .start({ allowed_updates: [...ALLOWED_UPDATES], onStart: (me) => logger.info({ bot: me.username }, 'telegram bot polling') })
      .catch((error) => logger.error({ err: error }, 'telegram polling stopped'));
  }

  /**
   * The command menu: the default language's for every user, and each other language's for the
   * users whose Telegram speaks it (Telegram picks the list by the user's language_code).
   */
  private async setCommands(): Promise<void> {
    for (const language of LANGUAGES) {
      const commands = botCommands(this.options.translations, language);
      if (language === DEFAULT_LANGUAGE) await this.bot.api.setMyCommands(commands);
      else await this.bot.api.setMyCommands(commands, { language_code: language });
    }
  }

  async stop(): Promise<void> {
    if (!this.polling) return;
    await this.bot.stop();
    await this.polling;
    this.polling = null;
  }

  /** Constant-time check of the webhook's secret header. */
  checkSecret(header: string | string[] | undefined): boolean {
    if (typeof header !== 'string') return false;
    const given = Buffer.from(header);
    const expected = Buffer.from(this.options.webhookSecret);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async handleUpdate(update: Update): Promise<void> {
    await this.init();
    await this.bot.handleUpdate(update);
  }

  private init(): Promise<void> {
    this.initialised ??= this.bot.init().catch((error) => {
      this.initialised = null;
      throw error;
    });
    return this.initialised;
  }
}

/** The webhook secret: configured, or derived from the install secret so every instance agrees. */
export function webhookSecretFor(configured: string | null, installSecret: string): string {
  return configured ?? createHmac('sha256', installSecret).update('telegram-webhook').digest('base64url');
}
