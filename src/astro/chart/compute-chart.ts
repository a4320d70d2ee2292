// The natal chart: positions, angles, houses, aspects, balance, chart ruler and the Part of Fortune for
// one moment and place, in the house system and zodiac asked for.
import type { BirthMoment, BodyId, BodyPosition, ChartOptions, ExtraBodyId, NatalChart, Place, PlanetId, PointId } from '../types.js';
import { BODIES, PLANETS } from '../types.js';
import { apparentChartBodies, ephemerisMoment, type ApparentPosition, type ChartBodies, type EphemerisMoment } from '../ephemeris/apparent.js';
import { greenwichMeanSiderealTime } from '../ephemeris/frames.js';
import { julianDayUt } from '../ephemeris/time-scales.js';
import { computeAngles, computeHouses, houseOf, type Angles } from './houses.js';
import { findAspects } from './aspects.js';
import { AYANAMSA_RATE_PER_DAY, ayanamsaOfDate } from './ayanamsa.js';
import { computeBalance, type SplitPlacement } from './balance.js';
import { partOfFortune } from './part-of-fortune.js';
import { birthDayFacts } from './birth-day.js';
import { localDayOf } from '../time/local-day.js';
import { TRADITIONAL_RULER, degreeInSign, normalizeDegrees, signOf } from './zodiac.js';

const RAD = 180 / Math.PI;

/** Options with the defaults filled in: Placidus, tropical, and Lahiri when a sidereal chart names no ayanamsa. */
export function chartOptions(options: Partial<ChartOptions> = {}): ChartOptions {
  const zodiac = options.zodiac ?? 'tropical';
  return {
    houses: options.houses ?? 'placidus',
    zodiac,
    ayanamsa: zodiac === 'sidereal' ? options.ayanamsa ?? 'lahiri' : null,
  };
}

/** A body that changed sign during an unknown-time birth day, split between its signs by the hours in each. */
function placementOverDay(body: BodyPosition, day: NonNullable<NatalChart['day']>): number | SplitPlacement {
  const ingress = body.range?.ingress;
  if (!ingress || !body.range) return body.longitude;
  const start = Date.parse(day.start);
  const before = (Date.parse(ingress.utc) - start) / (Date.parse(day.end) - start);
  return [{ longitude: body.range.from.longitude, share: before }, { longitude: body.range.to.longitude, share: 1 - before }];
}

/** Local apparent sidereal time as ARMC (degrees): GMST + equation of the equinoxes + east longitude. */
function armcAt(m: EphemerisMoment, eastLongitude: number): number {
  const gast = greenwichMeanSiderealTime(m.jdUt, m.jdTt) + m.dpsi * Math.cos(m.trueObliquity);
  return normalizeDegrees(gast * RAD + eastLongitude);
}

export function anglesAt(m: EphemerisMoment, latitude: number, eastLongitude: number): Angles {
  return computeAngles(armcAt(m, eastLongitude), latitude, m.trueObliquity * RAD);
}

export function computeChart(input: { moment: BirthMoment; place: Place; options?: Partial<ChartOptions> }): NatalChart {
  const { moment, place } = input;
  const options = chartOptions(input.options);
  // Clock time is UT as given (UTC, leap seconds and UT1 − UTC ignored), as swe_julday + swe_calc_ut take it.
  const m = ephemerisMoment(julianDayUt(new Date(moment.utc)));
  const positions: ChartBodies = apparentChartBodies(m);
  // A sidereal chart subtracts the ayanamsa of date from every longitude; speeds lose its slow growth.
  const ayanamsa = options.ayanamsa ? ayanamsaOfDate(options.ayanamsa, m.jdTt, m.dpsi) : null;
  const zodiacal = (longitude: number) => (ayanamsa === null ? longitude : normalizeDegrees(longitude - ayanamsa));

  let angles: NatalChart['angles'] = null;
  let houses: NatalChart['houses'] = null;
  if (moment.timeKnown) {
    const tropical = anglesAt(m, place.latitude, place.longitude);
    angles = { ascendant: zodiacal(tropical.ascendant), midheaven: zodiacal(tropical.midheaven) };
    houses = computeHouses(tropical, place.latitude, m.trueObliquity * RAD, options.houses, ayanamsa ?? 0);
  }

  const position = (id: BodyId | ExtraBodyId, p: ApparentPosition): BodyPosition => {
    const longitude = zodiacal(p.longitude);
    const speed = ayanamsa === null ? p.speed : p.speed - AYANAMSA_RATE_PER_DAY;
    return {
      id, longitude, latitude: p.latitude, speed, retrograde: speed < 0,
      sign: signOf(longitude), degreeInSign: degreeInSign(longitude), house: houses ? houseOf(longitude, houses.cusps) : null,
    };
  };
  const core = Object.fromEntries(BODIES.map((id) => [id, position(id, positions[id])])) as Record<BodyId, BodyPosition>;
  const bodies: NatalChart['bodies'] = {
    ...core,
    chiron: positions.chiron ? position('chiron', positions.chiron) : null,
    lilith: position('lilith', positions.lilith),
  };

  const planets = Object.fromEntries(PLANETS.map((id) => [id, bodies[id]])) as Record<PlanetId, BodyPosition>;
  let aspects = findAspects(planets, angles, bodies.trueNode, { chiron: bodies.chiron, lilith: bodies.lilith });

  // Without a birth time, noon stands for a whole day: say where each body went in it and which aspects
  // held for all of it.
  let day: NatalChart['day'];
  if (!moment.timeKnown) {
    const speeds = Object.fromEntries([...BODIES, 'lilith' as const, ...(bodies.chiron ? ['chiron' as const] : [])].map((id) => [id, bodies[id]!.speed])) as Record<PointId, number>;
    const facts = birthDayFacts(localDayOf(moment), zodiacal, aspects, speeds);
    day = facts.day;
    aspects = facts.aspects;
    for (const [id, range] of Object.entries(facts.ranges)) {
      const body = bodies[id as BodyId | ExtraBodyId];
      if (body) body.range = range;
    }
  }
  const balance = computeBalance({
    ...Object.fromEntries(PLANETS.map((id) => [id, day ? placementOverDay(bodies[id], day) : bodies[id].longitude])),
    ...(angles ? { ascendant: angles.ascendant } : {}),
  });
  const fortune = angles ? partOfFortune(angles.ascendant, bodies.sun.longitude, bodies.moon.longitude) : null;

  return {
    moment,
    place,
    options,
    ayanamsaDegrees: ayanamsa,
    bodies,
    angles,
    houses,
    points: { partOfFortune: fortune && { ...fortune, house: houses ? houseOf(fortune.longitude, houses.cusps) : null } },
    aspects,
    balance,
    chartRuler: angles ? TRADITIONAL_RULER[signOf(angles.ascendant)] : null,
    ...(day ? { day } : {}),
  };
}
