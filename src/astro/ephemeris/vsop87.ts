// VSOP87B (heliocentric spherical, ecliptic and equinox J2000) evaluated from astronomia's full tables,
// truncated once at load to the terms that matter for 1800-2200 at sub-arcsecond level.
// Full VSOP87 has ~30,000 terms; the truncation keeps the chart under a millisecond.

export interface Vsop87Data {
  name?: string;
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
}

/** One coordinate: per power of τ, a flat [A, B, C, A, B, C, ...] array and how many leading terms feed the derivative. */
interface CompiledCoordinate {
  terms: Float64Array[];
  derivativeTerms: number[];
}

export interface CompiledVsop {
  L: CompiledCoordinate;
  B: CompiledCoordinate;
  R: CompiledCoordinate;
  termCount: number;
}

/** |τ| covered by the truncation test: Julian millennia from J2000 (0.2 = 1800..2200). */
const TAU_SPAN = 0.2;

/**
 * Keeps a term when its largest contribution over the span, A·τ^n, reaches `threshold`
 * (radians for L and B, AU for R). Derivative terms: A·C·τ^n reaches `rateThreshold` per millennium.
 */
export function compileVsop(data: Vsop87Data, threshold: { L: number; B: number; R: number }, rateThreshold: number): CompiledVsop {
  let termCount = 0;
  const compile = (series: Record<string, number[][]>, limit: number, rateLimit: number): CompiledCoordinate => {
    const terms: Float64Array[] = [];
    const derivativeTerms: number[] = [];
    const powers = Object.keys(series).map(Number).sort((a, b) => a - b);
    for (const n of powers) {
      const scale = n === 0 ? 1 : TAU_SPAN ** n;
      const kept = series[String(n)].filter((t) => Math.abs(t[0]) * scale >= limit);
      // Terms whose rate matters go first, so a prefix of the array feeds the derivative.
      const rateKept = kept.filter((t) => Math.abs(t[0] * t[2]) * scale >= rateLimit);
      const inRate = new Set(rateKept);
      const rest = kept.filter((t) => !inRate.has(t));
      const ordered = [...rateKept, ...rest];
      const flat = new Float64Array(ordered.length * 3);
      ordered.forEach((t, i) => { flat[3 * i] = t[0]; flat[3 * i + 1] = t[1]; flat[3 * i + 2] = t[2]; });
      terms[n] = flat;
      derivativeTerms[n] = rateKept.length;
      termCount += ordered.length;
    }
    return { terms, derivativeTerms };
  };
  return {
    L: compile(data.L, threshold.L, rateThreshold),
    B: compile(data.B, threshold.B, rateThreshold),
    R: compile(data.R, threshold.R, rateThreshold),
    termCount,
  };
}

/** Value and rate (per millennium) of one coordinate at τ. */
function evaluateCoordinate(c: CompiledCoordinate, tau: number, out: Float64Array, slot: number): void {
  let value = 0;
  let rate = 0;
  let tauPower = 1; // τ^n
  let tauPowerBelow = 0; // n·τ^(n-1)
  for (let n = 0; n < c.terms.length; n++) {
    const t = c.terms[n];
    if (t === undefined) continue;
    const k = c.derivativeTerms[n];
    let sum = 0;
    let sumRate = 0;
    const len = t.length;
    let i = 0;
    for (; i < 3 * k; i += 3) {
      const arg = t[i + 1] + t[i + 2] * tau;
      sum += t[i] * Math.cos(arg);
      sumRate -= t[i] * t[i + 2] * Math.sin(arg);
    }
    for (; i < len; i += 3) sum += t[i] * Math.cos(t[i + 1] + t[i + 2] * tau);
    value += sum * tauPower;
    rate += sumRate * tauPower + sum * tauPowerBelow;
    tauPowerBelow = (n + 1) * tauPower;
    tauPower *= tau;
  }
  out[slot] = value;
  out[slot + 1] = rate;
}

const DAYS_PER_MILLENNIUM = 365250;

/**
 * Heliocentric rectangular position (AU) and velocity (AU/day), ecliptic and equinox J2000, at `tau`
 * Julian millennia TT from J2000. Writes x, y, z, vx, vy, vz into `out`.
 */
export function vsopState(c: CompiledVsop, tau: number, out: Float64Array): void {
  const s = scratch;
  evaluateCoordinate(c.L, tau, s, 0);
  evaluateCoordinate(c.B, tau, s, 2);
  evaluateCoordinate(c.R, tau, s, 4);
  const l = s[0], b = s[2], r = s[4];
  const dl = s[1] / DAYS_PER_MILLENNIUM, db = s[3] / DAYS_PER_MILLENNIUM, dr = s[5] / DAYS_PER_MILLENNIUM;
  const cl = Math.cos(l), sl = Math.sin(l), cb = Math.cos(b), sb = Math.sin(b);
  const f = r * cb;
  const df = dr * cb - r * sb * db;
  out[0] = f * cl;
  out[1] = f * sl;
  out[2] = r * sb;
  out[3] = df * cl - f * sl * dl;
  out[4] = df * sl + f * cl * dl;
  out[5] = dr * sb + r * cb * db;
}

const scratch = new Float64Array(6);
