// Where the bot's messages go, as delivery and the conversation see it: Telegram itself, or in demo
// mode the demo chat's log. The Telegram adapter (src/telegram/senders.ts) implements it.

/** An inline button under a bot message: a link, or a callback the bot answers. */
export interface ReplyButton {
  text: string;
  url?: string;
  /** callback_data; at most 64 bytes. */
  callback?: string;
}

/** What a sent message belongs to: the demo chat page shows pictures and files from the reading. */
export interface SendContext {
  orderId?: string | null;
  readingId?: string | null;
}

export interface ChatSender {
  /** Sends Telegram HTML; answers the message id (null where there is none, in the demo). */
  sendMessage(chatId: number, html: string, options?: SendContext & { buttons?: ReplyButton[][] }): Promise<number | null>;
  sendPhoto(chatId: number, png: Buffer, fileName: string, caption: string | null, context?: SendContext): Promise<number | null>;
  sendDocument(chatId: number, file: Buffer, fileName: string, caption: string | null, context?: SendContext): Promise<number | null>;
}

