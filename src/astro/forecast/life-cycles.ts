// Life timing: when transiting Saturn, Jupiter and the lunar node come back to (or square, or oppose)
// their own places in a natal chart, from birth to age 90. Every pass of a retrograde loop is found on
// the same interpolated tracks the forecast uses (track.ts), so a return is reported with each of its
// one to three exact dates and the span they make; the true node, which the chart reads, wobbles and can
// cross its natal degree several times in a few months.
import type { AyanamsaId, NatalChart } from '../types.js';
import { normalizeDegrees } from '../chart/zodiac.js';
import { isoDate, jdFromDate, meanNodeAt, trueNodeAt } from './positions.js';
import { crossings, sampleTrackOf, type Track } from './track.js';
import { slowPlanetTracks } from './slow-grid.js';
import { BoundedCache } from '../bounded-cache.js';

/** How far the timing looks: a lifetime, as the reading promises it. */
export const LIFE_CYCLE_YEARS = 90;

export type CycleBody = 'saturn' | 'jupiter' | 'trueNode';
/** A return, the opposition, and the two squares: waxing (the planet 90° ahead of its natal place) and waning (90° behind). */
export type CyclePhase = 'return' | 'waxing_square' | 'opposition' | 'waning_square';

export const CYCLE_BODIES: readonly CycleBody[] = ['saturn', 'jupiter', 'trueNode'];
/** The phases followed for each body: Saturn's whole cycle, Jupiter's and the node's returns. */
export const CYCLE_PHASES: Record<CycleBody, readonly CyclePhase[]> = {
  saturn: ['return', 'waxing_square', 'opposition', 'waning_square'],
  jupiter: ['return'],
  trueNode: ['return'],
};

const PHASE_ANGLE: Record<CyclePhase, number> = { return: 0, waxing_square: 90, opposition: 180, waning_square: 270 };

export interface CycleEvent {
  body: CycleBody;
  phase: CyclePhase;
  /** 1 for the first event of this body and phase after birth, 2 for the next, and so on. */
  count: number;
  /** Every exact date of the pass (ISO, UTC), retrograde re-crossings included, in order. */
  exactDates: string[];
  /**
   * The first and last exact dates of the pass. Without a birth time, the earliest and latest the pass
   * can be exact for any hour of the birth day (the natal point moved during it), so they hold whatever the hour.
   */
  start: string;
  end: string;
  /** Completed years of age at `start` and at `end`. */
  ageStart: number;
  ageEnd: number;
  /** Without a birth time: `exactDates` are for a noon birth, and `start`..`end` spans every hour. */
  dependsOnBirthTime?: true;
  /**
   * The passes of a retrograde loop, each with its own date and age: one for a single crossing, three for
   * a triple pass. Null when, without a birth time, the number of passes depends on the hour (the natal
   * point lies where the planet stations, so one end of its arc of the day is crossed once and the other three times).
   */
  passes: CyclePass[] | null;
}

/** One pass of a return, square or opposition. */
export interface CyclePass {
  /** The exact date (ISO, UTC); for a noon birth without a birth time. */
  date: string;
  /**
   * The first and last exact date of this pass: without a birth time, over every hour of the birth day;
   * with one, the same date unless the node grazed its degree more than once within PASS_MERGE days.
   */
  earliest: string;
  latest: string;
  /** Completed years of age at `earliest` and at `latest`. */
  ageStart: number;
  ageEnd: number;
}

export interface LifeCycles {
  /** The last day looked at: the 90th birthday. */
  until: string;
  events: CycleEvent[];
}

/** Passes closer together than this (days) are one pass: a retrograde loop lasts well under a year, a wobble of the node a few months. */
const PASS_GAP: Record<CycleBody, number> = { saturn: 400, jupiter: 300, trueNode: 300 };
/**
 * Sampling step (days). Saturn's and Jupiter's longitudes bend mostly with the year's loop (amplitude 6°
 * and 11°): a cubic Hermite step of 30 days keeps them within a few arcseconds of the ephemeris (against
 * Swiss Ephemeris the dates stay within 2.3 hours, 2.2 with 20 days), at a third of the forecast's cost.
 * The true node wobbles with a half-month term (about 0.1°): sampled every 2 days, it stays within 1".
 */
const STEP = { saturn: 30, jupiter: 30, trueNode: 2 } as const;
/**
 * The true node strays from the mean node by at most 1.98° (sampled every half day, 1800-2200), so it
 * can cross a longitude only while the mean node is within that of it: 2.4° leaves room for the natal
 * node's own series (15") and is 45 days of the mean node's motion either side.
 */
const NODE_STRAY = 2.4;

/**
 * Julian days (UT) on which a body stands exactly at `target` (or `target` + the phase angle) between
 * start and end, in order, on the chart's zodiac (sidereal with an ayanamsa).
 */
export function exactCrossings(body: CycleBody, target: number, start: number, end: number, ayanamsa: AyanamsaId | null = null): number[] {
  const tracks = body === 'trueNode' ? nodeTracks([target], start, end, ayanamsa) : [slowPlanetTracks(start, end, STEP[body], ayanamsa)[body]];
  return tracks.flatMap((t) => crossings(t, normalizeDegrees(target))).filter((jd) => jd >= start && jd <= end).sort((a, b) => a - b);
}

/**
 * The true node, followed a day at a time only where it can reach one of the targets: around each date the
 * mean node stands on a target (it returns once in 18.6 years, so a lifetime holds four or five).
 */
function nodeTracks(targets: number[], start: number, end: number, ayanamsa: AyanamsaId | null): Track[] {
  const windows: Array<[number, number]> = [];
  for (const target of targets) {
    for (const centre of meanNodeOn(target, start, end, ayanamsa)) {
      const half = NODE_STRAY / Math.abs(meanNodeAt(centre, ayanamsa).speed);
      windows.push([Math.max(start, centre - half), Math.min(end, centre + half)]);
    }
  }
  windows.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [a, b] of windows) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else if (b > a) merged.push([a, b]);
  }
  return merged.map(([a, b]) => sampleTrackOf((jd) => trueNodeAt(jd, ayanamsa), a, b, STEP.trueNode));
}

/** The Julian days on which the mean node stands on `target`, from a little before start to a little after end. */
function meanNodeOn(target: number, start: number, end: number, ayanamsa: AyanamsaId | null): number[] {
  const atStart = meanNodeAt(start, ayanamsa);
  const rate = Math.abs(atStart.speed);
  const period = 360 / rate, margin = NODE_STRAY / rate;
  // The mean node moves backwards: it comes down from its place at start to the target, and a period earlier it was there too.
  const out: number[] = [];
  for (let jd = start + normalizeDegrees(atStart.longitude - target) / rate - period; jd <= end + margin; jd += period) {
    if (jd < start - margin) continue;
    // Two Newton steps put the date on the target to a fraction of a day: the mean node's speed barely changes.
    let t = jd;
    for (let i = 0; i < 2; i++) {
      const p = meanNodeAt(t, ayanamsa);
      t += (((p.longitude - target + 540) % 360) - 180) / Math.abs(p.speed);
    }
    out.push(t);
  }
  return out;
}

/** Completed years between a local birth date and a date (both YYYY-MM-DD). */
export function ageOn(birthDate: string, date: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Saturn's and Jupiter's returns, Saturn's squares and oppositions, and the true node's returns, to age 90. */
export function computeLifeCycles(natal: NatalChart, years = LIFE_CYCLE_YEARS): LifeCycles {
  const birthJd = jdFromDate(new Date(natal.moment.utc));
  const birthDate = natal.moment.localDate;
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const until = `${String(by + years).padStart(4, '0')}-${String(bm).padStart(2, '0')}-${String(bd).padStart(2, '0')}`;
  const untilJd = jdFromDate(new Date(`${until}T12:00:00Z`));
  const ayanamsa = natal.options.ayanamsa;
  const key = `${birthJd}|${untilJd}|${ayanamsa}|${natal.bodies.trueNode.range ? 'day' : 'moment'}`;
  const cached = CYCLES.get(key);
  if (cached) return cached;
  const events: CycleEvent[] = [];

  // A pass that began before the 90th birthday is followed to its end; tracks start at the grid point before birth.
  const followTo = untilJd + 600;
  const planets = slowPlanetTracks(birthJd, followTo, STEP.saturn, ayanamsa);
  for (const body of CYCLE_BODIES) {
    const natalBody = natal.bodies[body];
    const noon = natalBody.longitude;
    // Without a birth time the natal point is anywhere on its arc of the day: both ends are followed too.
    const ends = natalBody.range ? [natalBody.range.from.longitude, natalBody.range.to.longitude] : [];
    const tracks = body === 'trueNode' ? nodeTracks([noon, ...ends], birthJd, followTo, ayanamsa) : [planets[body]];
    for (const phase of CYCLE_PHASES[body]) {
      const hitsOf = (longitude: number) => tracks.flatMap((t) => crossings(t, normalizeDegrees(longitude + PHASE_ANGLE[phase])))
        .filter((jd) => jd >= birthJd).sort((a, b) => a - b);
      const main = hitsOf(noon);
      const all = [...main, ...ends.flatMap(hitsOf)].sort((a, b) => a - b);
      let count = 0;
      for (const pass of passes(all, PASS_GAP[body])) {
        // The chart's own moment is a "return" of every body: the pass holding birth is not one.
        if (phase === 'return' && pass[0] - birthJd < PASS_GAP[body]) continue;
        if (pass[0] > untilJd) break;
        const exact = main.filter((jd) => jd >= pass[0] && jd <= pass[pass.length - 1]);
        const start = isoDate(pass[0]), end = isoDate(pass[pass.length - 1]);
        const within = (jds: number[]) => jds.filter((jd) => jd >= pass[0] && jd <= pass[pass.length - 1]);
        events.push({
          // The node can graze its degree twice in one day: a date is given once.
          body, phase, count: ++count, exactDates: [...new Set(exact.map(isoDate))], start, end,
          ageStart: ageOn(birthDate, start), ageEnd: ageOn(birthDate, end),
          ...(natalBody.range ? { dependsOnBirthTime: true as const } : {}),
          passes: passesOf(birthDate, exact, ends.map((lon) => within(hitsOf(lon)))),
        });
      }
    }
  }
  events.sort((a, b) => a.start.localeCompare(b.start) || CYCLE_BODIES.indexOf(a.body) - CYCLE_BODIES.indexOf(b.body));
  const cycles = { until, events };
  CYCLES.set(key, cycles);
  return cycles;
}

/**
 * A lifetime's cycles depend only on the birth moment, the zodiac and whether the hour is known; the last
 * few are kept, as a reading is composed in more than one language and a chart is read for each product.
 */
const CYCLES = new BoundedCache<string, LifeCycles>(16);

/**
 * Crossings closer than this (days) are one pass of a loop: the true node's wobble can carry it over its
 * degree and back within days, while the passes of Saturn's or Jupiter's loop lie months apart.
 */
const PASS_MERGE = 20;

/**
 * The passes of one event: the crossings of the natal degree grouped into passes, and without a birth time
 * matched pass for pass with the crossings of both ends of the day's arc, so each pass spans every hour.
 * Null when the ends make a different number of passes: then how many there are depends on the hour.
 */
function passesOf(birthDate: string, main: number[], ends: number[][]): CyclePass[] | null {
  const groups = [main, ...ends].map((jds) => passes(jds, PASS_MERGE));
  if (groups.some((g) => g.length !== groups[0].length)) return null;
  return groups[0].map((group, i) => {
    const all = groups.flatMap((g) => g[i]);
    const earliest = isoDate(Math.min(...all)), latest = isoDate(Math.max(...all));
    return { date: isoDate(group[0]), earliest, latest, ageStart: ageOn(birthDate, earliest), ageEnd: ageOn(birthDate, latest) };
  });
}

/** Sorted Julian days split into passes wherever two neighbours lie more than `gap` days apart. */
function passes(jds: number[], gap: number): number[][] {
  const out: number[][] = [];
  for (const jd of jds) {
    const last = out[out.length - 1];
    if (last && jd - last[last.length - 1] <= gap) last.push(jd);
    else out.push([jd]);
  }
  return out;
}
