// Applies payment provider notifications. Each notification is applied at most once (its id is
// recorded in the same transaction), and every state change is a conditional update, so replayed,
// late, out-of-order or concurrent notifications leave exactly one outcome.
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/queue.js';
import type { PaymentEvent } from './provider.js';
import type { Database, PaymentRow } from '../../store/schema.js';
import { AppError, notFound } from '../errors.js';
import { PAID_STATUSES, type OrderLifecycle } from '../orders/lifecycle.js';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

export interface PaymentServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  queue: JobQueue;
  lifecycle: OrderLifecycle;
  /** Called after a commit that enqueued work, to wake an idle in-process worker. */
  onEnqueued?: () => void;
}

export class PaymentService {
  constructor(private readonly deps: PaymentServiceDeps) {}

  async payment(paymentId: string): Promise<PaymentRow> {
    const row = await this.deps.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
    if (!row) throw notFound(`payment ${paymentId}`);
    return row;
  }

  async applyEvent(provider: string, event: PaymentEvent): Promise<EventOutcome> {
    let enqueued = false;
    const outcome = await this.deps.db.transaction().execute(async (trx): Promise<EventOutcome> => {
      const now = this.deps.clock.now();
      const payment = await trx.selectFrom('payments').selectAll().where('id', '=', event.paymentId).where('provider', '=', provider).executeTakeFirst();
      if (!payment) throw new AppError('not_found', `no ${provider} payment ${event.paymentId}`);
      if (event.amount !== payment.amount || event.currency !== payment.currency) {
        throw new AppError('amount_mismatch', 'the notification does not match the payment amount or currency');
      }
      const inserted = await trx
        .insertInto('payment_events')
        .values({ provider, event_id: event.eventId, payment_id: payment.id, type: event.type, received_at: now })
        .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';

      switch (event.type) {
        case 'payment.succeeded': {
          const moved = await movePayment(trx, payment.id, ['pending', 'failed'], 'succeeded', now);
          if (!moved) return 'ignored';
          // Money received wins over expiry: an order paid after its deadline is still served.
          if (await this.deps.lifecycle.move(trx, payment.order_id, ['pending_payment', 'expired', 'cancelled'], 'paid', { paid_at: now })) {
            await this.deps.queue.enqueue(trx, 'generate_reading', { orderId: payment.order_id });
            enqueued = true;
          }
          return 'applied';
        }
        case 'payment.failed':
          // A decline leaves the order payable: the buyer may try again on the same page.
          return (await movePayment(trx, payment.id, ['pending'], 'failed', now)) ? 'applied' : 'ignored';
        case 'payment.refunded': {
          const moved = await movePayment(trx, payment.id, ['succeeded'], 'refunded', now);
          if (!moved) return 'ignored';
          await this.deps.lifecycle.move(trx, payment.order_id, PAID_STATUSES, 'refunded');
          return 'applied';
        }
      }
    });
    if (enqueued) this.deps.onEnqueued?.();
    return outcome;
  }
}

async function movePayment(trx: Transaction<Database>, id: string, from: PaymentRow['status'][], to: PaymentRow['status'], now: number): Promise<boolean> {
  const result = await trx.updateTable('payments').set({ status: to, updated_at: now }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
