// The Moon from ELP/MPP02 fitted to DE405 (Chapront & Francou 2003), astronomia's truncated table,
// truncated further at load. Gives geocentric position, velocity and acceleration in the J2000 ecliptic
// frame: velocity and acceleration feed the osculating (true) node and its speed.

interface ElpData {
  name?: string;
  W1: number[];
  L: Record<string, number[][]>;
  B: Record<string, number[][]>;
  R: Record<string, number[][]>;
}

interface CompiledSeries {
  /** Per power of T: flat rows [A, φ0, φ1, φ2, φ3, φ4, ...]. */
  terms: Float64Array[];
}

export interface CompiledElp {
  W1: number[];
  L: CompiledSeries;
  B: CompiledSeries;
  R: CompiledSeries;
  termCount: number;
}

const ROW = 6;
const ARCSEC = Math.PI / 648000;
const KM_PER_AU = 149597870.7;
const DAYS_PER_CENTURY = 36525;

/** The Moon's mean motion, radians per Julian century: the unit for weighting a term's rate. */
const MOON_MEAN_MOTION = 8399.685;

/**
 * Keeps rows whose effect reaches `arcsec` (L, B, in arcseconds) or `km` (R). The effect of a term is its
 * amplitude, scaled up by its frequency relative to the Moon's mean motion when faster, because the
 * osculating node depends on the velocity, where fast terms weigh more. Latitude terms are held to
 * `latitudeFactor` times the limit: an error in latitude rate moves the node about 1/sin(5.1°) ≈ 11 times.
 */
export function compileElp(data: ElpData, limits: { arcsec: number; km: number; latitudeFactor?: number }): CompiledElp {
  let termCount = 0;
  const compile = (series: Record<string, number[][]>, limit: number): CompiledSeries => {
    const terms: Float64Array[] = [];
    for (const key of Object.keys(series)) {
      const n = Number(key);
      const scale = n === 0 ? 1 : 0.3 ** n; // |T| ≤ 3 centuries around J2000
      const kept = series[key].filter((row) => Math.abs(row[0]) * scale * Math.max(1, Math.abs(row[2]) / MOON_MEAN_MOTION) >= limit);
      const flat = new Float64Array(kept.length * ROW);
      kept.forEach((row, i) => { for (let j = 0; j < ROW; j++) flat[i * ROW + j] = row[j] ?? 0; });
      terms[n] = flat;
      termCount += kept.length;
    }
    return { terms };
  };
  return {
    W1: data.W1,
    L: compile(data.L, limits.arcsec),
    B: compile(data.B, limits.arcsec * (limits.latitudeFactor ?? 1)),
    R: compile(data.R, limits.km),
    termCount,
  };
}

/** Σ_n T^n Σ A sin φ(T), with first and second derivatives in T. Writes value, d1, d2 at `slot`. */
function evaluateSeries(c: CompiledSeries, T: number, out: Float64Array, slot: number): void {
  let v = 0, d1 = 0, d2 = 0;
  const T2 = T * T, T3 = T2 * T;
  for (let n = 0; n < c.terms.length; n++) {
    const t = c.terms[n];
    if (t === undefined) continue;
    let s = 0, s1 = 0, s2 = 0;
    for (let i = 0; i < t.length; i += ROW) {
      const a = t[i];
      const phase = t[i + 1] + T * (t[i + 2] + T * (t[i + 3] + T * (t[i + 4] + T * t[i + 5])));
      const rate = t[i + 2] + 2 * t[i + 3] * T + 3 * t[i + 4] * T2 + 4 * t[i + 5] * T3;
      const accel = 2 * t[i + 3] + 6 * t[i + 4] * T + 12 * t[i + 5] * T2;
      const sn = Math.sin(phase), cs = Math.cos(phase);
      s += a * sn;
      s1 += a * cs * rate;
      s2 += a * (cs * accel - sn * rate * rate);
    }
    // d/dT and d²/dT² of T^n · S(T)
    const p0 = n === 0 ? 1 : T ** n;
    const p1 = n === 0 ? 0 : n * T ** (n - 1);
    const p2 = n < 2 ? 0 : n * (n - 1) * T ** (n - 2);
    v += p0 * s;
    d1 += p1 * s + p0 * s1;
    d2 += p2 * s + 2 * p1 * s1 + p0 * s2;
  }
  out[slot] = v;
  out[slot + 1] = d1;
  out[slot + 2] = d2;
}

const scratch = new Float64Array(9);

/**
 * Geocentric Moon at `T` Julian centuries TT from J2000, ecliptic and equinox J2000 (inertial), in AU,
 * AU/day and AU/day². Writes x, y, z, vx, vy, vz, ax, ay, az into `out`.
 */
export function moonState(c: CompiledElp, T: number, out: Float64Array): void {
  const s = scratch;
  evaluateSeries(c.L, T, s, 0);
  evaluateSeries(c.B, T, s, 3);
  evaluateSeries(c.R, T, s, 6);
  const w = c.W1;
  const T2 = T * T, T3 = T2 * T;
  const w0 = w[0] + T * (w[1] + T * (w[2] + T * (w[3] + T * w[4])));
  const w1 = w[1] + 2 * w[2] * T + 3 * w[3] * T2 + 4 * w[4] * T3;
  const w2 = 2 * w[2] + 6 * w[3] * T + 12 * w[4] * T2;
  const perDay = 1 / DAYS_PER_CENTURY;
  const L = w0 + s[0] * ARCSEC, L1 = (w1 + s[1] * ARCSEC) * perDay, L2 = (w2 + s[2] * ARCSEC) * perDay * perDay;
  const B = s[3] * ARCSEC, B1 = s[4] * ARCSEC * perDay, B2 = s[5] * ARCSEC * perDay * perDay;
  const R = s[6] / KM_PER_AU, R1 = s[7] / KM_PER_AU * perDay, R2 = s[8] / KM_PER_AU * perDay * perDay;

  const cL = Math.cos(L), sL = Math.sin(L), cB = Math.cos(B), sB = Math.sin(B);
  const f = R * cB;
  const f1 = R1 * cB - R * sB * B1;
  const f2 = R2 * cB - 2 * R1 * sB * B1 - R * cB * B1 * B1 - R * sB * B2;
  const x = f * cL, y = f * sL, z = R * sB;
  const x1 = f1 * cL - f * sL * L1;
  const y1 = f1 * sL + f * cL * L1;
  const z1 = R1 * sB + R * cB * B1;
  const x2 = f2 * cL - 2 * f1 * sL * L1 - f * cL * L1 * L1 - f * sL * L2;
  const y2 = f2 * sL + 2 * f1 * cL * L1 - f * sL * L1 * L1 + f * cL * L2;
  const z2 = R2 * sB + 2 * R1 * cB * B1 - R * sB * B1 * B1 + R * cB * B2;

  // Laskar's P, Q: from the mean ecliptic of date of the theory to the inertial J2000 ecliptic.
  const P = T * (0.10180391e-4 + T * (0.47020439e-6 + T * (-0.5417367e-9 + T * (-0.2507948e-11 + T * 0.463486e-14))));
  const Q = T * (-0.113469002e-3 + T * (0.12372674e-6 + T * (0.12654170e-8 + T * (-0.1371808e-11 + T * -0.320334e-14))));
  const sq = Math.sqrt(1 - P * P - Q * Q);
  const p11 = 1 - 2 * P * P, p12 = 2 * P * Q, p13 = 2 * P * sq;
  const p21 = 2 * P * Q, p22 = 1 - 2 * Q * Q, p23 = -2 * Q * sq;
  const p31 = -2 * P * sq, p32 = 2 * Q * sq, p33 = 1 - 2 * P * P - 2 * Q * Q;
  out[0] = p11 * x + p12 * y + p13 * z;
  out[1] = p21 * x + p22 * y + p23 * z;
  out[2] = p31 * x + p32 * y + p33 * z;
  out[3] = p11 * x1 + p12 * y1 + p13 * z1;
  out[4] = p21 * x1 + p22 * y1 + p23 * z1;
  out[5] = p31 * x1 + p32 * y1 + p33 * z1;
  out[6] = p11 * x2 + p12 * y2 + p13 * z2;
  out[7] = p21 * x2 + p22 * y2 + p23 * z2;
  out[8] = p31 * x2 + p32 * y2 + p33 * z2;
}
