// Read-side queries for /profile and the private reading endpoints: a user's orders and readings,
// and one reading only when that user owns its order. Ownership is orders.owner_user_id, set when
// the buyer opened the bot link or logged in.
import { sql, type Kysely } from 'kysely';
import type { Database, OrderStatus } from '../../store/schema.js';
import { effectiveStatus } from '../orders/lifecycle.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.js';

export interface UserOrderSummary {
  id: string;
  status: OrderStatus;
  product: string;
  addons: string[];
  /** Minor units (cents). */
  sum: number;
  currency: string;
  createdAt: number;
  paidAt: number | null;
  /** The payment page while the order can still be paid. */
  payUrl: string | null;
  readingId: string | null;
}

export interface UserReadingSummary {
  id: string;
  orderId: string;
  kind: string;
  title: string;
  subtitle: string;
  createdAt: number;
  hasPdf: boolean;
  hasWheel: boolean;
  /** The language it is written in: the order's, or English where that language's library lacks the product. */
  language: Language;
}

export interface OwnedReading extends UserReadingSummary {
  markdown: string;
  html: string;
  /** Telegram-HTML messages, in order. */
  telegram: string[];
}

/** Title, subtitle and language from the stored report without keeping the whole model around. */
export function readingTitles(report: string): { title: string; subtitle: string; language: Language } {
  try {
    const parsed = JSON.parse(report) as { title?: unknown; subtitle?: unknown; language?: unknown };
    return {
      title: typeof parsed.title === 'string' ? parsed.title : 'Reading',
      subtitle: typeof parsed.subtitle === 'string' ? parsed.subtitle : '',
      // Readings stored before reports recorded a language were all written in English.
      language: isLanguage(parsed.language) ? parsed.language : DEFAULT_LANGUAGE,
    };
  } catch {
    return { title: 'Reading', subtitle: '', language: DEFAULT_LANGUAGE };
  }
}

export class ReadingQueries {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  /**
   * The orders bound to the user, newest first. An order naming their username joins them when it
   * is paid (at login) or when they open its bot link, not before: anyone may type any username
   * into an order, and unpaid orders from strangers must not fill someone's profile.
   */
  async ordersFor(userId: string, limit = 100): Promise<UserOrderSummary[]> {
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
    const now = this.now();
    return rows.map((row) => {
      const status = effectiveStatus({ status: row.status, expires_at: Number(row.expires_at) }, now);
      return {
        id: row.id,
        status,
        product: row.product,
        addons: JSON.parse(row.addons) as string[],
        sum: Number(row.sum),
        currency: row.currency,
        createdAt: Number(row.created_at),
        paidAt: row.paid_at === null ? null : Number(row.paid_at),
        payUrl: status === 'pending_payment' ? (row.pay_url ?? null) : null,
        readingId: row.reading_id ?? null,
      };
    });
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
  async readingsFor(userId: string, limit = 100): Promise<UserReadingSummary[]> {
    const rows = await this.owned(userId).orderBy('readings.created_at', 'desc').orderBy('readings.id', 'desc').limit(limit).execute();
    return rows.map(summaryOf);
  }

  /** One reading, or null when it does not exist or belongs to someone else (callers answer 404). */
  async readingFor(userId: string, readingId: string): Promise<OwnedReading | null> {
    const row = await this.owned(userId)
      .select(['readings.markdown', 'readings.html', 'readings.telegram'])
      .where('readings.id', '=', readingId)
      .executeTakeFirst();
    if (!row) return null;
    return { ...summaryOf(row), markdown: row.markdown, html: row.html, telegram: JSON.parse(row.telegram) as string[] };
  }

  /** A binary part of an owned reading (PDF, wheel), or null when absent or not the user's. */
  async readingFile(userId: string, readingId: string, part: 'pdf' | 'wheel_png' | 'wheel_svg'): Promise<Buffer | string | null> {
    const row = await this.db
      .selectFrom('readings')
      .innerJoin('orders', 'orders.id', 'readings.order_id')
      .select(`readings.${part} as data`)
      .where('readings.id', '=', readingId)
      .where('orders.owner_user_id', '=', userId)
      .executeTakeFirst();
    const data = row?.data ?? null;
    if (data === null) return null;
    return typeof data === 'string' ? data : Buffer.from(data);
  }
}

function summaryOf(row: { id: string; order_id: string; kind: string; report: string; created_at: number; has_pdf: number; has_wheel: number }): UserReadingSummary {
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    ...readingTitles(row.report),
    createdAt: Number(row.created_at),
    hasPdf: Number(row.has_pdf) === 1,
    hasWheel: Number(row.has_wheel) === 1,
  };
}
