// A buyer asks for their money back from the bot (/paysupport). Telegram asks selling bots to answer
// this themselves: Stars paid within the refund window the operator set come back at once, through
// the operator's own refund path (the same refund row, job, lifecycle move and audit entry);
// anything else reaches the operator, who answers from the console.
import type { Clock } from '../../clock.js';
import type { BuyerPayment } from '../../store/queries/buyer-payments.js';
import type { Queries } from '../../store/queries/index.js';
import { AppError } from '../errors.js';
import type { AlertMarks } from '../operator/alert-marks.js';
import type { OperatorAlerts } from '../operator/alerts.js';
import { statusIn, PAID_STATUSES } from '../orders/lifecycle.js';
import { STARS_PROVIDER } from './stars-checkout.js';

/** What can happen to a payment if its buyer asks for it back now. */
export type RefundPath =
  | 'automatic' // Stars inside the window: the bot gives them back itself
  | 'operator' // outside the window, or not Stars: the operator decides
  | 'on_its_way' // a refund is asked or under way already
  | 'refunded'; // given back

export interface BuyerPaymentView {
  orderId: string;
  product: string;
  /** The order's JSON meta, for its language. */
  orderMeta: string;
  amount: number;
  currency: string;
  path: RefundPath;
}

export type RefundRequestOutcome =
  | { kind: 'refunding'; payment: BuyerPaymentView }
  | { kind: 'passed_to_operator'; payment: BuyerPaymentView; alreadyAsked: boolean }
  | { kind: 'on_its_way' | 'refunded'; payment: BuyerPaymentView }
  /** No payment of this account's has this order id. */
  | { kind: 'not_theirs' };

interface RefundRequestsDeps {
  queries: Pick<Queries, 'buyerPayments' | 'identities'>;
  clock: Clock;
  /** The operator's refund (OrderActions.refund), with its audit entry under `actor`. */
  refund: (actor: string, orderId: string, reason: string) => Promise<unknown>;
  alerts: OperatorAlerts;
  /** So that one order's request reaches the operator once, however often it is asked. */
  marks: AlertMarks;
  /** How long after the payment Stars come back without the operator; 0 leaves every request to them. */
  windowMs: number;
}

/** A buyer's payments listed by /paysupport (the newest). */
const LISTED = 10;

export class RefundRequests {
  constructor(private readonly deps: RefundRequestsDeps) {}

  /** The hours a buyer has to get Stars back by themselves; 0 when requests always go to the operator. */
  get windowHours(): number {
    return this.deps.windowMs / 3_600_000;
  }

  /** The account's newest payments, each with what a request would do. */
  async payments(telegramId: number): Promise<BuyerPaymentView[]> {
    return (await this.rows(telegramId)).map((row) => this.view(row));
  }

  /** The buyer asks for the payment of `orderId` back. */
  async request(telegramId: number, orderId: string): Promise<RefundRequestOutcome> {
    const row = (await this.rows(telegramId)).find((r) => r.orderId === orderId);
    if (!row) return { kind: 'not_theirs' };
    const payment = this.view(row);
    if (payment.path === 'refunded' || payment.path === 'on_its_way') return { kind: payment.path, payment };
    if (payment.path === 'automatic') {
      try {
        await this.deps.refund(`telegram:${telegramId}`, orderId, 'asked by the buyer with /paysupport, within the refund window');
        return { kind: 'refunding', payment };
      } catch (error) {
        // Another request, or the operator, got there first.
        if (error instanceof AppError && error.code === 'not_refundable') return { kind: 'on_its_way', payment };
        throw error;
      }
    }
    const first = await this.deps.marks.claim(`refund_request:${orderId}`);
    if (first) {
      await this.deps.alerts.send({
        event: 'refund_requested',
        orderId,
        telegramId,
        provider: row.provider,
        paidAt: row.paidAt,
        why: row.provider !== STARS_PROVIDER ? 'not_stars' : this.deps.windowMs === 0 ? 'no_window' : 'outside_window',
      });
    }
    return { kind: 'passed_to_operator', payment, alreadyAsked: !first };
  }

  private async rows(telegramId: number): Promise<BuyerPayment[]> {
    const user = await this.deps.queries.identities.userByTelegramId(telegramId);
    return this.deps.queries.buyerPayments.of(telegramId, user?.id ?? null, LISTED);
  }

  private view(row: BuyerPayment): BuyerPaymentView {
    return { orderId: row.orderId, product: row.product, orderMeta: row.orderLanguageMeta, amount: row.amount, currency: row.currency, path: this.path(row) };
  }

  private path(row: BuyerPayment): RefundPath {
    if (row.paymentStatus === 'refunded' || row.orderStatus === 'refunded') return 'refunded';
    if (row.refunding >= row.amount) return 'on_its_way';
    const paidAt = row.paidAt ?? 0;
    const inWindow = this.deps.windowMs > 0 && this.deps.clock.now() - paidAt <= this.deps.windowMs;
    return row.provider === STARS_PROVIDER && inWindow && statusIn(PAID_STATUSES, row.orderStatus) ? 'automatic' : 'operator';
  }
}
