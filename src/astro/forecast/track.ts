// A body's longitude over a span, sampled with its speed and interpolated by cubic Hermite segments.
// For the planets used here the interpolation error is far below an arcsecond at the sample steps
// chosen (the fourth derivative of a planet's longitude is tiny), so crossings, stations and orbs are
// found on the interpolant, exactly and without further ephemeris calls.
import { findRoot, positionsAt, type SearchBody } from './positions.js';
import type { AyanamsaId } from '../types.js';

export interface Track {
  jd: number[];
  /** Longitude unwrapped to be continuous (it may leave 0..360). */
  lon: number[];
  speed: number[];
  /** Monotonic pieces: segment, parameter range and the values at its ends, split at stations. */
  pieces: { segment: number; sa: number; sb: number; va: number; vb: number }[];
}

/** Tracks for several bodies over [start, end], sampled every `step` days (and at `end`); sidereal with an ayanamsa. */
export function sampleTracks<B extends SearchBody>(bodies: readonly B[], start: number, end: number, step: number, ayanamsa: AyanamsaId | null = null): Map<B, Track> {
  const jd = stepsOf(start, end, step);
  const positions = jd.map((t) => positionsAt(bodies, t, ayanamsa));
  return new Map(bodies.map((body, b) => [body, trackFromSamples(jd, positions.map((p) => p[b]))]));
}

/** start, start + step, … and end itself. */
function stepsOf(start: number, end: number, step: number): number[] {
  const n = Math.max(1, Math.ceil((end - start) / step));
  return Array.from({ length: n + 1 }, (_, i) => (i === n ? end : start + i * step));
}

/** A track of any moving point (the lunar node) given by a function of the Julian day, sampled as sampleTracks does. */
export function sampleTrackOf(at: (jdUt: number) => { longitude: number; speed: number }, start: number, end: number, step: number): Track {
  const jd = stepsOf(start, end, step);
  return trackFromSamples(jd, jd.map(at));
}

/** A track through positions already computed at the given Julian days (in order), unwrapped to be continuous. */
export function trackFromSamples(jd: number[], samples: ReadonlyArray<{ longitude: number; speed: number }>): Track {
  const raw = { jd, lon: [] as number[], speed: [] as number[] };
  for (const p of samples) {
    let l = p.longitude;
    if (raw.lon.length) l += 360 * Math.round((raw.lon[raw.lon.length - 1] - l) / 360);
    raw.lon.push(l); raw.speed.push(p.speed);
  }
  return withPieces(raw);
}

function withPieces(raw: { jd: number[]; lon: number[]; speed: number[] }): Track {
  const track: Track = { ...raw, pieces: [] };
  for (let i = 0; i + 1 < raw.jd.length; i++) {
    const cuts = [0, ...stationsIn(track, i), 1];
    for (let k = 0; k + 1 < cuts.length; k++) {
      track.pieces.push({ segment: i, sa: cuts[k], sb: cuts[k + 1], va: hermite(track, i, cuts[k]).value, vb: hermite(track, i, cuts[k + 1]).value });
    }
  }
  return track;
}

/** Hermite basis on segment i at parameter s in [0, 1]: value and derivative (per day). */
function hermite(t: Track, i: number, s: number): { value: number; rate: number } {
  const h = t.jd[i + 1] - t.jd[i];
  const p0 = t.lon[i], p1 = t.lon[i + 1], m0 = t.speed[i] * h, m1 = t.speed[i + 1] * h;
  const s2 = s * s, s3 = s2 * s;
  const value = (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * m1;
  const rate = ((6 * s2 - 6 * s) * p0 + (3 * s2 - 4 * s + 1) * m0 + (-6 * s2 + 6 * s) * p1 + (3 * s2 - 2 * s) * m1) / h;
  return { value, rate };
}

function segmentOf(t: Track, jd: number): number {
  let lo = 0, hi = t.jd.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (t.jd[mid] <= jd) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Interpolated longitude (0..360) and speed at a Julian day inside the track. */
export function trackAt(t: Track, jd: number): { longitude: number; speed: number } {
  const i = segmentOf(t, jd);
  const { value, rate } = hermite(t, i, (jd - t.jd[i]) / (t.jd[i + 1] - t.jd[i]));
  return { longitude: ((value % 360) + 360) % 360, speed: rate };
}

/** Parameters in (0, 1) where segment i's derivative vanishes: the stations inside it. */
function stationsIn(t: Track, i: number): number[] {
  const h = t.jd[i + 1] - t.jd[i];
  const p0 = t.lon[i], p1 = t.lon[i + 1], m0 = t.speed[i] * h, m1 = t.speed[i + 1] * h;
  // derivative = a s² + b s + c
  const a = 6 * p0 + 3 * m0 - 6 * p1 + 3 * m1;
  const b = -6 * p0 - 4 * m0 + 6 * p1 - 2 * m1;
  const c = m0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-15) {
    if (Math.abs(b) > 1e-15) roots.push(-c / b);
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(disc));
      roots.push(q / a);
      if (q !== 0) roots.push(c / q);
    }
  }
  return roots.filter((s) => s > 0 && s < 1).sort((x, y) => x - y);
}

/**
 * Every Julian day at which the body's longitude equals `target` (mod 360), in order. Each segment is
 * split at its stations, so each piece is monotonic and holds at most one crossing per turn of the circle.
 */
export function crossings(t: Track, target: number): number[] {
  const out: number[] = [];
  const last = t.pieces.length - 1;
  t.pieces.forEach((piece, n) => {
    const { segment: i, sa, sb, va, vb } = piece;
    const lo = Math.min(va, vb), hi = Math.max(va, vb);
    // Every lift of the target between the piece's ends; a lift equal to the end value belongs to the next piece.
    for (let lift = target + 360 * Math.ceil((lo - target) / 360); lift <= hi; lift += 360) {
      if (lift === vb && n !== last) continue;
      const f = (s: number) => hermite(t, i, s).value - lift;
      const s = findRoot(f, sa, sb, va - lift, vb - lift, 1e-9);
      out.push(t.jd[i] + s * (t.jd[i + 1] - t.jd[i]));
    }
  });
  return out;
}
