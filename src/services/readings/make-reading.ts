// From a paid order's data to every rendering of its reading: the pure engine, called in one place.
// It runs in a worker thread (src/threads/reading-thread.ts), so it takes what needs I/O as data: the
// birth place already found in the city index, and the PDF's fonts.
import { computeForecast, computeMonthAhead, computeNumerology } from '../../astro/index.js';
import type { NatalChart } from '../../astro/types.js';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.js';
import type { PdfFonts } from '../../reading/render/pdf.js';
import { renderWheelSvg } from '../../reading/render/wheel-svg.js';
import { composeReadingIn } from '../../reading/report/compose-in-language.js';
import type { OmittableSection } from '../../reading/report/types.js';
import type { Place } from '../../astro/types.js';
import { birthDateOf, chartAt } from './chart-service.js';
import type { ReadingArtifacts, ReadingOrder } from './renderer.js';
import { renderingsOf } from './renderings.js';
import { makeCompatibilityReading } from './make-compatibility.js';

export type { ReadingArtifacts, ReadingOrder };

export async function makeReading(order: ReadingOrder, place: Place | null, fonts: PdfFonts, partnerPlace: Place | null = null): Promise<ReadingArtifacts> {
  if (order.product === 'compatibility') return makeCompatibilityReading(order, place, partnerPlace, fonts);
  const orderedAt = new Date(order.orderedAt);
  const chart: NatalChart | null = place ? chartAt(order.meta, place) : null;
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
    computeNumerology(
      { fullName: order.name, day: Number(order.meta.day), month: Number(order.meta.month), year: Number(order.meta.year) },
      orderedAt,
      { requireName: false, ...(order.meta.currentName !== undefined ? { currentName: order.meta.currentName } : {}) },
    );
  // Written in the order's language when its library has every part this reading reads, else in English.
  const report = composeReadingIn(
    order.meta.language ?? DEFAULT_LANGUAGE,
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
  );
  return renderingsOf(report, chart ? renderWheelSvg(chart) : null, { pdf: order.addons.includes('pdf'), fonts, omitted });
}
