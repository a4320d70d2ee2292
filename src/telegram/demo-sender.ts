// Where the bot's messages go in demo mode: the demo chat's log in the database, shown on the demo
// chat page. No Telegram library is loaded for it.
import type { Clock } from '../clock.js';
import type { ChatSender, ReplyButton, SendContext } from '../services/delivery/chat-sender.js';
import type { DemoChatQueries } from '../store/queries/demo-chat.js';

/** Demo mode: every message the bot would send is written to `demo_messages` for the demo chat page. */
export class DemoSender implements ChatSender {
  constructor(
    private readonly log: DemoChatQueries,
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
    return this.log.insert({
      chat_id: chatId,
      order_id: context.orderId ?? null,
      sender: 'bot',
      kind,
      text,
      buttons: buttons && buttons.length > 0 ? JSON.stringify(buttons) : null,
      reading_id: context.readingId ?? null,
      created_at: this.clock.now(),
    });
  }
}
