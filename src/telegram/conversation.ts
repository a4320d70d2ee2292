// What the bot answers, as plain functions from (who, what they sent) to replies. grammY's
// composers and the demo chat both call these, so the real bot and the demo never say different things.
//
// Every word comes from the bot's message files (src/i18n/locales/<language>/bot.json). Which
// language: a message about one order (its link to this account, the confirmation of it, its
// status, its payment in Stars and a refund of it) speaks the order's language, the one the buyer
// chose on the site when they placed it, since that choice is explicit and the reading is written in
// it; everything else (the greeting, /help, /readings, logins, agent claims) speaks the chat's
// language, the Telegram user's language_code.
import type { TFunction } from 'i18next';
import type { ChatSender, ReplyButton } from '../services/delivery/chat-sender.js';
import { escapeTelegram as esc } from '../reading/render/escape.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.js';
import type { Translations } from '../i18n/translations.js';
import { nullIfNotFound } from '../services/errors.js';
import { LOGIN_NONCE, type IdentityService } from '../services/identity/identity-service.js';
import type { ConfirmationAnswer, ConfirmationLimit, ConfirmationPrompt, OrderConfirmations } from '../services/identity/order-confirmation.js';
import type { BindRefusal, BindResult, TelegramAccount } from '../services/identity/types.js';
import { ORDER_STATUSES, type OrderStatus } from '../services/orders/lifecycle.js';
import { languageOfOrder } from '../services/orders/order-language.js';
import type { OrderService } from '../services/orders/order-service.js';
import type { PaymentService } from '../services/payments/payment-service.js';
import type { ReadingQueries } from '../services/readings/reading-queries.js';
import type { PreCheckoutRefusal, StarsCheckout } from '../services/payments/stars-checkout.js';
import { chatDateTime } from './chat-time.js';

export type { ReplyButton };

/** One message from the bot: Telegram HTML, with inline buttons in rows. */
export interface BotReply {
  html: string;
  buttons?: ReplyButton[][];
}

export interface ChatInput {
  account: TelegramAccount;
  chatId: number;
  /** The chat's language: the Telegram user's language_code as a language we speak; English when unknown. */
  language?: Language;
}

interface ConversationDeps {
  /** An order's product, status and language. */
  orders: Pick<OrderService, 'find'>;
  /** The order an invoice's payment is for. */
  payments: Pick<PaymentService, 'payment'>;
  /** The account's latest orders and readings (/readings). */
  readingQueries: Pick<ReadingQueries, 'latestOrdersFor'>;
  identity: IdentityService;
  /** An account other than the order's contact confirms the order with its phone's last digits. */
  confirmations: OrderConfirmations;
  baseUrl: string;
  /** Where buyers write when the bot cannot help them. */
  supportEmail: string;
  translations: Translations;
  /** A product's title in a language (the catalog's, or the bot's message files' in another language). */
  productTitle: (productId: string, language: Language) => Promise<string>;
  /** Payments in Telegram Stars, when they are enabled (never in demo mode: they need the bot). */
  stars?: { checkout: StarsCheckout; invoices: ChatInvoices } | null;
}

/** Sends the invoice of an unpaid order into a chat. */
export interface ChatInvoices {
  /** False when the order cannot be paid in the chat (or the invoice could not be sent). */
  offer(chatId: number, orderId: string): Promise<boolean>;
}

/** What Telegram asks before it takes the Stars, and what the bot answers. */
interface PreCheckoutQuestion {
  payload: string;
  amount: number;
  currency: string;
}

/** What Telegram reports after it took the Stars. */
interface StarsPaymentReport extends PreCheckoutQuestion {
  chargeId: string;
}

/** The agent claim through the bot (`/start claim_<code>` and its buttons); src/services/agents. */
/** Inline-button data that belongs to the claim handler starts with this. */
export const CLAIM_CALLBACK_PREFIX = 'claim:';

export interface ClaimHandler {
  prompt(input: ChatInput, code: string): Promise<BotReply[]>;
  /** Buttons whose callback_data starts with `claim:`. */
  answer(input: ChatInput, data: string): Promise<{ toast: string; replies: BotReply[] }>;
}

const ORDER_TOKEN = /^[A-Za-z0-9_-]{8,64}$/;
export const LOGIN_CALLBACK_PREFIX = 'login:';

export class Conversation {
  private claims: ClaimHandler | null = null;

  constructor(private readonly deps: ConversationDeps) {}

  /** The agents service is built after the conversation; it plugs its claim handler in here. */
  setClaimHandler(handler: ClaimHandler): void {
    this.claims = handler;
  }

  private get site(): string {
    return new URL(this.deps.baseUrl).host;
  }

  private t(language: Language): TFunction {
    return this.deps.translations.t(language, 'bot');
  }

  /** The language the buyer placed an order in (English for an order we cannot find). */
  private async orderLanguage(orderId: string): Promise<Language> {
    const order = await this.deps.orders.find(orderId).catch(nullIfNotFound);
    return languageOfOrder(order?.meta);
  }

  /** `/start` with its deep-link payload (empty when typed alone). */
  async start(input: ChatInput, payload: string): Promise<BotReply[]> {
    const language = chatLanguage(input);
    const value = payload.trim();
    if (value.startsWith('login_')) return this.loginPrompt(value.slice('login_'.length), language);
    if (value.startsWith('claim_')) return this.claims ? this.claims.prompt(input, value.slice('claim_'.length)) : [this.claimReply(language)];
    if (value === '') return this.greet(input);
    if (!ORDER_TOKEN.test(value)) return [{ html: this.refusalText('unknown_token', language) }];
    return this.bindOrder(input, value);
  }

  private async greet(input: ChatInput): Promise<BotReply[]> {
    const language = chatLanguage(input);
    const t = this.t(language);
    const queued = await this.deps.identity.attachChat(input.account, input.chatId);
    const hello = input.account.first_name ? t('greet.helloNamed', { name: esc(input.account.first_name) }) : t('greet.hello');
    const replies: BotReply[] = [
      {
        html: `${hello} ${t('greet.intro', { site: esc(this.site) })}`,
        buttons: [[{ text: t('greet.orderButton'), url: `${this.deps.baseUrl}/` }]],
      },
    ];
    if (queued.length > 0) replies.push({ html: queued.length === 1 ? t('greet.readySingle') : t('greet.ready', { count: queued.length }) });
    return replies;
  }

  private async bindOrder(input: ChatInput, token: string): Promise<BotReply[]> {
    const result = await this.deps.identity.bindOrderFromStart(token, input.account, input.chatId);
    if (!result.ok && result.orderId && (result.reason === 'username_mismatch' || result.reason === 'no_username')) {
      const language = await this.orderLanguage(result.orderId);
      return [{ html: this.promptText(await this.deps.confirmations.ask(result.orderId, input.account), result.reason, language) }];
    }
    return this.bound(input, result);
  }

  /** What the bot says after an order was bound to this account (or why it was not). */
  private async bound(input: ChatInput, result: BindResult, contactUpdated = false): Promise<BotReply[]> {
    if (!result.ok) {
      const language = result.orderId ? await this.orderLanguage(result.orderId) : chatLanguage(input);
      return [{ html: this.refusalText(result.reason, language) }];
    }
    const order = await this.deps.orders.find(result.orderId);
    const language = languageOfOrder(order.meta);
    const t = this.t(language);
    const title = esc(await this.deps.productTitle(order.product, language));
    const username = input.account.username ? `@${esc(input.account.username)}` : null;
    const opening = result.alreadyBound
      ? t('bind.already', { title })
      : contactUpdated
        ? username
          ? t('bind.confirmedRenamed', { title, username })
          : t('bind.confirmed', { title })
        : t('bind.linked', { title });
    // An unpaid order can be paid right here: the invoice goes first, this message refers to it.
    if (order.status === 'pending_payment' && (await this.deps.stars?.invoices.offer(input.chatId, result.orderId))) {
      return [{ html: `${opening}\n\n${t('bind.payAbove')}` }];
    }
    const status = this.statusText(order.status, result.deliveryQueued, language);
    return [{ html: status ? `${opening}\n\n${status}` : opening }];
  }

  private loginPrompt(nonce: string, language: Language): BotReply[] {
    const t = this.t(language);
    if (!LOGIN_NONCE.test(nonce)) return [{ html: t('login.invalid') }];
    return [
      {
        html: t('login.prompt', { site: esc(this.site) }),
        buttons: [[{ text: t('login.button'), callback: `${LOGIN_CALLBACK_PREFIX}${nonce}` }]],
      },
    ];
  }

  private claimReply(language: Language): BotReply {
    return { html: this.t(language)('claim.onWebsite', { baseUrl: esc(this.deps.baseUrl) }) };
  }

  /** An inline button press. Answers the toast text and any messages to send. */
  async callback(input: ChatInput, data: string): Promise<{ toast: string; replies: BotReply[] }> {
    if (data.startsWith(CLAIM_CALLBACK_PREFIX) && this.claims) return this.claims.answer(input, data);
    if (data.startsWith(LOGIN_CALLBACK_PREFIX)) {
      const t = this.t(chatLanguage(input));
      const outcome = await this.deps.identity.confirmLoginNonce(data.slice(LOGIN_CALLBACK_PREFIX.length), input.account);
      // Orders waiting for this account's chat go out now that we know it.
      await this.deps.identity.attachChat(input.account, input.chatId);
      switch (outcome) {
        case 'confirmed':
        case 'already_confirmed':
          return { toast: t('login.confirmedToast'), replies: [{ html: t('login.confirmed', { site: esc(this.site) }) }] };
        case 'expired':
          return { toast: t('login.expiredToast'), replies: [{ html: t('login.expired') }] };
        default:
          return { toast: t('login.unknownToast'), replies: [{ html: t('login.invalid') }] };
      }
    }
    return { toast: '', replies: [] };
  }

  /** `/readings`: the account's orders and readings, newest first, with links to the site. */
  async readings(input: ChatInput): Promise<BotReply[]> {
    const language = chatLanguage(input);
    const t = this.t(language);
    const baseUrl = esc(this.deps.baseUrl);
    const user = await this.deps.identity.userByTelegramId(input.account.id);
    const rows = user ? await this.deps.readingQueries.latestOrdersFor(user.id, 20) : [];
    if (rows.length === 0) return [{ html: t('readings.none', { baseUrl }) }];
    const lines = [];
    for (const row of rows) {
      const title = esc(await this.deps.productTitle(row.product, language));
      const when = chatDateTime(t, language, row.createdAt);
      if (row.readingId) lines.push(t('readings.withReading', { url: esc(`${this.deps.baseUrl}/profile/readings/${encodeURIComponent(row.readingId)}`), title, when }));
      else lines.push(t('readings.withoutReading', { title, when, status: shortStatus(t, row.status) }));
    }
    return [{ html: `<b>${t('readings.title')}</b>\n\n${lines.join('\n')}\n\n${t('readings.footer', { baseUrl })}` }];
  }

  help(language: Language = DEFAULT_LANGUAGE): BotReply[] {
    return [{ html: this.t(language)('help', { baseUrl: esc(this.deps.baseUrl) }) }];
  }

  /**
   * Telegram's question before it takes the Stars: yes, or the reason Telegram shows the buyer (in
   * the order's language; in the payer's when the invoice names no order of ours). A failed check
   * says no (nothing is charged) rather than leave the question to time out.
   */
  async preCheckout(question: PreCheckoutQuestion, payerLanguage: Language = DEFAULT_LANGUAGE): Promise<{ ok: true } | { ok: false; message: string }> {
    let language = payerLanguage;
    try {
      language = (await this.paymentLanguage(question.payload)) ?? payerLanguage;
    } catch {
      // The check below fails the same way and answers for it.
    }
    const checkout = this.deps.stars?.checkout;
    if (!checkout) return { ok: false, message: this.preCheckoutRefusalText('unknown_payment', language) };
    let verdict;
    try {
      verdict = await checkout.preCheckout(question);
    } catch {
      return { ok: false, message: this.t(language)('stars.checkFailed') };
    }
    return verdict.ok ? verdict : { ok: false, message: this.preCheckoutRefusalText(verdict.reason, language) };
  }

  /** The language of the order a payment (an invoice's payload) is for; undefined for none of ours. */
  private async paymentLanguage(paymentId: string): Promise<Language | undefined> {
    const payment = await this.deps.payments.payment(paymentId).catch(nullIfNotFound);
    const order = payment && (await this.deps.orders.find(payment.order_id).catch(nullIfNotFound));
    return order ? languageOfOrder(order.meta) : undefined;
  }

  /**
   * Telegram took the Stars: the payment is recorded, the order is linked to the payer when it was
   * placed for their username, and the buyer hears what happens next. A repeated report says nothing.
   */
  async paymentReceived(input: ChatInput, report: StarsPaymentReport): Promise<BotReply[]> {
    const checkout = this.deps.stars?.checkout;
    if (!checkout) return [];
    const result = await checkout.recordCharge({ payload: report.payload, chargeId: report.chargeId, payerId: input.account.id, amount: report.amount, currency: report.currency });
    switch (result.kind) {
      case 'duplicate':
        return [];
      case 'unmatched':
        return [{ html: this.t(chatLanguage(input))('stars.unmatched') }];
      case 'refunding': {
        const t = this.t(await this.orderLanguage(result.orderId));
        const stars = t('stars.amountBack', { count: report.amount });
        return [
          {
            html:
              result.because === 'paid_already'
                ? t('stars.refundPaidAlready', { stars })
                : t('stars.refundClosed', { stars, site: esc(this.site) }),
          },
        ];
      }
      case 'paid': {
        const order = await this.deps.orders.find(result.orderId);
        const language = languageOfOrder(order.meta);
        const t = this.t(language);
        const thanks = t('stars.paid', { stars: t('stars.amount', { count: report.amount }), title: esc(await this.deps.productTitle(order.product, language)) });
        const bound = await this.deps.identity.bindOrder(result.orderId, input.account, input.chatId);
        return [{ html: `${thanks}\n\n${bound.ok ? t('stars.preparing') : paidElsewhereText(t, bound.reason)}` }];
      }
    }
  }

  /** A message that is no command: the digits the bot asked for, or anything else. */
  async message(input: ChatInput, text: string): Promise<BotReply[]> {
    const answer = await this.deps.confirmations.answer(input.account, input.chatId, text);
    if (answer.kind === 'none') return this.unknown(chatLanguage(input));
    if (answer.kind === 'confirmed') return this.bound(input, answer.bind, true);
    return [{ html: this.answerText(answer, await this.orderLanguage(answer.orderId)) }];
  }

  /** The question for the digits, or why it cannot be asked. */
  private promptText(prompt: ConfirmationPrompt, reason: 'username_mismatch' | 'no_username', language: Language): string {
    const t = this.t(language);
    const support = this.supportLine(t);
    switch (prompt.kind) {
      case 'asked': {
        const why = reason === 'no_username' ? t('confirm.whyNoUsername') : t('confirm.whyMismatch');
        const ask = t('confirm.ask', { why, tries: triesText(t, prompt.triesLeft) });
        return prompt.replaced ? `${ask}\n\n${t('confirm.replaced')}` : ask;
      }
      case 'locked':
        return t('confirm.locked', { support });
      case 'too_many':
        return t('confirm.tooMany', { support });
      case 'erased':
        return t('confirm.erased', { support });
    }
  }

  private answerText(answer: Exclude<ConfirmationAnswer, { kind: 'none' } | { kind: 'confirmed' }>, language: Language): string {
    const t = this.t(language);
    switch (answer.kind) {
      case 'not_digits':
        return t('confirm.notDigits', { tries: triesText(t, answer.triesLeft) });
      case 'wrong':
        return t('confirm.wrong', { tries: triesText(t, answer.triesLeft) });
      case 'locked':
        return t('confirm.lockedNow', { support: this.supportLine(t) });
      case 'limit':
        return t(`confirm.${LIMIT_TEXT[answer.limit][answer.judged ? 'judged' : 'unchecked']}`, { support: this.supportLine(t) });
      case 'erased':
        return t('confirm.erased', { support: this.supportLine(t) });
    }
  }

  /** Any other message. */
  unknown(language: Language = DEFAULT_LANGUAGE): BotReply[] {
    return [{ html: this.t(language)('unknown') }];
  }

  private supportLine(t: TFunction): string {
    return t('confirm.support', { email: esc(this.deps.supportEmail) });
  }

  private refusalText(reason: BindRefusal, language: Language): string {
    const t = this.t(language);
    return t(`refusal.${reason}`, { site: esc(this.site), support: this.supportLine(t) });
  }

  /** Plain text (Telegram shows it in the payment sheet), not HTML. */
  private preCheckoutRefusalText(reason: PreCheckoutRefusal, language: Language): string {
    return this.t(language)(`stars.${reason}`, { site: this.site });
  }

  private statusText(status: string, deliveryQueued: boolean, language: Language): string {
    const t = this.t(language);
    switch (status as OrderStatus) {
      case 'pending_payment':
      case 'paid':
      case 'delivered':
      case 'refunded':
      case 'failed':
        return t(`status.${status}`);
      case 'ready':
        return deliveryQueued ? t('status.readyQueued') : t('status.ready');
      case 'expired':
      case 'cancelled':
        return t('status.unpaid', { site: esc(this.site) });
      case 'undeliverable':
        return t('status.readyQueued');
      default:
        return '';
    }
  }
}

/** The bot.json `confirm.*` text when a limit stops the answers: the wrong answer that reached it, or one that came after. */
const LIMIT_TEXT: Record<ConfirmationLimit, { judged: string; unchecked: string }> = {
  pair: { judged: 'lockedNow', unchecked: 'lockedUnchecked' },
  order: { judged: 'orderLockedNow', unchecked: 'orderLockedUnchecked' },
  account: { judged: 'lastToday', unchecked: 'tooManyNow' },
};

function chatLanguage(input: ChatInput): Language {
  return input.language ?? DEFAULT_LANGUAGE;
}

/** "You have two tries left." · «Осталось две попытки.»: the count in words, as people say it. */
function triesText(t: TFunction, left: number): string {
  return t('confirm.tries', { count: left, countText: t(`confirm.countText.${left}`, { defaultValue: String(left) }) });
}

/** Where the reading of a paid order goes when the payer's account cannot be linked to it. */
function paidElsewhereText(t: TFunction, reason: BindRefusal): string {
  switch (reason) {
    case 'no_username':
      return t('stars.elsewhereNoUsername');
    case 'username_mismatch':
      return t('stars.elsewhereMismatch');
    case 'bound_to_other':
    case 'unknown_token':
      return t('stars.elsewhereLinked');
  }
}

function shortStatus(t: TFunction, status: string): string {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? t(`shortStatus.${status}`) : status;
}

/** Sends the replies in order through a chat sender (Telegram, or the demo chat log). */
export async function sendReplies(sender: ChatSender, chatId: number, replies: BotReply[], orderId: string | null = null): Promise<void> {
  for (const reply of replies) await sender.sendMessage(chatId, reply.html, { buttons: reply.buttons, orderId });
}
