// Demo mode's stand-in for Telegram: the demo chat page acts as a Telegram user pressing Start,
// typing commands and pressing buttons; the same Conversation and command replies answer, and everything the bot
// would send (replies and the delivered reading) lands in `demo_messages` for the page to show.
// The simulated user's Telegram speaks the language the page was opened in (as their language_code).
import type { Clock } from '../clock.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import { demoAccount } from '../services/identity/identity-service.js';
import type { TelegramAccount } from '../services/identity/types.js';
import { nullIfNotFound } from '../services/errors.js';
import type { OrderService } from '../services/orders/order-service.js';
import type { DemoChatQueries } from '../store/queries/demo-chat.js';
import { sendReplies, type Conversation, type ReplyButton } from './conversation.js';
import type { ChatSender } from '../services/delivery/chat-sender.js';
import type { Translations } from '../i18n/translations.js';
import type { ChatLanguages } from '../services/chat/chat-languages.js';
import { supportReply, termsReply } from './commands/info-replies.js';
import { chooseLanguage, LANGUAGE_CALLBACK_PREFIX, languagePrompt } from './commands/language-replies.js';
import { REFUND_CALLBACK_PREFIX, type PaySupport } from './commands/paysupport-replies.js';

/** One line of the demo chat, oldest first. */
interface DemoMessageView {
  id: number;
  sender: 'bot' | 'user';
  kind: 'text' | 'photo' | 'document';
  /**
   * bot `text`: Telegram HTML exactly as the bot would send it (render with telegramHtmlToPageHtml);
   * bot `photo`/`document`: the caption (Telegram HTML) or null; user: the plain text typed.
   */
  text: string | null;
  buttons: ReplyButton[][] | null;
  /** photo: the wheel of this reading (readings.wheel_png); document: its PDF. */
  readingId: string | null;
  orderId: string | null;
  createdAt: number;
}

interface DemoChatDeps {
  /** The chat log. */
  log: DemoChatQueries;
  /** The order a bot start link's token names (services/orders/links.ts), or null. */
  orderIdForStart: (token: string) => Promise<string | null>;
  orders: Pick<OrderService, 'find'>;
  clock: Clock;
  conversation: Conversation;
  sender: ChatSender;
  /** The selling bot's commands, answered as the real bot's composers answer them (commands/). */
  commands: {
    languages: ChatLanguages;
    translations: Translations;
    baseUrl: string;
    supportEmail: string;
    paySupport: PaySupport;
  };
}

export class DemoChat {
  constructor(private readonly deps: DemoChatDeps) {}

  /** The demo Telegram account for a username; its private chat id equals its user id, as in Telegram. */
  account(username: string): TelegramAccount {
    const account = demoAccount(username);
    if (!account) throw new RangeError('a Telegram username is 5-32 letters, digits or _');
    return account;
  }

  chatIdFor(username: string): number {
    return this.account(username).id;
  }

  /** The order a start payload names (for the page to suggest the order's username), or null. */
  async orderForStart(payload: string): Promise<{ orderId: string; contact: string } | null> {
    if (!payload || payload.startsWith('login_') || payload.startsWith('claim_')) return null;
    const orderId = await this.deps.orderIdForStart(payload);
    const order = orderId ? await this.deps.orders.find(orderId).catch(nullIfNotFound) : null;
    return order ? { orderId: order.id, contact: order.contact } : null;
  }

  /** The user pressed Start on `t.me/<bot>?start=<payload>` (Telegram sends "/start <payload>"). */
  async start(username: string, payload: string, pageLanguage: Language = DEFAULT_LANGUAGE): Promise<number> {
    const account = this.account(username);
    const language = await this.deps.commands.languages.of(account.id, pageLanguage);
    const order = await this.orderForStart(payload);
    await this.userSaid(account.id, '/start', order?.orderId ?? null);
    await sendReplies(this.deps.sender, account.id, await this.deps.conversation.start({ account, chatId: account.id, language }, payload), order?.orderId ?? null);
    return account.id;
  }

  /** The user typed a message in the demo chat; `pageLanguage` stands for their Telegram's. */
  async say(username: string, text: string, pageLanguage: Language = DEFAULT_LANGUAGE): Promise<number> {
    const account = this.account(username);
    const language = await this.deps.commands.languages.of(account.id, pageLanguage);
    const input = { account, chatId: account.id, language };
    const clean = text.trim().slice(0, 4096);
    await this.userSaid(account.id, clean, null);
    const [command, ...rest] = clean.split(/\s+/);
    const name = command.toLowerCase().replace(/@.*$/, '');
    const { commands } = this.deps;
    const replies =
      name === '/start'
        ? await this.deps.conversation.start(input, rest.join(' '))
        : name === '/readings'
          ? await this.deps.conversation.readings(input)
          : name === '/help'
            ? this.deps.conversation.help(language)
            : name === '/terms'
              ? termsReply(commands, language)
              : name === '/support'
                ? supportReply(commands, language)
                : name === '/language'
                  ? languagePrompt(commands.translations, language)
                  : name === '/paysupport'
                    ? await commands.paySupport.overview(account.id, language)
                    : await this.deps.conversation.message(input, clean);
    await sendReplies(this.deps.sender, account.id, replies);
    return account.id;
  }

  /** The user pressed an inline button carrying callback `data`. */
  async press(username: string, data: string, pageLanguage: Language = DEFAULT_LANGUAGE): Promise<{ chatId: number; toast: string }> {
    const account = this.account(username);
    const { commands } = this.deps;
    const language = await commands.languages.of(account.id, pageLanguage);
    const outcome = data.startsWith(LANGUAGE_CALLBACK_PREFIX)
      ? await chooseLanguage(commands, account.id, data, language)
      : data.startsWith(REFUND_CALLBACK_PREFIX)
        ? await commands.paySupport.request(account.id, data, language)
        : await this.deps.conversation.callback({ account, chatId: account.id, language }, data);
    await sendReplies(this.deps.sender, account.id, outcome.replies);
    return { chatId: account.id, toast: outcome.toast };
  }

  /** The chat's messages after `afterId` (for polling), oldest first. */
  async messages(chatId: number, afterId = 0, limit = 200): Promise<DemoMessageView[]> {
    const rows = await this.deps.log.after(chatId, afterId, limit);
    return rows.map((r) => ({
      id: Number(r.id),
      sender: r.sender,
      kind: r.kind,
      text: r.text,
      buttons: r.buttons ? (JSON.parse(r.buttons) as ReplyButton[][]) : null,
      readingId: r.reading_id,
      orderId: r.order_id,
      createdAt: Number(r.created_at),
    }));
  }

  /** The newest message id of a user's chat (0 for none): the page polls it. */
  async latest(username: string): Promise<number> {
    return this.deps.log.latestId(this.chatIdFor(username));
  }

  /** The wheel picture (photo) or PDF (document) a message of this user's chat carries, or undefined. */
  file(username: string, messageId: number): Promise<{ kind: 'photo' | 'document'; data: Buffer } | undefined> {
    return this.deps.log.file(this.chatIdFor(username), messageId);
  }

  private async userSaid(chatId: number, text: string, orderId: string | null): Promise<void> {
    await this.deps.log.insert({ chat_id: chatId, order_id: orderId, sender: 'user', kind: 'text', text, buttons: null, reading_id: null, created_at: this.deps.clock.now() });
  }
}
