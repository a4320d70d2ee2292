// The operator's read side: the list of orders (search by id, contact, phone or name, filters, and
// pages that stay put while new orders arrive: keyset pagination on created_at, id; newest first),
// and one order with its timeline.
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { PaymentQueries } from '../../store/queries/payments.js';
import type { Database, OrderRow } from '../../store/schema.js';
import { toMajorUnits } from '../catalog/money.js';
import { notFound, validationFailed } from '../errors.js';
import { effectiveStatus } from '../orders/lifecycle.js';
import { foldForSearch } from '../text.js';
import { decodeCursor, encodeCursor, likeLiteral } from './cursor.js';
import { orderHistory } from './order-timeline.js';
import { pageSize, type AdminOrderDetail, type AdminOrderList, type AdminOrderQuery, type AdminOrderSummary } from './model.js';

const DAY_MS = 86_400_000;

export class OperatorOrderQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    /** The order's bot link (OrderService knows how it is made). */
    private readonly botUrl: (orderId: string) => string,
  ) {}

  async detail(orderId: string): Promise<AdminOrderDetail> {
    // One snapshot: read apart, a refund landing in between shows `ready` above a timeline ending in
    // `refunded`. SQLite's transaction is a snapshot already; PostgreSQL's needs repeatable read.
    const { row, history, refunded } = await this.db.transaction().setIsolationLevel('repeatable read').execute(async (trx) => {
      const found = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
      if (!found) throw notFound(`order ${orderId}`);
      return { row: found, history: await orderHistory(trx, found), refunded: await new PaymentQueries(trx).refundedOfOrder(orderId) };
    });
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return {
      ok: true,
      order: {
        ...orderSummary(row, this.clock.now()),
        meta: JSON.parse(row.meta) as Record<string, string>,
        ownerChatId: row.owner_chat_id === null ? null : Number(row.owner_chat_id),
        expiresAt: iso(row.expires_at)!,
        readyAt: iso(row.ready_at),
        deliveredAt: iso(row.delivered_at),
        botUrl: this.botUrl(row.id),
        refunded: refunded.map((r) => ({ amount: toMajorUnits(r.amount, r.currency), currency: r.currency })),
      },
      timeline: history.timeline,
      retryableJobs: history.retryable,
    };
  }

  async list(query: AdminOrderQuery): Promise<AdminOrderList> {
    const now = this.clock.now();
    const limit = pageSize(query.limit);
    let select = this.db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1);

    if (query.q !== undefined) {
      const q = query.q.trim();
      const contact = likeLiteral(q.replace(/^@/, '').toLowerCase());
      const name = likeLiteral(foldForSearch(q));
      // National formats start with trunk zeros that E.164 drops: "020 7946 0958" finds +442079460958.
      const digits = q.replace(/\D/g, '').replace(/^0+/, '');
      const searchesPhone = digits.length >= 4 && /^[\d\s()+.\-/]+$/.test(q);
      select = select.where((eb) =>
        eb.or([
          eb('id', '=', q),
          eb('id', 'like', sql<string>`${`${likeLiteral(q)}%`} escape '\\'`),
          eb('contact_normalized', 'like', sql<string>`${`%${contact}%`} escape '\\'`),
          eb('name_folded', 'like', sql<string>`${`%${name}%`} escape '\\'`),
          ...(searchesPhone ? [eb('phone', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    if (query.status === 'expired') {
      select = select.where((eb) => eb.or([eb('status', '=', 'expired'), eb.and([eb('status', '=', 'pending_payment'), eb('expires_at', '<=', now)])]));
    } else if (query.status === 'pending_payment') {
      select = select.where('status', '=', 'pending_payment').where('expires_at', '>', now);
    } else if (query.status) {
      select = select.where('status', '=', query.status);
    }
    if (query.product) select = select.where('product', '=', query.product);
    if (query.from) select = select.where('created_at', '>=', moment(query.from, 'from', false));
    if (query.to) select = select.where('created_at', '<', moment(query.to, 'to', true));
    if (query.cursor) {
      const [createdAt, id] = decodeCursor(query.cursor, ['number', 'string'] as const);
      select = select.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
    }

    const rows = await select.execute();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      ok: true,
      orders: page.map((row) => orderSummary(row, now)),
      nextCursor: rows.length > limit && last ? encodeCursor([Number(last.created_at), last.id]) : null,
    };
  }
}

/** Epoch ms of an ISO date or date-time; a bare date as `to` means the end of that day. */
function moment(value: string, field: 'from' | 'to', endOfDay: boolean): number {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = Date.parse(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(ms) || (dateOnly && new Date(ms).toISOString().slice(0, 10) !== value)) {
    throw validationFailed([{ field, message: 'is not a real date (YYYY-MM-DD, or an ISO date-time with its offset)' }]);
  }
  return dateOnly && endOfDay ? ms + DAY_MS : ms;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function orderSummary(row: OrderRow, now: number): AdminOrderSummary {
  return {
    orderId: row.id,
    status: effectiveStatus(row, now),
    product: row.product,
    addons: JSON.parse(row.addons) as string[],
    sum: toMajorUnits(row.sum, row.currency),
    currency: row.currency,
    name: row.name,
    phone: row.phone,
    contact: row.contact,
    ownerUserId: row.owner_user_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    lastError: row.last_error,
  };
}
