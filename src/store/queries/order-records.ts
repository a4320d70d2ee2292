// The operator's read side of orders: the search behind the console's list (keyset pages on
// created_at, id; newest first), and every record of one order its timeline is drawn from.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobRow, OrderRow, OrderStatus, PaymentRow, RefundRow } from '../schema.js';
import { likeLiteral } from './like.js';

export interface OrderSearch {
  /** "Now", against which an unpaid order past its time counts as `expired`. */
  now: number;
  /** Typed text: the id (whole or its start), part of the contact (without @, lower case), part of the folded name, phone digits (trunk zeros dropped) when it reads as a phone number, and the id's tail (lower case) when it reads as a short order reference. */
  text?: { id: string; contact: string; nameFolded: string; phoneDigits: string | null; referenceTail: string | null };
  /** The effective status: `expired` includes unpaid orders past their time, `pending_payment` excludes them. */
  status?: OrderStatus;
  product?: string;
  createdFrom?: number;
  createdBefore?: number;
  /** The page after this (created_at, id). */
  after?: readonly [number, string];
}

type Row<T extends keyof Database> = Selectable<Database[T]>;

/** Every record of one order the operator's timeline shows. */
export interface OrderRecords {
  events: Row<'order_events'>[];
  payments: PaymentRow[];
  readings: { id: string; created_at: number }[];
  audits: { id: number; actor: string; action: string; created_at: number }[];
  notifications: Row<'payment_events'>[];
  refunds: RefundRow[];
  parts: Row<'delivery_parts'>[];
  jobs: JobRow[];
}

export class OrderRecordQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Orders matching the search, newest first, at most `limit`. */
  async search(search: OrderSearch, limit: number): Promise<OrderRow[]> {
    const { now } = search;
    let select = this.db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
    const text = search.text;
    if (text !== undefined) {
      select = select.where((eb) =>
        eb.or([
          eb('id', '=', text.id),
          eb('id', 'like', sql<string>`${`${likeLiteral(text.id)}%`} escape '\\'`),
          eb('contact_normalized', 'like', sql<string>`${`%${likeLiteral(text.contact)}%`} escape '\\'`),
          eb('name_folded', 'like', sql<string>`${`%${likeLiteral(text.nameFolded)}%`} escape '\\'`),
          ...(text.phoneDigits !== null ? [eb('phone', 'like', `%${text.phoneDigits}%`)] : []),
          // The reference upper-cases a mixed-case id, so the tail is compared case-folded (PostgreSQL's like is case-sensitive).
          ...(text.referenceTail !== null ? [eb(eb.fn<string>('lower', ['id']), 'like', sql<string>`${`%${likeLiteral(text.referenceTail)}`} escape '\\'`)] : []),
        ]),
      );
    }
    if (search.status === 'expired') {
      select = select.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'pending_payment'), eb('expires_at', '<=', now)])]));
    } else if (search.status === 'pending_payment') {
      select = select.where('status', '=', 'pending_payment').where('expires_at', '>', now);
    } else if (search.status) {
      select = select.where('status', '=', search.status);
    }
    if (search.product) select = select.where('product', '=', search.product);
    if (search.createdFrom !== undefined) select = select.where('created_at', '>=', search.createdFrom);
    if (search.createdBefore !== undefined) select = select.where('created_at', '<', search.createdBefore);
    if (search.after) {
      const [createdAt, id] = search.after;
      select = select.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
    }
    return select.execute();
  }

  /** Jobs about the order: those naming it, and the refund jobs of these refunds (its payments'). */
  async jobsAbout(orderId: string, refundIds: readonly string[]): Promise<JobRow[]> {
    const exact = JSON.stringify({ orderId });
    // Payloads are written by JSON.stringify with orderId first, so a longer payload of the order
    // starts with this text (a resend adds its moment).
    const prefix = `${likeLiteral(exact.slice(0, -1))},%`;
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('payload', '=', exact),
          eb('payload', 'like', sql<string>`${prefix} escape '\\'`),
          ...(refundIds.length ? [eb('payload', 'in', refundIds.map((refundId) => JSON.stringify({ refundId })))] : []),
        ]),
      )
      .orderBy('id')
      .execute();
  }

  /** The ids of every refund of the order's payments. */
  async refundIdsOf(orderId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('refunds').innerJoin('payments', 'payments.id', 'refunds.payment_id').select('refunds.id').where('payments.order_id', '=', orderId).execute();
    return rows.map((r) => r.id);
  }

  /** Everything recorded about the order, each kind in the order it happened. */
  async of(orderId: string): Promise<OrderRecords> {
    const db = this.db;
    const [events, payments, readings, audits] = await Promise.all([
      db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
      db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute(),
      db.selectFrom('readings').select(['id', 'created_at']).where('order_id', '=', orderId).execute(),
      db.selectFrom('audit_log').select(['id', 'actor', 'action', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute(),
    ]);
    const paymentIds = payments.map((p) => p.id);
    const readingIds = readings.map((r) => r.id);
    const [notifications, refunds, parts] = await Promise.all([
      paymentIds.length ? db.selectFrom('payment_events').selectAll().where('payment_id', 'in', paymentIds).execute() : [],
      paymentIds.length ? db.selectFrom('refunds').selectAll().where('payment_id', 'in', paymentIds).orderBy('created_at').execute() : [],
      readingIds.length ? db.selectFrom('delivery_parts').selectAll().where('reading_id', 'in', readingIds).orderBy('part').execute() : [],
    ]);
    const jobs = await this.jobsAbout(orderId, refunds.map((r) => r.id));
    return { events, payments, readings, audits: audits.map((a) => ({ ...a, id: Number(a.id) })), notifications, refunds, parts, jobs };
  }
}
