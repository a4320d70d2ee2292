// The bot's messages through Telegram itself (grammY's Api, with retries and throttling). Delivery and
// the bot only see ChatSender; in demo mode DemoSender (demo-sender.ts) stands in.
import { InputFile, type Api } from 'grammy';
import type { InlineKeyboardMarkup } from 'grammy/types';
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
