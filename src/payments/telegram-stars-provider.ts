// Telegram Stars: the buyer pays inside Telegram, through our bot (grammY's Api, handed in by the
// composition root). No money provider stands behind it and no token is needed: invoices in XTR with
// an empty provider_token are paid in Stars, and Telegram reports payments to the bot as updates
// (src/telegram/bot.ts relays them to services/payments/stars-checkout.ts).
import type { Api } from 'grammy';
import type { LabeledPrice } from 'grammy/types';
import { LOCALE_OF } from '../i18n/languages.js';
import type { Translations } from '../i18n/translations.js';
import {
  WebhookSignatureError,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProvider,
  type RefundInput,
  type RefundOutcome,
  type RemotePayment,
} from '../services/payments/provider.js';
import type { StarsInvoice } from '../services/payments/stars-checkout.js';

/** Telegram's limits on an invoice's title and description. */
const TITLE_MAX = 32;
const DESCRIPTION_MAX = 255;
/** getStarTransactions answers at most this many at a time. */
const TRANSACTIONS_PAGE = 100;

export class TelegramStarsProvider implements PaymentProvider {
  readonly name = 'telegram_stars';
  readonly title = 'Telegram Stars';
  readonly demo = false;
  readonly currencies = ['XTR'] as const;
  // refundStarPayment gives back a whole charge, never part of one.
  readonly partialRefunds = false;
  /** Invoice links open Telegram: https://t.me/$... */
  readonly checkoutOrigins = ['https://t.me'] as const;

  constructor(
    private readonly api: Api,
    /** The invoice's words in the order's language (bot.json `invoice.*`, `products.*`, `addons.*`). */
    private readonly translations: Translations,
  ) {}

  /**
   * payUrl is an invoice link (createInvoiceLink), not a deep link that makes the bot send an
   * invoice: it opens the payment sheet straight from the browser, in one tap, with no message the
   * buyer must find first. The bot still sends the same invoice when the buyer opens the bot with
   * an unpaid order (sendInvoice below), so both ways lead to one payment.
   */
  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const invoice = invoiceFields(input, this.translations);
    const payUrl = await this.api.createInvoiceLink(invoice.title, invoice.description, input.paymentId, '', 'XTR', invoice.prices);
    // Telegram names the charge only when it is paid (telegram_payment_charge_id).
    return { providerRef: null, payUrl };
  }

  /** The same invoice as a message in the buyer's chat with the bot. */
  async sendInvoice(chatId: number, input: StarsInvoice): Promise<void> {
    const invoice = invoiceFields(input, this.translations);
    await this.api.sendInvoice(chatId, invoice.title, invoice.description, input.paymentId, 'XTR', invoice.prices, { provider_token: '' });
  }

  /**
   * Stars payments reach the bot as updates, never our payment webhook: anything posted to
   * /api/payments/telegram_stars/webhook is refused, so it cannot mark an order paid.
   */
  async parseNotification(): Promise<PaymentEvent[]> {
    throw new WebhookSignatureError('Telegram Stars payments are reported to the bot, not to this address');
  }

  /**
   * The charge as the bot's Stars history shows it: its incoming transaction, and the outgoing one
   * with the same id once it was refunded. The history has no lookup by id, so this reads it page
   * by page from the oldest: for reconciliation, not for a request path.
   */
  async fetchStatus(providerRef: string): Promise<RemotePayment> {
    let paid: number | null = null;
    let refunded = 0;
    for (let offset = 0; ; offset += TRANSACTIONS_PAGE) {
      const { transactions } = await this.api.getStarTransactions({ offset, limit: TRANSACTIONS_PAGE });
      for (const t of transactions) {
        if (t.id !== providerRef) continue;
        if (t.source?.type === 'user') paid = t.amount;
        if (t.receiver?.type === 'user') refunded += t.amount;
      }
      if (transactions.length < TRANSACTIONS_PAGE) break;
    }
    if (paid === null) throw new Error(`the bot's Stars history has no charge ${providerRef}`);
    return { status: refunded >= paid ? 'refunded' : 'succeeded', amount: paid, currency: 'XTR', refunded };
  }

  /** The whole charge goes back to the payer's Stars balance at once. */
  async refund(input: RefundInput): Promise<RefundOutcome> {
    if (!input.payerRef) throw new Error(`Stars payment ${input.paymentId} has no payer to refund`);
    try {
      await this.api.refundStarPayment(Number(input.payerRef), input.providerRef);
    } catch (error) {
      // Asked again after a crash that followed Telegram's yes: the Stars are back already.
      if (!(error instanceof Error && /CHARGE_ALREADY_REFUNDED/.test(error.message))) throw error;
    }
    return { refundRef: input.providerRef, status: 'succeeded' };
  }

  /**
   * Nothing to end at Telegram: an invoice has no state there. One left unpaid is refused at
   * pre_checkout_query once its order expires or is cancelled, before any Stars move.
   */
  async cancel(): Promise<void> {}
}

/** Title, description and the one price a Stars invoice takes, within Telegram's limits, in the order's language. */
function invoiceFields(input: Pick<StarsInvoice, 'amount' | 'description' | 'items' | 'language'>, translations: Translations): { title: string; description: string; prices: LabeledPrice[] } {
  const { language } = input;
  const t = translations.t(language, 'bot');
  const [product, ...addons] = input.items.map((item) => item.title);
  // Add-ons are named inside a sentence, as the language sets off a product's name there (Russian in «»).
  const addonList = new Intl.ListFormat(LOCALE_OF[language], { type: 'conjunction' }).format(addons.map((title) => t('invoice.addonName', { title })));
  const what = addons.length ? t('invoice.withAddons', { product, addons: addonList, count: addons.length }) : (product ?? input.description);
  return {
    title: clip(product ?? input.description, TITLE_MAX),
    description: clip(t('invoice.description', { what }), DESCRIPTION_MAX),
    // Stars invoices take exactly one price.
    prices: [{ label: clip(product ? [product, ...addons].join(' + ') : input.description, DESCRIPTION_MAX), amount: input.amount }],
  };
}

function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`;
}
