// What the bot answers, as plain functions from (who, what they sent) to replies. grammY's
// composers and the demo chat both call these, so the real bot and the demo never say different things.
import type { Kysely } from 'kysely';
import type { ChatSender, ReplyButton } from '../services/delivery/chat-sender.js';
import { escapeTelegram as esc } from '../reading/render/escape.js';
import { LOGIN_NONCE, type IdentityService } from '../services/identity/identity-service.js';
import type { ConfirmationAnswer, ConfirmationPrompt, OrderConfirmations } from '../services/identity/order-confirmation.js';
import type { BindRefusal, BindResult, TelegramAccount } from '../services/identity/types.js';
import type { OrderStatus } from '../services/orders/lifecycle.js';
import type { PreCheckoutRefusal, StarsCheckout } from '../services/payments/stars-checkout.js';
import type { Database } from '../store/schema.js';

export type { ReplyButton };

/** One message from the bot: Telegram HTML, with inline buttons in rows. */
export interface BotReply {
  html: string;
  buttons?: ReplyButton[][];
}

export interface ChatInput {
  account: TelegramAccount;
  chatId: number;
}

export interface ConversationDeps {
  db: Kysely<Database>;
  identity: IdentityService;
  /** An account other than the order's contact confirms the order with its phone's last digits. */
  confirmations: OrderConfirmations;
  baseUrl: string;
  /** Where buyers write when the bot cannot help them. */
  supportEmail: string;
  /** Product titles by id, from the catalog. */
  productTitle: (productId: string) => Promise<string>;
  /** Payments in Telegram Stars, when they are enabled (never in demo mode: they need the bot). */
  stars?: { checkout: StarsCheckout; invoices: ChatInvoices } | null;
}

/** Sends the invoice of an unpaid order into a chat. */
export interface ChatInvoices {
  /** False when the order cannot be paid in the chat (or the invoice could not be sent). */
  offer(chatId: number, orderId: string): Promise<boolean>;
}

/** What Telegram asks before it takes the Stars, and what the bot answers. */
export interface PreCheckoutQuestion {
  payload: string;
  amount: number;
  currency: string;
}

/** What Telegram reports after it took the Stars. */
export interface StarsPaymentReport extends PreCheckoutQuestion {
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

export const BOT_COMMANDS = [
  { command: 'start', description: 'Link an order or start over' },
  { command: 'readings', description: 'Your readings' },
  { command: 'help', description: 'What this bot does' },
] as const;

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

  /** `/start` with its deep-link payload (empty when typed alone). */
  async start(input: ChatInput, payload: string): Promise<BotReply[]> {
    const value = payload.trim();
    if (value.startsWith('login_')) return this.loginPrompt(value.slice('login_'.length));
    if (value.startsWith('claim_')) return this.claims ? this.claims.prompt(input, value.slice('claim_'.length)) : [this.claimReply()];
    if (value === '') return this.greet(input);
    if (!ORDER_TOKEN.test(value)) return [{ html: refusalText('unknown_token', this.site, this.deps.supportEmail) }];
    return this.bindOrder(input, value);
  }

  private async greet(input: ChatInput): Promise<BotReply[]> {
    const queued = await this.deps.identity.attachChat(input.account, input.chatId);
    const name = input.account.first_name ? `, ${esc(input.account.first_name)}` : '';
    const replies: BotReply[] = [
      {
        html:
          `Hello${name}! I deliver the personal readings, astrology and numerology, ordered on ${esc(this.site)}.\n\n` +
          `After you pay, open the bot link from your order page: I link the order to this Telegram account ` +
          `(if it names another username, I ask for the last four digits of the phone given in it) and send the reading here as soon as it is ready.\n\n` +
          `/readings lists your readings. /help explains more.`,
        buttons: [[{ text: 'Order a reading', url: `${this.deps.baseUrl}/` }]],
      },
    ];
    if (queued.length > 0) replies.push({ html: queued.length === 1 ? 'Your reading is ready; it follows now.' : `${queued.length} readings are ready; they follow now.` });
    return replies;
  }

  private async bindOrder(input: ChatInput, token: string): Promise<BotReply[]> {
    const result = await this.deps.identity.bindOrderFromStart(token, input.account, input.chatId);
    if (!result.ok && result.orderId && (result.reason === 'username_mismatch' || result.reason === 'no_username')) {
      return [{ html: this.promptText(await this.deps.confirmations.ask(result.orderId, input.account), result.reason) }];
    }
    return this.bound(input, result);
  }

  /** What the bot says after an order was bound to this account (or why it was not). */
  private async bound(input: ChatInput, result: BindResult, contactUpdated = false): Promise<BotReply[]> {
    if (!result.ok) return [{ html: refusalText(result.reason, this.site, this.deps.supportEmail) }];
    const order = await this.deps.db.selectFrom('orders').select(['product', 'status']).where('id', '=', result.orderId).executeTakeFirstOrThrow();
    const title = esc(await this.deps.productTitle(order.product));
    const username = input.account.username ? `@${esc(input.account.username)}` : null;
    const opening = result.alreadyBound
      ? `Your order «${title}» is linked to this account already.`
      : contactUpdated
        ? `Thank you, that matches. Your order «${title}» is now linked to this Telegram account${username ? `, and its Telegram username is now ${username}` : ''}.`
        : `Thank you! Your order «${title}» is now linked to this Telegram account.`;
    // An unpaid order can be paid right here: the invoice goes first, this message refers to it.
    if (order.status === 'pending_payment' && (await this.deps.stars?.invoices.offer(input.chatId, result.orderId))) {
      return [{ html: `${opening}\n\nIt is not paid yet: pay with the invoice above, and your reading comes here as soon as the payment is through.` }];
    }
    return [{ html: `${opening}\n\n${statusText(order.status, result.deliveryQueued, this.site)}` }];
  }

  private loginPrompt(nonce: string): BotReply[] {
    if (!LOGIN_NONCE.test(nonce)) return [{ html: 'This login link is not valid. Press “Log in with Telegram” on the site again.' }];
    return [
      {
        html:
          `Log in to <b>${esc(this.site)}</b> with this Telegram account?\n\n` +
          `Confirm only if you pressed “Log in through the bot” on ${esc(this.site)} yourself just now. ` +
          `The browser that waits for this confirmation will be signed in as you.`,
        buttons: [[{ text: 'Yes, log me in', callback: `${LOGIN_CALLBACK_PREFIX}${nonce}` }]],
      },
    ];
  }

  private claimReply(): BotReply {
    return {
      html: `Agent claims are approved on the website: log in at ${esc(this.deps.baseUrl)}/profile and open the claim link your agent gave you there.`,
    };
  }

  /** An inline button press. Answers the toast text and any messages to send. */
  async callback(input: ChatInput, data: string): Promise<{ toast: string; replies: BotReply[] }> {
    if (data.startsWith(CLAIM_CALLBACK_PREFIX) && this.claims) return this.claims.answer(input, data);
    if (data.startsWith(LOGIN_CALLBACK_PREFIX)) {
      const outcome = await this.deps.identity.confirmLoginNonce(data.slice(LOGIN_CALLBACK_PREFIX.length), input.account);
      // Orders waiting for this account's chat go out now that we know it.
      await this.deps.identity.attachChat(input.account, input.chatId);
      switch (outcome) {
        case 'confirmed':
        case 'already_confirmed':
          return { toast: 'Logged in', replies: [{ html: `You are logged in on ${esc(this.site)}. Return to the browser tab; it continues by itself.` }] };
        case 'expired':
          return { toast: 'Login link expired', replies: [{ html: 'This login request has expired or was used already. Press “Log in through the bot” on the site again.' }] };
        default:
          return { toast: 'Unknown login link', replies: [{ html: 'This login link is not valid. Press “Log in through the bot” on the site again.' }] };
      }
    }
    return { toast: '', replies: [] };
  }

  /** `/readings`: the account's orders and readings, newest first, with links to the site. */
  async readings(input: ChatInput): Promise<BotReply[]> {
    const user = await this.deps.identity.userByTelegramId(input.account.id);
    const rows = user
      ? await this.deps.db
          .selectFrom('orders')
          .leftJoin('readings', 'readings.order_id', 'orders.id')
          .select(['orders.id as orderId', 'orders.product', 'orders.status', 'orders.created_at', 'readings.id as readingId'])
          .where('orders.owner_user_id', '=', user.id)
          .orderBy('orders.created_at', 'desc')
          .limit(20)
          .execute()
      : [];
    if (rows.length === 0) {
      return [{ html: `You have no readings linked to this account yet. Order one at ${esc(this.deps.baseUrl)}/ and open the bot link from the order page.` }];
    }
    const lines = [];
    for (const row of rows) {
      const title = esc(await this.deps.productTitle(row.product));
      const date = new Date(Number(row.created_at)).toISOString().slice(0, 10);
      if (row.readingId) lines.push(`• <a href="${esc(`${this.deps.baseUrl}/profile/readings/${encodeURIComponent(row.readingId)}`)}">${title}</a>, ordered ${date}`);
      else lines.push(`• ${title}, ordered ${date}: ${shortStatus(row.status)}`);
    }
    return [{ html: `<b>Your readings</b>\n\n${lines.join('\n')}\n\nAll of them are also at ${esc(this.deps.baseUrl)}/profile after you log in with Telegram.` }];
  }

  help(): BotReply[] {
    return [
      {
        html:
          `<b>How it works</b>\n` +
          `1. Order a reading on ${esc(this.deps.baseUrl)}/ and give your Telegram username.\n` +
          `2. Pay, then open the bot link from the order page.\n` +
          `3. I send the reading here: the text, the chart wheel of an astrology reading, and the PDF if you bought it.\n\n` +
          `<b>Commands</b>\n/start — link an order or start over\n/readings — your readings\n/help — this message\n\n` +
          `Log in with Telegram at ${esc(this.deps.baseUrl)}/profile to read them in the browser.`,
      },
    ];
  }

  /**
   * Telegram's question before it takes the Stars: yes, or the reason Telegram shows the buyer. A
   * failed check says no (nothing is charged) rather than leave the question to time out.
   */
  async preCheckout(question: PreCheckoutQuestion): Promise<{ ok: true } | { ok: false; message: string }> {
    const checkout = this.deps.stars?.checkout;
    if (!checkout) return { ok: false, message: preCheckoutRefusalText('unknown_payment', this.site) };
    let verdict;
    try {
      verdict = await checkout.preCheckout(question);
    } catch {
      return { ok: false, message: 'I could not check your order just now, so no Stars were taken. Please try again in a minute.' };
    }
    return verdict.ok ? verdict : { ok: false, message: preCheckoutRefusalText(verdict.reason, this.site) };
  }

  /**
   * Telegram took the Stars: the payment is recorded, the order is linked to the payer when it was
   * placed for their username, and the buyer hears what happens next. A repeated report says nothing.
   */
  async paymentReceived(input: ChatInput, report: StarsPaymentReport): Promise<BotReply[]> {
    const checkout = this.deps.stars?.checkout;
    if (!checkout) return [];
    const result = await checkout.recordCharge({ payload: report.payload, chargeId: report.chargeId, payerId: input.account.id, amount: report.amount, currency: report.currency });
    const stars = starsText(report.amount);
    switch (result.kind) {
      case 'duplicate':
        return [];
      case 'unmatched':
        return [{ html: 'Thank you. I could not match this payment to an order, so I have passed it to our team: they will sort it out or give your Stars back. You do not need to do anything.' }];
      case 'refunding':
        return [
          {
            html:
              result.because === 'paid_already'
                ? `This order was paid already, so I could not accept a second payment. Your ${stars} are on their way back to your balance.`
                : `This order had expired or was cancelled before the payment went through, so I could not accept it. Your ${stars} are on their way back to your balance; you are welcome to place a new order on ${esc(this.site)}.`,
          },
        ];
      case 'paid': {
        const order = await this.deps.db.selectFrom('orders').select('product').where('id', '=', result.orderId).executeTakeFirstOrThrow();
        const thanks = `Thank you! Your payment of ${stars} for «${esc(await this.deps.productTitle(order.product))}» is received.`;
        const bound = await this.deps.identity.bindOrder(result.orderId, input.account, input.chatId);
        return [{ html: `${thanks}\n\n${bound.ok ? 'Your reading is being prepared; it arrives in this chat in a few minutes.' : paidElsewhereText(bound.reason)}` }];
      }
    }
  }

  /** A message that is no command: the digits the bot asked for, or anything else. */
  async message(input: ChatInput, text: string): Promise<BotReply[]> {
    const answer = await this.deps.confirmations.answer(input.account, input.chatId, text);
    if (answer.kind === 'none') return this.unknown();
    if (answer.kind === 'confirmed') return this.bound(input, answer.bind, true);
    return [{ html: this.answerText(answer) }];
  }

  /** The question for the digits, or why it cannot be asked. */
  private promptText(prompt: ConfirmationPrompt, reason: 'username_mismatch' | 'no_username'): string {
    const support = supportLine(this.deps.supportEmail);
    switch (prompt.kind) {
      case 'asked': {
        const why =
          reason === 'no_username'
            ? 'Your Telegram account has no username, so I cannot match it to the one given in this order.'
            : 'This order was placed for a different Telegram username.';
        return (
          `${why} If the order is yours, confirm it: reply with the <b>last four digits of the phone number</b> given in the order.\n\n` +
          `Then I link the order to this account and send the reading here. ${triesText(prompt.triesLeft)}`
        );
      }
      case 'locked':
        return `This order can no longer be confirmed from this account: too many wrong answers were given for it. ${support}`;
      case 'too_many':
        return `Too many wrong answers came from this account today, so I cannot ask again for now. Please try again tomorrow. ${support}`;
      case 'erased':
        return `The personal details of this order have been deleted, so I cannot check that it is yours. ${support}`;
    }
  }

  private answerText(answer: Exclude<ConfirmationAnswer, { kind: 'none' } | { kind: 'confirmed' }>): string {
    const support = supportLine(this.deps.supportEmail);
    switch (answer.kind) {
      case 'not_digits':
        return `Please reply with just the last four digits of the phone number given in the order, and nothing else. ${triesText(answer.triesLeft)}`;
      case 'wrong':
        return `Those digits do not match the phone number in the order. Please check and try again. ${triesText(answer.triesLeft)}`;
      case 'locked':
        return `Those digits do not match either, so this order can no longer be confirmed from this account. ${support}`;
      case 'erased':
        return `The personal details of this order have been deleted, so I cannot check that it is yours. ${support}`;
    }
  }

  /** Any other message. */
  unknown(): BotReply[] {
    return [{ html: 'I understand /start, /readings and /help. Your readings arrive here by themselves once they are ready.' }];
  }
}

function supportLine(email: string): string {
  return `If the order is yours, write to ${esc(email)} with your order number, and we will send the reading to the right account.`;
}

function triesText(left: number): string {
  return left === 1 ? 'You have one try left.' : `You have ${['no', 'one', 'two', 'three'][left] ?? left} tries left.`;
}

function refusalText(reason: BindRefusal, site: string, supportEmail: string): string {
  switch (reason) {
    case 'unknown_token':
      return `I don't know this link. Please open the bot link from your order page on ${esc(site)} again.`;
    case 'no_username':
      return (
        'Your Telegram account has no username, so I cannot check that this order is yours. ' +
        'Set one in Telegram (Settings → Username) to the username you gave in the order, then open the bot link from the order page again.'
      );
    case 'username_mismatch':
      return (
        'This order was placed for a different Telegram username, so I did not link it to your account. ' +
        'If the order is yours, make sure your Telegram username is the one you gave at checkout, then open the link again.'
      );
    case 'bound_to_other':
      return `This order is linked to another Telegram account already, so I cannot link it to yours. ${supportLine(supportEmail)}`;
  }
}

function preCheckoutRefusalText(reason: PreCheckoutRefusal, site: string): string {
  switch (reason) {
    case 'unknown_payment':
      return `I don't recognise this invoice, so no Stars were taken. Please open the payment link from your order page on ${site} again.`;
    case 'not_payable':
      return `This order can no longer be paid: it has expired or was cancelled. No Stars were taken; you are welcome to place a new order on ${site}.`;
    case 'paid_already':
      return 'This order is paid already, so no Stars were taken this time.';
    case 'price_mismatch':
      return `This invoice does not match the order's price, so no Stars were taken. Please open the payment link from your order page on ${site} again.`;
  }
}

/** Where the reading of a paid order goes when the payer's account cannot be linked to it. */
function paidElsewhereText(reason: BindRefusal): string {
  switch (reason) {
    case 'no_username':
      return (
        'Your Telegram account has no username, so I cannot tell whether this order is yours. ' +
        'Set the username you gave in the order (Settings → Username), then open the bot link from the order page, and the reading comes here.'
      );
    case 'username_mismatch':
      return 'The order was placed for another Telegram username, so the reading goes to that account as soon as its owner opens the bot link from the order page.';
    case 'bound_to_other':
    case 'unknown_token':
      return 'The reading goes to the Telegram account this order is linked to.';
  }
}

function starsText(amount: number): string {
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? 'Star' : 'Stars'}`;
}

function statusText(status: string, deliveryQueued: boolean, site: string): string {
  switch (status) {
    case 'pending_payment':
      return `It is not paid yet. Once the payment arrives, your reading comes here.`;
    case 'paid':
      return 'Your reading is being prepared; it arrives here in a few minutes.';
    case 'ready':
      return deliveryQueued ? 'Your reading is ready; it follows now.' : 'Your reading is ready and on its way.';
    case 'delivered':
      return 'Your reading was delivered in this chat; /readings lists it.';
    case 'expired':
    case 'cancelled':
      return `This order was not paid in time. You can place a new order on ${esc(site)}.`;
    case 'refunded':
      return 'This order was refunded.';
    case 'failed':
      return 'We could not prepare your reading. Our team has been alerted and will either prepare it again or refund your payment; you do not need to do anything.';
    case 'undeliverable':
      return 'Your reading is ready; it follows now.';
    default:
      return '';
  }
}

const SHORT_STATUS: Record<OrderStatus, string> = {
  pending_payment: 'awaiting payment',
  paid: 'being prepared',
  ready: 'on its way',
  delivered: 'delivered',
  expired: 'expired unpaid',
  cancelled: 'cancelled',
  refunded: 'refunded',
  failed: 'could not be prepared',
  undeliverable: 'ready, but not yet received here: press /start to get it',
};

function shortStatus(status: string): string {
  return SHORT_STATUS[status as OrderStatus] ?? status;
}

/** Sends the replies in order through a chat sender (Telegram, or the demo chat log). */
export async function sendReplies(sender: ChatSender, chatId: number, replies: BotReply[], orderId: string | null = null): Promise<void> {
  for (const reply of replies) await sender.sendMessage(chatId, reply.html, { buttons: reply.buttons, orderId });
}
