// The natal chart: positions, angles, houses, aspects, balance and chart ruler for one moment and place.
import type { BirthMoment, BodyId, BodyPosition, NatalChart, Place, PlanetId } from '../types.js';
import { BODIES, PLANETS } from '../types.js';
import { apparentBodies, ephemerisMoment, type ApparentBodies, type EphemerisMoment } from '../ephemeris/apparent.js';
import { greenwichMeanSiderealTime } from '../ephemeris/frames.js';
import { julianDayUt } from '../ephemeris/time-scales.js';
import { computeAngles, computeHouses, houseOf, type Angles } from './houses.js';
import { findAspects } from './aspects.js';
import { computeBalance } from './balance.js';
import { TRADITIONAL_RULER, degreeInSign, normalizeDegrees, signOf } from './zodiac.js';

const RAD = 180 / Math.PI;

/** Local apparent sidereal time as ARMC (degrees): GMST + equation of the equinoxes + east longitude. */
export function armcAt(m: EphemerisMoment, eastLongitude: number): number {
  const gast = greenwichMeanSiderealTime(m.jdUt) + m.dpsi * Math.cos(m.trueObliquity);
  return normalizeDegrees(gast * RAD + eastLongitude);
}

export function anglesAt(m: EphemerisMoment, latitude: number, eastLongitude: number): Angles {
  return computeAngles(armcAt(m, eastLongitude), latitude, m.trueObliquity * RAD);
}

export function computeChart(input: { moment: BirthMoment; place: Place }): NatalChart {
  const { moment, place } = input;
  const m = ephemerisMoment(julianDayUt(new Date(moment.utc)));
  const positions: ApparentBodies = apparentBodies(m);

  let angles: Angles | null = null;
  let houses: NatalChart['houses'] = null;
  if (moment.timeKnown) {
    angles = anglesAt(m, place.latitude, place.longitude);
    houses = computeHouses(angles, place.latitude, m.trueObliquity * RAD);
  }

  const bodies = {} as Record<BodyId, BodyPosition>;
  for (const id of BODIES) {
    const p = positions[id];
    bodies[id] = {
      id,
      longitude: p.longitude,
      latitude: p.latitude,
      speed: p.speed,
      retrograde: p.speed < 0,
      sign: signOf(p.longitude),
      degreeInSign: degreeInSign(p.longitude),
      house: houses ? houseOf(p.longitude, houses.cusps) : null,
    };
  }

  const planets = Object.fromEntries(PLANETS.map((id) => [id, bodies[id]])) as Record<PlanetId, BodyPosition>;
  const aspects = findAspects(planets, angles ? { ascendant: angles.ascendant, midheaven: angles.midheaven } : null);
  const balance = computeBalance({
    ...Object.fromEntries(PLANETS.map((id) => [id, bodies[id].longitude])),
    ...(angles ? { ascendant: angles.ascendant } : {}),
  });

  return {
    moment,
    place,
    bodies,
    angles: angles ? { ascendant: angles.ascendant, midheaven: angles.midheaven } : null,
    houses,
    aspects,
    balance,
    chartRuler: angles ? TRADITIONAL_RULER[signOf(angles.ascendant)] : null,
  };
}
