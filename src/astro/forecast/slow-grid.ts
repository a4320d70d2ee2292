// Saturn's and Jupiter's places on one grid of Julian days that every chart shares. A lifetime's track
// (90 years, about 1,100 samples of each planet) is a slice of the grid, so the ephemeris runs once per
// process for each stretch of years instead of once per reading: the readings of any two people born
// within a century of each other share most of their samples.
import type { AyanamsaId } from '../types.js';
import { positionsAt } from './positions.js';
import { trackFromSamples, type Track } from './track.js';

export type SlowPlanet = 'saturn' | 'jupiter';
const PLANETS: readonly SlowPlanet[] = ['saturn', 'jupiter'];

/** J2000: the grid's origin; its step is the caller's (30 days for life timing). */
const ORIGIN = 2451545;
/** Samples computed together, so that a lifetime fills a few dozen blocks rather than a thousand entries. */
const BLOCK = 64;

interface Sample { longitude: number; speed: number }
/**
 * Blocks by zodiac, step and index. The grid is bounded by the dates a chart accepts (a few centuries,
 * under 120 blocks of 64 samples per zodiac and step), so nothing is evicted.
 */
const blocks = new Map<string, Record<SlowPlanet, Sample[]>>();

function blockOf(index: number, step: number, ayanamsa: AyanamsaId | null): Record<SlowPlanet, Sample[]> {
  const key = `${ayanamsa}|${step}|${index}`;
  let block = blocks.get(key);
  if (!block) {
    block = { saturn: [], jupiter: [] };
    for (let i = 0; i < BLOCK; i++) {
      const [saturn, jupiter] = positionsAt(PLANETS, ORIGIN + (index * BLOCK + i) * step, ayanamsa);
      block.saturn.push(saturn);
      block.jupiter.push(jupiter);
    }
    blocks.set(key, block);
  }
  return block;
}

/** Saturn's and Jupiter's tracks from the grid point at or before `start` to the one at or after `end`. */
export function slowPlanetTracks(start: number, end: number, step: number, ayanamsa: AyanamsaId | null): Record<SlowPlanet, Track> {
  const first = Math.floor((start - ORIGIN) / step), last = Math.ceil((end - ORIGIN) / step);
  const out = {} as Record<SlowPlanet, Track>;
  for (const planet of PLANETS) {
    const jd: number[] = [], samples: Sample[] = [];
    for (let k = first; k <= last; k++) {
      const index = Math.floor(k / BLOCK);
      jd.push(ORIGIN + k * step);
      samples.push(blockOf(index, step, ayanamsa)[planet][k - index * BLOCK]);
    }
    out[planet] = trackFromSamples(jd, samples);
  }
  return out;
}
