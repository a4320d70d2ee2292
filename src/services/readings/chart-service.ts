// From birth data (an order's fields, or an explicit moment and place) to a natal chart.
import { computeChart } from '../../astro/chart/compute-chart.js';
import { BirthTimeError, isValidTimezone, toBirthMoment, toBirthMomentWithOffset } from '../../astro/time/birth-moment.js';
import { placeAt } from '../../astro/places/coordinates.js';
import { BODIES, type BodyDayRange, type BodyPosition, type NatalChart, type Place, type RangeEnd } from '../../astro/types.js';
import { AppError, validationFailed } from '../errors.js';
import type { BirthMeta } from '../orders/model.js';
import type { ChartFromMomentAndPlace, ChartRequest, ChartResponse } from './chart-model.js';
import { chartOptionsOf, chartOptionsProblem } from './chart-options.js';
import { placeLabel, type PlaceService } from './places.js';
import { cleanText } from '../text.js';

const pad = (value: string | number) => String(value).padStart(2, '0');

/**
 * The years a chart is computed for. Pluto's series (Meeus, chapter 37) holds for 1885-2099, and the
 * truncated VSOP87 and ELP series were checked against the full theories over 1900-2030, their error
 * growing with the distance from J2000 (1900 and 2099 are as far from it).
 */
const CHART_YEARS = { first: 1900, last: 2099 } as const;

/** "YYYY-MM-DD" of an order's birth fields (day and month may come without a leading zero). */
export const birthDateOf = (meta: BirthMeta) => `${meta.year}-${pad(meta.month!)}-${pad(meta.day!)}`;

export class ChartService {
  constructor(private readonly places: PlaceService) {}

  /** The natal chart of an order's birth fields, cast with its options; throws when the city cannot be placed. */
  fromBirthFields(meta: BirthMeta): NatalChart {
    return chartAt(meta, this.placeOf(meta));
  }

  /**
   * The birth place of an order's fields (its options checked first): the place id the order stores,
   * its coordinates, or the best place of its city's name. Throws when it cannot be placed.
   */
  placeOf(meta: BirthMeta): Place {
    const problem = chartOptionsProblem(meta);
    if (problem) throw validationFailed([problem]);
    const place = this.places.placeOf(meta);
    if (!place) {
      const found = this.places.lookup(meta.city ?? '');
      throw new AppError('unknown_city', `we could not find the city ${JSON.stringify(meta.city ?? '')}`, {
        fields: [{ field: 'city', message: 'unknown city' }],
        suggestions: found.place ? [] : found.suggestions,
      });
    }
    return place;
  }

  fromRequest(request: ChartRequest): NatalChart {
    const year = 'city' in request ? Number(request.year) : Number(request.date.slice(0, 4));
    if (year < CHART_YEARS.first || year > CHART_YEARS.last) {
      throw validationFailed([
        { field: 'city' in request ? 'year' : 'date', message: `must be in ${CHART_YEARS.first}-${CHART_YEARS.last}, the years this chart engine is checked for` },
      ]);
    }
    // The city as an order's is: no broken characters or bidirectional controls, something visible.
    if ('city' in request) return this.fromBirthFields({ ...request, city: cleanText(request.city, 'city') });
    return this.fromMomentAndPlace(request);
  }

  private fromMomentAndPlace(request: ChartFromMomentAndPlace): NatalChart {
    const problem = chartOptionsProblem(request);
    if (problem) throw validationFailed([problem]);
    if ((request.timezone === undefined) === (request.utcOffset === undefined)) {
      throw validationFailed([{ field: request.timezone ? 'utcOffset' : 'timezone', message: 'give exactly one of timezone or utcOffset' }]);
    }
    if (request.timezone !== undefined && !isValidTimezone(request.timezone)) {
      throw validationFailed([{ field: 'timezone', message: 'is not an IANA time zone name' }]);
    }
    const time = request.time ?? null;
    const moment = wrapBirthTime(() =>
      request.timezone !== undefined
        ? toBirthMoment({ date: request.date, time, timezone: request.timezone })
        : toBirthMomentWithOffset({ date: request.date, time, utcOffset: request.utcOffset! }),
    );
    return computeChart({ moment, place: placeAt(request.latitude, request.longitude, moment.timezone), options: chartOptionsOf(request) });
  }
}

/**
 * The natal chart of birth fields at a place already found: pure, so it runs where the reading is
 * made (a worker thread) while the city index stays with the service.
 */
export function chartAt(meta: BirthMeta, place: Place): NatalChart {
  const moment = wrapBirthTime(() => toBirthMoment({ date: birthDateOf(meta), time: meta.time ?? null, timezone: place.timezone }));
  return computeChart({ moment, place, options: chartOptionsOf(meta) });
}

function wrapBirthTime<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof BirthTimeError) throw validationFailed([{ field: error.field, message: error.message }]);
    throw error;
  }
}

/** The public JSON shape of a chart (POST /api/chart, MCP preview_chart). */
export function chartResponse(chart: NatalChart): ChartResponse {
  const round = (x: number, digits = 6) => Number(x.toFixed(digits));
  const position = (b: BodyPosition) => ({
    longitude: round(b.longitude) % 360, latitude: round(b.latitude), speed: round(b.speed), retrograde: b.retrograde, sign: b.sign,
    degreeInSign: round(b.degreeInSign) % 30, house: b.house,
    ...(b.range ? { range: dayRange(b.range) } : {}),
  });
  const rangeEnd = (e: RangeEnd) => ({ longitude: round(e.longitude) % 360, sign: e.sign, degreeInSign: round(e.degreeInSign) % 30 });
  const dayRange = (r: BodyDayRange) => ({ from: rangeEnd(r.from), to: rangeEnd(r.to), ingress: r.ingress && { ...r.ingress } });
  const fortune = chart.points.partOfFortune;
  return {
    ok: true,
    moment: {
      utc: chart.moment.utc,
      timezone: chart.moment.timezone,
      utcOffset: chart.moment.utcOffset,
      timeKnown: chart.moment.timeKnown,
      note: chart.moment.adjustment?.note ?? null,
    },
    place: { name: chart.place.country ? placeLabel(chart.place) : chart.place.name, latitude: chart.place.latitude, longitude: chart.place.longitude },
    options: chart.options,
    ayanamsaDegrees: chart.ayanamsaDegrees === null ? null : round(chart.ayanamsaDegrees, 8),
    bodies: {
      ...(Object.fromEntries(BODIES.map((id) => [id, position(chart.bodies[id])])) as Omit<ChartResponse['bodies'], 'chiron' | 'lilith'>),
      chiron: chart.bodies.chiron && position(chart.bodies.chiron),
      lilith: position(chart.bodies.lilith),
    },
    angles: chart.angles ? { ascendant: round(chart.angles.ascendant) % 360, midheaven: round(chart.angles.midheaven) % 360 } : null,
    houses: chart.houses ? { system: chart.houses.system, cusps: chart.houses.cusps.map((c) => round(c) % 360), fallbackReason: chart.houses.fallbackReason } : null,
    points: {
      partOfFortune: fortune && {
        longitude: round(fortune.longitude) % 360, sign: fortune.sign, degreeInSign: round(fortune.degreeInSign) % 30, house: fortune.house,
        sect: fortune.sect, formula: fortune.formula,
      },
    },
    aspects: chart.aspects.map((a) => ({
      a: a.a, b: a.b, type: a.type, orb: round(a.orb, 4), applying: a.applying,
      ...(a.day ? { day: { ...a.day, orbMin: round(a.day.orbMin, 4), orbMax: round(a.day.orbMax, 4) } } : {}),
    })),
    ...(chart.day ? { day: { ...chart.day } } : {}),
  };
}
