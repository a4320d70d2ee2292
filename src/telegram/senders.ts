// Where the bot's messages go: Telegram itself (grammY's Api, with retries and throttling), or in
// demo mode the demo chat's log in the database. Delivery and the bot only see ChatSender.
import { InputFile, type Api } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../store/schema.js';
import type { ChatSender, ReplyButton, SendContext } from '../services/delivery/chat-sender.js';

function inlineKeyboard(buttons: ReplyButton[][] | undefined): InlineKeyboardMarkup | undefined {
  if (!buttons || buttons.length === 0) return undefined;
  return {
    inline_keyboard: buttons.map((row) => row.map((b) => (b.url ? { text: b.text, url: b.url } : { text: b.text, callback_data: b.callback ?? b.text }))),
  };
}

export class TelegramSender implements ChatSender {
  constructor(private readonly api: Api) {}

  async sendMessage(chatId: number, html: string, options: SendContext & { buttons?: ReplyButton[][] } = {}): Promise<number> {
    const markup = inlineKeyboard(options.buttons);
    const message = await this.api.sendMessage(chatId, html, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(markup ? { reply_markup: markup } : {}),
    });
    return message.message_id;
  }

  async sendPhoto(chatId: number, png: Buffer, fileName: string, caption: string | null): Promise<number> {
    const message = await this.api.sendPhoto(chatId, new InputFile(png, fileName), caption ? { caption, parse_mode: 'HTML' } : {});
    return message.message_id;
  }

  async sendDocument(chatId: number, file: Buffer, fileName: string, caption: string | null): Promise<number> {
    const message = await this.api.sendDocument(chatId, new InputFile(file, fileName), caption ? { caption, parse_mode: 'HTML' } : {});
    return message.message_id;
  }
}

/** Demo mode: every message the bot would send is written to `demo_messages` for the demo chat page. */
export class DemoSender implements ChatSender {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async sendMessage(chatId: number, html: string, options: SendContext & { buttons?: ReplyButton[][] } = {}): Promise<number> {
    return this.insert(chatId, 'text', html, options, options.buttons);
  }

  async sendPhoto(chatId: number, _png: Buffer, _fileName: string, caption: string | null, context: SendContext = {}): Promise<number> {
    return this.insert(chatId, 'photo', caption, context);
  }

  async sendDocument(chatId: number, _file: Buffer, _fileName: string, caption: string | null, context: SendContext = {}): Promise<number> {
    return this.insert(chatId, 'document', caption, context);
  }

  private async insert(chatId: number, kind: 'text' | 'photo' | 'document', text: string | null, context: SendContext, buttons?: ReplyButton[][]): Promise<number> {
    const row = await this.db
      .insertInto('demo_messages')
      .values({
        chat_id: chatId,
        order_id: context.orderId ?? null,
        sender: 'bot',
        kind,
        text,
        buttons: buttons && buttons.length > 0 ? JSON.stringify(buttons) : null,
        reading_id: context.readingId ?? null,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
}
