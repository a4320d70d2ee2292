// From a paid order's data to every rendering of its reading: the pure engine, called in one place.
import { computeForecast, computeMonthAhead, computeNumerology } from '../../astro/index.js';
import type { NatalChart } from '../../astro/types.js';
import { en } from '../../reading/library/en/index.js';
import { toHtml } from '../../reading/render/html.js';
import { toMarkdown } from '../../reading/render/markdown.js';
import { renderPdf } from '../../reading/render/pdf.js';
import { toTelegramMessages } from '../../reading/render/telegram.js';
import { renderWheelPng } from '../../reading/render/wheel-png.js';
import { renderWheelSvg } from '../../reading/render/wheel-svg.js';
import { composeReading } from '../../reading/report/compose.js';
import type { Addon, OmittableSection, ProductKind, Report } from '../../reading/report/types.js';
import type { BirthMeta } from '../orders/model.js';
import { birthDateOf, type ChartService } from './chart-service.js';
import { loadPdfFonts } from './pdf-fonts.js';

export interface ReadingOrder {
  product: ProductKind;
  addons: Addon[];
  name: string;
  meta: BirthMeta;
  /** When the order was placed: the forecast and calendars start here. */
  orderedAt: number;
}

export interface ReadingArtifacts {
  report: Report;
  markdown: string;
  html: string;
  telegram: string[];
  wheelSvg: string | null;
  wheelPng: Buffer | null;
  pdf: Buffer | null;
  /** Add-on sections left out because they could not be computed, with the error (for the operator). */
  omitted: { section: OmittableSection; error: string }[];
}

export async function makeReading(order: ReadingOrder, charts: ChartService): Promise<ReadingArtifacts> {
  const orderedAt = new Date(order.orderedAt);
  const needsChart = order.product !== 'numerology' || order.addons.includes('month_ahead');
  const chart: NatalChart | null = needsChart || order.meta.city ? charts.fromBirthFields(order.meta) : null;
  const wantsNumerology = order.product === 'numerology' || order.addons.includes('numerology');
  const omitted: ReadingArtifacts['omitted'] = [];
  // An add-on that cannot be computed is left out (the reading says why) rather than sinking the
  // whole reading: the engine is deterministic, so retrying would fail the same way. The product
  // itself (chart, forecast, numerology) is never left out: its failure fails the job.
  const addon = <T>(section: OmittableSection, compute: () => T): T | undefined => {
    try {
      return compute();
    } catch (error) {
      omitted.push({ section, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
      return undefined;
    }
  };
  const numerologyFor = () =>
    // A name that cannot be counted (emoji only) still gives the numbers of the birth date.
    computeNumerology({ fullName: order.name, day: Number(order.meta.day), month: Number(order.meta.month), year: Number(order.meta.year) }, orderedAt, { requireName: false });
  const report = composeReading(
    {
      product: order.product,
      addons: order.addons,
      name: order.name,
      chart,
      forecast: order.product === 'forecast' ? computeForecast(chart!, orderedAt) : undefined,
      monthAhead: order.addons.includes('month_ahead') ? addon('month_ahead', () => computeMonthAhead(chart!, orderedAt)) : undefined,
      numerology: order.product === 'numerology' ? numerologyFor() : wantsNumerology ? addon('numerology', numerologyFor) : undefined,
      orderedAt: orderedAt.toISOString(),
      birthDate: birthDateOf(order.meta),
      omitted: omitted.map((o) => o.section),
    },
    en,
  );
  const wheelSvg = chart ? renderWheelSvg(chart) : null;
  const wheelPng = wheelSvg ? renderWheelPng(wheelSvg) : null;
  return {
    report,
    markdown: toMarkdown(report),
    html: toHtml(report),
    telegram: toTelegramMessages(report),
    wheelSvg,
    wheelPng,
    pdf: order.addons.includes('pdf') ? await renderPdf(report, { fonts: loadPdfFonts() }) : null,
    omitted,
  };
}
