// Read-side queries for /profile and the private reading endpoints: a user's orders and readings,
// and one reading only when that user owns its order. Ownership is orders.owner_user_id, set when
// the buyer opened the bot link or logged in.
import type { OwnedReadingRow, ReadingFilePart, ReadingsQueries } from '../../store/queries/readings.js';
import type { OrderStatus } from '../../store/schema.js';
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
  /** The signs of the Sun, the Moon and the Ascendant (null without a birth time); null without a chart. */
  bigThree: BigThree | null;
}

export interface BigThree {
  sun: string;
  moon: string;
  ascendant: string | null;
}

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;

/** The big three of the chart a stored report was written from (numerology without birth data has none). */
function bigThreeOf(report: string): BigThree | null {
  try {
    const chart = (JSON.parse(report) as { chart?: { bodies?: Record<string, { sign?: string }>; angles?: { ascendant: number } | null } | null }).chart;
    const sun = chart?.bodies?.sun?.sign;
    const moon = chart?.bodies?.moon?.sign;
    if (!sun || !moon) return null;
    const ascendant = chart?.angles ? SIGNS[Math.floor((((chart.angles.ascendant % 360) + 360) % 360) / 30)] : null;
    return { sun, moon, ascendant };
  } catch {
    return null;
  }
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
    private readonly readings: ReadingsQueries,
    private readonly now: () => number,
  ) {}

  /**
   * The orders bound to the user, newest first. An order naming their username joins them when it
   * is paid (at login) or when they open its bot link, not before: anyone may type any username
   * into an order, and unpaid orders from strangers must not fill someone's profile.
   */
  async ordersFor(userId: string, limit = 100): Promise<UserOrderSummary[]> {
    const rows = await this.readings.ordersOwnedBy(userId, limit);
    const now = this.now();
    return rows.map((row) => {
      const status = effectiveStatus({ status: row.status, expires_at: row.expiresAt }, now);
      return {
        id: row.id,
        status,
        product: row.product,
        addons: JSON.parse(row.addons) as string[],
        sum: row.sum,
        currency: row.currency,
        createdAt: row.createdAt,
        paidAt: row.paidAt,
        payUrl: status === 'pending_payment' ? row.payUrl : null,
        readingId: row.readingId,
      };
    });
  }

  /** The bot's /readings: the user's latest orders with their status as stored and their readings. */
  latestOrdersFor(userId: string, limit = 20): Promise<{ orderId: string; product: string; status: OrderStatus; createdAt: number; readingId: string | null }[]> {
    return this.readings.latestOrdersOwnedBy(userId, limit);
  }

  /** The user's readings, newest first. */
  async readingsFor(userId: string, limit = 100): Promise<UserReadingSummary[]> {
    return (await this.readings.readingsOwnedBy(userId, limit)).map(summaryOf);
  }

  /** One reading, or null when it does not exist or belongs to someone else (callers answer 404). */
  async readingFor(userId: string, readingId: string): Promise<OwnedReading | null> {
    const row = await this.readings.readingOwnedBy(userId, readingId);
    if (!row) return null;
    return { ...summaryOf(row), markdown: row.markdown, html: row.html, telegram: JSON.parse(row.telegram) as string[], bigThree: bigThreeOf(row.report) };
  }

  /** A binary part of an owned reading (PDF, wheel), or null when absent or not the user's. */
  readingFile(userId: string, readingId: string, part: ReadingFilePart): Promise<Buffer | string | null> {
    return this.readings.fileOwnedBy(userId, readingId, part);
  }
}

function summaryOf(row: OwnedReadingRow): UserReadingSummary {
  return {
    id: row.id,
    orderId: row.orderId,
    kind: row.kind,
    ...readingTitles(row.report),
    createdAt: row.createdAt,
    hasPdf: row.hasPdf,
    hasWheel: row.hasWheel,
  };
}
