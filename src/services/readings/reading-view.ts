// The public view of a reading summary with its links, and its schemas: the same for REST and MCP.
import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES, type Language } from '../../i18n/languages.js';
import { StringEnum } from '../validation.js';
import type { UserReadingSummary } from './reading-queries.js';

const ReadingLinks = Type.Object({
  page: Type.String({ format: 'uri', description: 'The reading on the website' }),
  self: Type.String({ format: 'uri' }),
  pdf: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'The PDF edition, when it was bought' }),
  wheelPng: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'The chart wheel as PNG (readings with a chart)' }),
  wheelSvg: Type.Union([Type.String({ format: 'uri' }), Type.Null()], { description: 'The chart wheel as SVG' }),
});

export const ReadingSummary = Type.Object({
  id: Type.String(),
  orderId: Type.String(),
  kind: Type.String({ description: 'The product: natal, forecast, numerology or compatibility' }),
  title: Type.String(),
  subtitle: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  hasPdf: Type.Boolean(),
  language: StringEnum<Language>(LANGUAGES, {
    description: 'The language the reading is written in: the order’s, or en when the order’s language has no texts yet for the product (a Russian natal order, for now)',
  }),
  links: ReadingLinks,
});

export const ReadingList = Type.Object({ ok: Type.Literal(true), readings: Type.Array(ReadingSummary) });

export const ReadingDetail = Type.Object({
  ok: Type.Literal(true),
  reading: Type.Intersect([
    ReadingSummary,
    Type.Object({
      markdown: Type.String({ description: 'The whole reading as Markdown' }),
      html: Type.String({ description: 'The whole reading as an HTML <article> fragment (every text escaped)' }),
      telegram: Type.Array(Type.String(), { description: 'The reading as the bot sends it: Telegram-HTML messages, in order' }),
    }),
  ]),
});

export type ReadingSummary = Static<typeof ReadingSummary>;

export function readingSummaryView(r: UserReadingSummary, base: string): ReadingSummary {
  return {
    id: r.id,
    orderId: r.orderId,
    kind: r.kind,
    title: r.title,
    subtitle: r.subtitle,
    createdAt: new Date(r.createdAt).toISOString(),
    hasPdf: r.hasPdf,
    language: r.language,
    links: {
      page: `${base}/profile/readings/${r.id}`,
      self: `${base}/api/readings/${r.id}`,
      pdf: r.hasPdf ? `${base}/api/readings/${r.id}.pdf` : null,
      wheelPng: r.hasWheel ? `${base}/api/readings/${r.id}/wheel.png` : null,
      wheelSvg: r.hasWheel ? `${base}/api/readings/${r.id}/wheel.svg` : null,
    },
  };
}
