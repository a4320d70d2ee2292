// The operator's read side: the list of orders (search by id, short reference, contact, phone or name, filters, and
// pages that stay put while new orders arrive: keyset pagination on created_at, id; newest first),
// and one order with its timeline.
import type { Clock } from '../../clock.js';
import type { Queries } from '../../store/queries/index.js';
import type { OrderSearch } from '../../store/queries/order-records.js';
import type { OrderRow } from '../../store/schema.js';
import { toMajorUnits } from '../catalog/money.js';
import { notFound, validationFailed } from '../errors.js';
import { effectiveStatus } from '../orders/lifecycle.js';
import { referenceTail } from '../orders/reference.js';
import { foldForSearch } from '../text.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { orderHistory } from './order-timeline.js';
import { pageSize, type AdminOrderDetail, type AdminOrderList, type AdminOrderQuery, type AdminOrderSummary } from './model.js';

const DAY_MS = 86_400_000;

export class OperatorOrderQueries {
  constructor(
    private readonly queries: Queries,
    private readonly clock: Clock,
    /** The order's bot link (OrderService knows how it is made). */
    private readonly botUrl: (orderId: string) => string,
  ) {}

  async detail(orderId: string): Promise<AdminOrderDetail> {
    // One snapshot: read apart, a refund landing in between shows `ready` above a timeline ending in
    // `refunded`. SQLite's transaction is a snapshot already; PostgreSQL's needs repeatable read.
    const { row, history, refunded } = await this.queries.transaction(
      async (q) => {
        const found = await q.orders.byId(orderId);
        if (!found) throw notFound(`order ${orderId}`);
        return { row: found, history: orderHistory(found, await q.orderRecords.of(orderId)), refunded: await q.payments.refundedOfOrder(orderId) };
      },
      { snapshot: true },
    );
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
    const search: OrderSearch = { now };
    if (query.q !== undefined) {
      const q = query.q.trim();
      // National formats start with trunk zeros that E.164 drops: "020 7946 0958" finds +442079460958.
      const digits = q.replace(/\D/g, '').replace(/^0+/, '');
      const searchesPhone = digits.length >= 4 && /^[\d\s()+.\-/]+$/.test(q);
      search.text = { id: q, contact: q.replace(/^@/, '').toLowerCase(), nameFolded: foldForSearch(q), phoneDigits: searchesPhone ? digits : null, referenceTail: referenceTail(q) };
    }
    if (query.status) search.status = query.status;
    if (query.product) search.product = query.product;
    if (query.from) search.createdFrom = moment(query.from, 'from', false);
    if (query.to) search.createdBefore = moment(query.to, 'to', true);
    if (query.cursor) search.after = decodeCursor(query.cursor, ['number', 'string'] as const);

    const rows = await this.queries.orderRecords.search(search, limit + 1);
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
