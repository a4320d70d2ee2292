// What the operator does to an order (refund, resend, rebind, retry, cancel) and to the catalog,
// each with its audit entry in the same transaction. Status and owner change through the
// lifecycle module only; work is queued in the same transaction as the change that causes it.
import type { Clock } from '../../clock.js';
import type { JobQueue } from '../../jobs/queue.js';
import { isJobKind, type JobKind, type JobPayloads } from '../../jobs/kinds.js';
import type { OrderRow } from '../../store/schema.js';
import type { Queries } from '../../store/queries/index.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { Catalog, CatalogPatch } from '../catalog/model.js';
import { toMajorUnits } from '../catalog/money.js';
import { AppError, notFound, validationFailed } from '../errors.js';
import type { IdentityService } from '../identity/identity-service.js';
import { effectiveStatus, RESENDABLE_STATUSES, statusIn, type OrderLifecycle, type OrderStatus } from '../orders/lifecycle.js';
import type { PaymentService, RefundView } from '../payments/payment-service.js';
import type { AuditLog } from './audit.js';
import type { ActionResult, AuditAction, RebindRequest } from './model.js';
import { retryableJobs } from './order-timeline.js';
import { orderSummary } from './order-queries.js';

interface OrderActionsDeps {
  queries: Queries;
  clock: Clock;
  lifecycle: OrderLifecycle;
  queue: JobQueue;
  payments: PaymentService;
  catalog: CatalogService;
  identity: Pick<IdentityService, 'rebind'>;
  audit: AuditLog;
  /** Called after a commit that enqueued work, to wake an idle in-process worker. */
  onEnqueued?: () => void;
}

/** What an action may change of an order, as the audit log keeps it before and after. */
const ownership = (o: OrderRow) => ({ contact: o.contact, ownerUserId: o.owner_user_id, chatId: o.owner_chat_id === null ? null : Number(o.owner_chat_id) });

export class OrderActions {
  constructor(private readonly deps: OrderActionsDeps) {}

  async refund(actor: string, orderId: string, options: { amount?: number; reason?: string }): Promise<{ refund: RefundView; auditId: number }> {
    return this.auditRefusal(actor, 'refund', orderId, () => this.refundNow(actor, orderId, options));
  }

  private async refundNow(actor: string, orderId: string, options: { amount?: number; reason?: string }): Promise<{ refund: RefundView; auditId: number }> {
    const order = await this.find(this.deps.queries, orderId);
    let auditId = 0;
    const refund = await this.deps.payments.refund(orderId, {
      amount: options.amount,
      reason: options.reason ?? 'refunded by the operator',
      inTransaction: async (q, refundId) => {
        const refunded = await q.payments.refundedOfOrder(orderId);
        const r = await q.payments.refundById(refundId);
        if (!r) throw new Error(`refund ${refundId} went within its own transaction`);
        auditId = await this.deps.audit.record(q, {
          actor,
          action: 'refund',
          orderId,
          before: { status: order.status, refunded: toMajorUnits(refunded.find((x) => x.currency === r.currency)?.amount ?? 0, r.currency) },
          after: { refundId, amount: toMajorUnits(r.amount, r.currency), currency: r.currency, reason: r.reason, status: r.status },
        });
      },
    });
    return { refund, auditId };
  }

  /** The reading of a ready or delivered order goes to its chat again. */
  async resend(actor: string, orderId: string): Promise<ActionResult> {
    return this.act(actor, 'resend', orderId, async (q) => {
      const order = await this.find(q, orderId);
      if (!statusIn(RESENDABLE_STATUSES, order.status)) {
        throw new AppError('not_resendable', `the order is ${order.status}: only a ready or delivered reading can be sent again`);
      }
      if (order.owner_chat_id === null) {
        throw new AppError('not_resendable', 'nobody has opened the bot for this order yet: give the buyer its bot link, or rebind it to their Telegram account');
      }
      const now = this.deps.clock.now();
      const payload: JobPayloads['deliver_reading'] = order.status === 'delivered' ? { orderId, resendSince: now } : { orderId };
      await this.deps.queue.enqueue(q, 'deliver_reading', payload);
      const auditId = await this.deps.audit.record(q, { actor, action: 'resend', orderId, before: { status: order.status, ...ownership(order) }, after: { queued: 'deliver_reading', chatId: Number(order.owner_chat_id) } });
      return { order, auditId, enqueued: true };
    });
  }

  /**
   * The order goes to another Telegram account: by user id (bound and sent at once when ready), or
   * by username (bound to the known account of that name, else to whoever of that name opens the
   * order's bot link).
   */
  async rebind(actor: string, orderId: string, to: RebindRequest): Promise<ActionResult> {
    return this.auditRefusal(actor, 'rebind', orderId, () => this.rebindNow(actor, orderId, to));
  }

  private async rebindNow(actor: string, orderId: string, to: RebindRequest): Promise<ActionResult> {
    if ((to.telegramUsername === undefined) === (to.telegramUserId === undefined)) {
      const message = 'give exactly one of telegramUsername and telegramUserId';
      throw validationFailed([{ field: 'telegramUsername', message }, { field: 'telegramUserId', message }]);
    }
    const target = to.telegramUserId !== undefined ? { telegramUserId: to.telegramUserId } : { telegramUsername: to.telegramUsername! };
    // The identity service gives the order away (and queues its delivery); the audit entry is
    // written in its transaction.
    let auditId = 0;
    await this.deps.identity.rebind(orderId, target, actor, async (q, rebound) => {
      auditId = await this.deps.audit.record(q, { actor, action: 'rebind', orderId, before: rebound.before, after: rebound.after });
    });
    return { ok: true, order: orderSummary(await this.find(this.deps.queries, orderId), this.deps.clock.now()), auditId };
  }

  /**
   * A job of the order that failed for good runs again: a new job with the same payload (the
   * failed one stays in the timeline). The order leaves `failed` for the status the job serves.
   */
  async retry(actor: string, orderId: string, jobId?: number): Promise<ActionResult> {
    return this.act(actor, 'retry', orderId, async (q) => {
      const order = await this.find(q, orderId);
      const jobs = await q.orderRecords.jobsAbout(orderId, await q.orderRecords.refundIdsOf(orderId));
      const retryable = retryableJobs(jobs);
      const job = jobId === undefined ? retryable.at(-1) : retryable.find((j) => Number(j.id) === jobId);
      if (!job) {
        throw new AppError('nothing_to_retry', jobId === undefined ? 'no job of this order failed for good' : `job ${jobId} is not a job of this order that failed for good (or it was retried already)`);
      }
      if (!isJobKind(job.kind)) throw new Error(`job ${job.id} of order ${orderId} has a kind this service does not run: ${job.kind}`);
      const queued = await this.requeue(q, order, job.kind, job.payload);
      const after = await this.find(q, orderId);
      const auditId = await this.deps.audit.record(q, {
        actor,
        action: 'retry',
        orderId,
        before: { status: order.status, job: { id: Number(job.id), kind: job.kind, attempts: job.attempts, error: job.last_error } },
        after: { status: after.status, queued },
      });
      return { order: after, auditId, enqueued: true };
    });
  }

  /**
   * Queues a failed job of the order again; answers the kind queued. A failed order leaves `failed` through the lifecycle's
   * retry (which queues the work of the stage that failed: the reading when there is none yet, else
   * its delivery); a job that failed while the order went on (a resend, a refund) is queued as it was.
   */
  private async requeue(q: Queries, order: OrderRow, kind: JobKind, storedPayload: string): Promise<JobKind> {
    switch (kind) {
      case 'refund_payment': {
        const { refundId } = JSON.parse(storedPayload) as JobPayloads['refund_payment'];
        await this.deps.payments.reopenRefund(q, refundId);
        await this.deps.queue.enqueue(q, 'refund_payment', { refundId });
        return kind;
      }
      case 'generate_reading':
      case 'deliver_reading': {
        if (order.status === 'failed') {
          const hasReading = await q.readings.existsFor(order.id);
          if (await this.deps.lifecycle.retried(q, order.id, hasReading ? 'delivery' : 'reading')) return hasReading ? 'deliver_reading' : 'generate_reading';
        }
        if (kind === 'generate_reading') {
          await this.deps.queue.enqueue(q, 'generate_reading', { orderId: order.id });
          return kind;
        }
        // A retried resend sends from the moment of the retry: parts the failed run did send go again.
        const { resendSince } = JSON.parse(storedPayload) as JobPayloads['deliver_reading'];
        await this.deps.queue.enqueue(q, 'deliver_reading', resendSince === undefined ? { orderId: order.id } : { orderId: order.id, resendSince: this.deps.clock.now() });
        return kind;
      }
    }
  }

  /** An unpaid order is cancelled; a payment that still arrives for it is given back. */
  async cancel(actor: string, orderId: string): Promise<ActionResult> {
    return this.act(actor, 'cancel', orderId, async (q) => {
      const order = await this.find(q, orderId);
      const status = effectiveStatus(order, this.deps.clock.now());
      if (status !== 'pending_payment' || !(await this.deps.lifecycle.cancelled(q, orderId))) {
        throw new AppError('not_cancellable', notCancellable(status));
      }
      const after = await this.find(q, orderId);
      const auditId = await this.deps.audit.record(q, { actor, action: 'cancel', orderId, before: { status: order.status }, after: { status: after.status } });
      return { order: after, auditId, enqueued: false };
    });
  }

  /** A catalog change, audited with the whole catalog before and after. */
  async updatePrices(actor: string, patch: CatalogPatch): Promise<Catalog> {
    return this.deps.catalog.update(patch, async (q, before, after) => {
      await this.deps.audit.record(q, { actor, action: 'prices', orderId: null, before, after });
    });
  }

  private async act(actor: string, action: AuditAction, orderId: string, run: (q: Queries) => Promise<{ order: OrderRow; auditId: number; enqueued: boolean }>): Promise<ActionResult> {
    const result = await this.auditRefusal(actor, action, orderId, () => this.deps.queries.transaction(run));
    if (result.enqueued) this.deps.onEnqueued?.();
    return { ok: true, order: orderSummary(result.order, this.deps.clock.now()), auditId: result.auditId };
  }

  /**
   * Runs an action; when the order's state refuses it (409: not resendable, not cancellable, nothing
   * to retry, not rebindable, not refundable), the refusal is audited after its transaction rolled back.
   */
  private async auditRefusal<T>(actor: string, action: AuditAction, orderId: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.status === 409) {
        await this.deps.audit.note({ actor, action: 'refused', orderId, before: null, after: { action, code: error.code, detail: error.detail } });
      }
      throw error;
    }
  }

  private async find(q: Queries, orderId: string): Promise<OrderRow> {
    const order = await q.orders.byId(orderId);
    if (!order) throw notFound(`order ${orderId}`);
    return order;
  }
}

function notCancellable(status: OrderStatus): string {
  switch (status) {
    case 'paid':
    case 'ready':
    case 'delivered':
    case 'failed':
      return `the order is ${status}: it was paid, so it cannot be cancelled; refund it instead`;
    case 'expired':
      return 'the order expired unpaid already; there is nothing to cancel';
    default:
      return `the order is ${status} already`;
  }
}
