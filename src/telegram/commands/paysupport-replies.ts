// What /paysupport answers: how refunds work, the buyer's latest payments, and a button to ask for
// each back (grammY-free: the demo chat answers the same).
// What a request does (Stars back at once, or the operator told) is RefundRequests' decision.
import type { TFunction } from 'i18next';
import { escapeTelegram as esc } from '../../reading/render/escape.js';
import { LOCALE_OF, type Language } from '../../i18n/languages.js';
import type { Translations } from '../../i18n/translations.js';
import { toMajorUnits } from '../../services/catalog/money.js';
import type { BuyerPaymentView, RefundRequestOutcome, RefundRequests } from '../../services/payments/refund-requests.js';
import type { BotReply } from '../conversation.js';

/** callback_data of a refund button: `refund:<order id>` (order ids are well under Telegram's 64 bytes). */
export const REFUND_CALLBACK_PREFIX = 'refund:';
const PREFIX = REFUND_CALLBACK_PREFIX;
const ORDER_ID = /^[A-Za-z0-9_-]{1,56}$/;

export interface PaySupportDeps {
  refunds: Pick<RefundRequests, 'payments' | 'request' | 'windowHours'>;
  translations: Translations;
  productTitle: (productId: string, language: Language) => Promise<string>;
  supportEmail: string;
}

export class PaySupport {
  constructor(private readonly deps: PaySupportDeps) {}

  /** The explanation, the payments, and a button for each payment that can still be asked back. */
  async overview(telegramId: number, language: Language): Promise<BotReply[]> {
    const t = this.t(language);
    const hours = this.deps.refunds.windowHours;
    const intro = `<b>${t('paysupport.title')}</b>\n${hours > 0 ? t('paysupport.withWindow', { window: t('paysupport.hours', { count: hours }) }) : t('paysupport.withoutWindow')}`;
    const payments = await this.deps.refunds.payments(telegramId);
    if (payments.length === 0) return [{ html: `${intro}\n\n${t('paysupport.none', { email: esc(this.deps.supportEmail) })}` }];
    const lines: string[] = [];
    const buttons = [];
    for (const payment of payments) {
      const title = await this.deps.productTitle(payment.product, language);
      const amount = money(t, language, payment);
      lines.push(t(`paysupport.line.${payment.path}`, { title: esc(title), amount: esc(amount) }));
      if (payment.path === 'automatic' || payment.path === 'operator') {
        buttons.push([{ text: t('paysupport.button', { title, amount }), callback: `${PREFIX}${payment.orderId}` }]);
      }
    }
    const footer = buttons.length > 0 ? t('paysupport.pick') : t('paysupport.nothingToAsk', { email: esc(this.deps.supportEmail) });
    return [{ html: `${intro}\n\n<b>${t('paysupport.listTitle')}</b>\n${lines.join('\n')}\n\n${footer}`, ...(buttons.length > 0 ? { buttons } : {}) }];
  }

  /** A refund button was pressed: the toast and the message that answer it. */
  async request(telegramId: number, data: string, language: Language): Promise<{ toast: string; replies: BotReply[] }> {
    const t = this.t(language);
    const orderId = data.slice(PREFIX.length);
    const outcome: RefundRequestOutcome = ORDER_ID.test(orderId) ? await this.deps.refunds.request(telegramId, orderId) : { kind: 'not_theirs' };
    if (outcome.kind === 'not_theirs') return { toast: t('paysupport.notTheirsToast'), replies: [{ html: t('paysupport.notTheirs') }] };
    const vars = { title: esc(await this.deps.productTitle(outcome.payment.product, language)), amount: esc(money(t, language, outcome.payment)), email: esc(this.deps.supportEmail) };
    switch (outcome.kind) {
      case 'refunding':
        return { toast: t('paysupport.refundingToast'), replies: [{ html: t('paysupport.refunding', vars) }] };
      case 'passed_to_operator':
        return { toast: t('paysupport.passedToast'), replies: [{ html: t(outcome.alreadyAsked ? 'paysupport.passedAgain' : 'paysupport.passed', vars) }] };
      case 'on_its_way':
        return { toast: '', replies: [{ html: t('paysupport.onItsWay', vars) }] };
      case 'refunded':
        return { toast: '', replies: [{ html: t('paysupport.refundedAlready', vars) }] };
    }
  }

  private t(language: Language): TFunction {
    return this.deps.translations.t(language, 'bot');
  }
}

/** "2,500 Stars", or the money in the language's own format. */
function money(t: TFunction, language: Language, payment: Pick<BuyerPaymentView, 'amount' | 'currency'>): string {
  if (payment.currency === 'XTR') return t('stars.amount', { count: payment.amount });
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'currency', currency: payment.currency }).format(toMajorUnits(payment.amount, payment.currency));
}

