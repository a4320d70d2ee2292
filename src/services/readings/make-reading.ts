// From a paid order's data to every rendering of its reading: the pure engine, called in one place.
// It runs in a worker thread (src/threads/reading-thread.ts), so it takes what needs I/O as data: the
// birth places already found in the city index, and the PDF's fonts. The product's module casts
// nothing and reads no file: the charts are cast here, and the module computes and composes.
import type { NatalChart, Place } from '../../astro/types.js';
import { DEFAULT_LANGUAGE } from '../../i18n/languages.js';
import { BUILT_IN_PRODUCTS, type ProductRegistry } from '../../products/index.js';
import type { PdfFonts } from '../../reading/render/pdf.js';
import { partnerBirthMeta } from '../orders/partner.js';
import { birthDateOf, chartAt } from './chart-service.js';
import type { ReadingArtifacts, ReadingOrder } from './renderer.js';
import { renderingsOf } from './renderings.js';

export type { ReadingArtifacts, ReadingOrder };

export async function makeReading(
  order: ReadingOrder,
  place: Place | null,
  fonts: PdfFonts,
  partnerPlace: Place | null = null,
  products: ProductRegistry = BUILT_IN_PRODUCTS,
): Promise<ReadingArtifacts> {
  const product = products.get(order.product);
  const needs = product.charts(order.addons);
  const chart: NatalChart | null = needs.own && place ? chartAt(order.meta, place) : null;
  const partner = order.meta.partner;
  const partnerChart: NatalChart | null = needs.partner && partner && partnerPlace ? chartAt(partnerBirthMeta(partner, order.meta), partnerPlace) : null;
  // Written in the order's language when its library has every part this reading reads, else in English.
  const { report, wheelSvg, omitted } = product.read({
    order,
    language: order.meta.language ?? DEFAULT_LANGUAGE,
    chart,
    partnerChart,
    birthDate: birthDateOf(order.meta),
  });
  return renderingsOf(report, wheelSvg, { pdf: order.addons.includes('pdf'), fonts, omitted });
}
