// The readings of one person (natal, forecast, numerology): the product's own data, the add-ons
// that can be computed (one that cannot is left out, and the reading says why), the composer in
// the order's language, and the chart wheel.
import { computeMonthAhead, computeNumerology } from '../astro/index.js';
import type { NumerologyProfile } from '../astro/types.js';
import { renderWheelSvg } from '../reading/render/wheel-svg.js';
import { composeReadingIn } from '../reading/report/compose-in-language.js';
import type { OmittableSection, ReadingInput } from '../reading/report/types.js';
import type { ProductReading, ReadingContext } from './product.js';

/** What the product itself adds to the reading: its kind for the composer and its own data. */
type OwnData = Pick<ReadingInput, 'product' | 'forecast' | 'numerology'>;

export function readOneChart(context: ReadingContext, own: OwnData): ProductReading {
  const { order, chart } = context;
  const orderedAt = new Date(order.orderedAt);
  const omitted: ProductReading['omitted'] = [];
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
  const monthAhead = order.addons.includes('month_ahead') ? addon('month_ahead', () => computeMonthAhead(chart!, orderedAt)) : undefined;
  const numerology = own.numerology ?? (order.addons.includes('numerology') ? addon('numerology', () => numerologyOf(context)) : undefined);
  const report = composeReadingIn(context.language, {
    ...own,
    addons: order.addons,
    name: order.name,
    chart,
    monthAhead,
    numerology,
    orderedAt: orderedAt.toISOString(),
    birthDate: context.birthDate,
    omitted: omitted.map((o) => o.section),
  });
  return { report, wheelSvg: chart ? renderWheelSvg(chart) : null, omitted };
}

/** The buyer's numbers; a name that cannot be counted (emoji only) still gives those of the birth date. */
export function numerologyOf({ order }: ReadingContext): NumerologyProfile {
  const { meta } = order;
  return computeNumerology(
    { fullName: order.name, day: Number(meta.day), month: Number(meta.month), year: Number(meta.year) },
    new Date(order.orderedAt),
    { requireName: false, ...(meta.currentName !== undefined ? { currentName: meta.currentName } : {}) },
  );
}
