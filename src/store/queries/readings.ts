// Readings and the orders they belong to, as their owner sees them: /profile, the private reading
// API, MCP, the bot's /readings and the demo chat's files. Ownership is orders.owner_user_id.
import { sql, type Kysely } from 'kysely';
import type { Database, NewReading, OrderStatus, ReadingRow } from '../schema.js';

interface OwnedOrderRow {
  id: string;
  /** As stored: an unpaid order past its time is still `pending_payment` here. */
  status: OrderStatus;
  product: string;
  /** JSON array of add-on ids. */
  addons: string;
  sum: number;
  currency: string;
  createdAt: number;
  paidAt: number | null;
  expiresAt: number;
  /** The latest payment's checkout page. */
  payUrl: string | null;
  readingId: string | null;
}

export interface OwnedReadingRow {
  id: string;
  orderId: string;
  kind: string;
  /** The stored report model (JSON). */
  report: string;
  createdAt: number;
  hasPdf: boolean;
  hasWheel: boolean;
}

interface OwnedReadingTexts extends OwnedReadingRow {
  markdown: string;
  html: string;
  /** JSON array of Telegram-HTML messages. */
  telegram: string;
}

export type ReadingFilePart = 'pdf' | 'wheel_png' | 'wheel_svg';

export class ReadingsQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the order's reading is stored already. */
  async existsFor(orderId: string): Promise<boolean> {
    return (await this.db.selectFrom('readings').select('id').where('order_id', '=', orderId).executeTakeFirst()) !== undefined;
  }

  /** The order's stored reading, whole. */
  async ofOrder(orderId: string): Promise<ReadingRow | undefined> {
    return this.db.selectFrom('readings').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  }

  /** Stores a made reading (one per order: a second for the same order is refused by the database). */
  async insert(reading: NewReading): Promise<void> {
    await this.db.insertInto('readings').values(reading).execute();
  }

  /** The orders bound to the user, newest first, each with its reading and latest payment page. */
  async ordersOwnedBy(userId: string, limit: number): Promise<OwnedOrderRow[]> {
    const rows = await this.db
      .selectFrom('orders')
      .leftJoin('readings', 'readings.order_id', 'orders.id')
      .select([
        'orders.id',
        'orders.status',
        'orders.product',
        'orders.addons',
        'orders.sum',
        'orders.currency',
        'orders.created_at',
        'orders.paid_at',
        'orders.expires_at',
        'readings.id as reading_id',
        (eb) =>
          eb
            .selectFrom('payments')
            .select('payments.pay_url')
            .whereRef('payments.order_id', '=', 'orders.id')
            .orderBy('payments.created_at', 'desc')
            .limit(1)
            .as('pay_url'),
      ])
      .where('orders.owner_user_id', '=', userId)
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      product: row.product,
      addons: row.addons,
      sum: Number(row.sum),
      currency: row.currency,
      createdAt: Number(row.created_at),
      paidAt: row.paid_at === null ? null : Number(row.paid_at),
      expiresAt: Number(row.expires_at),
      payUrl: row.pay_url ?? null,
      readingId: row.reading_id ?? null,
    }));
  }

  /** The bot's short list: the user's latest orders (by creation only) with their readings. */
  async latestOrdersOwnedBy(userId: string, limit: number): Promise<{ orderId: string; product: string; status: OrderStatus; createdAt: number; readingId: string | null }[]> {
    const rows = await this.db
      .selectFrom('orders')
      .leftJoin('readings', 'readings.order_id', 'orders.id')
      .select(['orders.id as orderId', 'orders.product', 'orders.status', 'orders.created_at', 'readings.id as readingId'])
      .where('orders.owner_user_id', '=', userId)
      .orderBy('orders.created_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ orderId: row.orderId, product: row.product, status: row.status, createdAt: Number(row.created_at), readingId: row.readingId ?? null }));
  }

  /** The readings whose order this user owns, with the columns every summary needs. */
  private owned(userId: string) {
    return this.db
      .selectFrom('readings')
      .innerJoin('orders', 'orders.id', 'readings.order_id')
      .select([
        'readings.id',
        'readings.order_id',
        'readings.kind',
        'readings.report',
        'readings.created_at',
        sql<number>`case when readings.pdf is null then 0 else 1 end`.as('has_pdf'),
        sql<number>`case when readings.wheel_svg is null and readings.wheel_png is null then 0 else 1 end`.as('has_wheel'),
      ])
      .where('orders.owner_user_id', '=', userId);
  }

  /** The user's readings, newest first. */
  async readingsOwnedBy(userId: string, limit: number): Promise<OwnedReadingRow[]> {
    const rows = await this.owned(userId).orderBy('readings.created_at', 'desc').orderBy('readings.id', 'desc').limit(limit).execute();
    return rows.map(ownedRow);
  }

  /** One reading with its texts, when this user owns it. */
  async readingOwnedBy(userId: string, readingId: string): Promise<OwnedReadingTexts | undefined> {
    const row = await this.owned(userId)
      .select(['readings.markdown', 'readings.html', 'readings.telegram'])
      .where('readings.id', '=', readingId)
      .executeTakeFirst();
    return row && { ...ownedRow(row), markdown: row.markdown, html: row.html, telegram: row.telegram };
  }

  /** A binary part of a reading this user owns; null when absent or not theirs. */
  async fileOwnedBy(userId: string, readingId: string, part: ReadingFilePart): Promise<Buffer | string | null> {
    const row = await this.db
      .selectFrom('readings')
      .innerJoin('orders', 'orders.id', 'readings.order_id')
      .select(`readings.${part} as data`)
      .where('readings.id', '=', readingId)
      .where('orders.owner_user_id', '=', userId)
      .executeTakeFirst();
    return fileData(row?.data);
  }
}

function fileData(data: Uint8Array | string | null | undefined): Buffer | string | null {
  if (data === null || data === undefined) return null;
  return typeof data === 'string' ? data : Buffer.from(data);
}

function ownedRow(row: { id: string; order_id: string; kind: string; report: string; created_at: number; has_pdf: number; has_wheel: number }): OwnedReadingRow {
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    report: row.report,
    createdAt: Number(row.created_at),
    hasPdf: Number(row.has_pdf) === 1,
    hasWheel: Number(row.has_wheel) === 1,
  };
}
