// The payments a buyer may ask back through the bot (/paysupport): those of the orders their account
// owns, and the Stars they paid themselves, which Telegram names them the payer of.
import type { Kysely } from 'kysely';
import type { Database, OrderStatus, PaymentStatus } from '../schema.js';

export interface BuyerPayment {
  orderId: string;
  product: string;
  orderStatus: OrderStatus;
  paidAt: number | null;
  orderLanguageMeta: string;
  paymentId: string;
  provider: string;
  paymentStatus: PaymentStatus;
  amount: number;
  currency: string;
  /** Refunds asked, on their way or made, in the payment's minor units. */
  refunding: number;
}

export class BuyerPaymentQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest `limit` payments that succeeded or were refunded, of `userId`'s orders or paid by `telegramId`. */
  async of(telegramId: number, userId: string | null, limit: number): Promise<BuyerPayment[]> {
    const rows = await this.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([
        'orders.id as orderId',
        'orders.product as product',
        'orders.status as orderStatus',
        'orders.paid_at as paidAt',
        'orders.meta as orderLanguageMeta',
        'payments.id as paymentId',
        'payments.provider as provider',
        'payments.status as paymentStatus',
        'payments.amount as amount',
        'payments.currency as currency',
      ])
      .select((eb) =>
        eb
          .selectFrom('refunds')
          .whereRef('refunds.payment_id', '=', 'payments.id')
          .where('refunds.status', 'in', ['requested', 'pending', 'succeeded'])
          .select((r) => r.fn.coalesce(r.fn.sum<number>('refunds.amount'), r.lit(0)).as('total'))
          .as('refunding'),
      )
      .where('payments.status', 'in', ['succeeded', 'refunded'])
      .where((eb) => {
        const paidByThem = eb.and([eb('payments.provider', '=', 'telegram_stars'), eb('payments.payer_ref', '=', String(telegramId))]);
        return userId === null ? paidByThem : eb.or([paidByThem, eb('orders.owner_user_id', '=', userId)]);
      })
      .orderBy('payments.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, paidAt: row.paidAt === null ? null : Number(row.paidAt), amount: Number(row.amount), refunding: Number(row.refunding ?? 0) }));
  }
}
