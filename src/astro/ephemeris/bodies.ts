// Compiled series for every body, built once when the module loads. The truncation limits were chosen
// by comparing against the untruncated tables over 1900-2030 (test/astro/ephemeris.test.ts, "series truncation"):
// each body stays within about 0.6" of the full theory (the osculating node, fed by the Moon's velocity, is
// the most sensitive and sets the Moon's limits).
import earth from 'astronomia/data/vsop87Bearth';
import mercury from 'astronomia/data/vsop87Bmercury';
import venus from 'astronomia/data/vsop87Bvenus';
import mars from 'astronomia/data/vsop87Bmars';
import jupiter from 'astronomia/data/vsop87Bjupiter';
import saturn from 'astronomia/data/vsop87Bsaturn';
import uranus from 'astronomia/data/vsop87Buranus';
import neptune from 'astronomia/data/vsop87Bneptune';
import elp from 'astronomia/data/elpMppDe';
import { compileVsop, type CompiledVsop, type Vsop87Data } from './vsop87.js';
import { compileElp, type CompiledElp } from './moon-elp.js';

export type VsopPlanet = 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn' | 'uranus' | 'neptune';

/** Truncation limits: radians for L and B, AU for R; rate limit in radians (or AU) per millennium. */
export const TRUNCATION: Record<VsopPlanet | 'earth', { L: number; B: number; R: number; rate: number }> = {
  earth: { L: 2e-8, B: 2e-8, R: 2e-8, rate: 2e-5 },
  mercury: { L: 5e-8, B: 5e-8, R: 2e-8, rate: 2e-5 },
  venus: { L: 3e-8, B: 3e-8, R: 1e-8, rate: 2e-5 },
  mars: { L: 2e-8, B: 2e-8, R: 3e-8, rate: 2e-5 },
  jupiter: { L: 1e-7, B: 1e-7, R: 5e-7, rate: 2e-5 },
  saturn: { L: 1e-7, B: 1e-7, R: 1e-6, rate: 2e-5 },
  uranus: { L: 1e-7, B: 1e-7, R: 2e-6, rate: 2e-5 },
  neptune: { L: 1e-7, B: 1e-7, R: 3e-6, rate: 2e-5 },
};

const MOON_TRUNCATION = { arcsec: 0.02, km: 0.04, latitudeFactor: 0.1 };

const DATA: Record<VsopPlanet | 'earth', Vsop87Data> = { earth, mercury, venus, mars, jupiter, saturn, uranus, neptune };

export interface CompiledBodies {
  vsop: Record<VsopPlanet | 'earth', CompiledVsop>;
  moon: CompiledElp;
}

export function compileBodies(truncation = TRUNCATION, moonTruncation = MOON_TRUNCATION): CompiledBodies {
  const vsop = {} as Record<VsopPlanet | 'earth', CompiledVsop>;
  for (const key of Object.keys(DATA) as (VsopPlanet | 'earth')[]) {
    const t = truncation[key];
    vsop[key] = compileVsop(DATA[key], t, t.rate);
  }
  return { vsop, moon: compileElp(elp, moonTruncation) };
}

/** The untruncated tables, for checking the truncation. */
export function compileFullBodies(): CompiledBodies {
  const zero = { L: 0, B: 0, R: 0, rate: 2e-5 };
  const full = Object.fromEntries(Object.keys(DATA).map((k) => [k, zero])) as typeof TRUNCATION;
  return compileBodies(full, { arcsec: 0, km: 0, latitudeFactor: 1 });
}

export const BODIES: CompiledBodies = compileBodies();
