// A compatibility order's reading: both charts cast (the partner's with the buyer's chart options),
// their synastry, the texts, and every rendering with the bi-wheel in place of the natal wheel.
import { computeSynastry } from '../../astro/chart/synastry.js';
import type { Place } from '../../astro/types.js';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.js';
import { renderBiWheelSvg } from '../../reading/render/bi-wheel-svg.js';
import type { PdfFonts } from '../../reading/render/pdf.js';
import { composeCompatibilityIn } from '../../reading/report/compose-in-language.js';
import { partnerBirthMeta } from '../orders/partner.js';
import { chartAt } from './chart-service.js';
import type { ReadingArtifacts, ReadingOrder } from './renderer.js';
import { renderingsOf } from './renderings.js';

export async function makeCompatibilityReading(order: ReadingOrder, place: Place | null, partnerPlace: Place | null, fonts: PdfFonts): Promise<ReadingArtifacts> {
  const partner = order.meta.partner;
  if (!partner || !place || !partnerPlace) throw new Error('a compatibility reading needs both birth places and the partner’s birth data');
  const chart = chartAt(order.meta, place);
  const partnerChart = chartAt(partnerBirthMeta(partner, order.meta), partnerPlace);
  const pdf = order.addons.includes('pdf');
  const report = composeCompatibilityIn(
    order.meta.language ?? DEFAULT_LANGUAGE,
    { name: order.name, partnerName: partner.name, synastry: computeSynastry(chart, partnerChart), orderedAt: new Date(order.orderedAt).toISOString(), pdf },
  );
  const wheelSvg = renderBiWheelSvg(chart, partnerChart, { title: report.labels.wheel });
  return renderingsOf(report, wheelSvg, { pdf, fonts, omitted: [] });
}
