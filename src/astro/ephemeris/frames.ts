// Reference frames: precession of the ecliptic (IAU 2006, Capitaine et al. 2003 P03 angles), nutation
// (IAU 1980 series, as in Meeus ch. 22), obliquity and Greenwich sidereal time.

const ARCSEC = Math.PI / 648000;
const DEG = Math.PI / 180;

/**
 * Rotation matrix (row-major, 9 numbers) from the J2000 ecliptic to the mean ecliptic and equinox of
 * date, T Julian centuries TT from J2000: R3(-(ΠA + pA)) · R1(πA) · R3(ΠA).
 */
export function eclipticPrecessionMatrix(T: number): Float64Array {
  const piA = T * (46.998973 + T * (-0.0334926 + T * (-0.00012559 + T * (0.000000113 + T * -0.0000000022)))) * ARCSEC;
  const bigPiA = (629546.7936 + T * (-867.95758 + T * (0.157992 + T * (-0.0005371 + T * (-0.00004797 + T * 0.000000072))))) * ARCSEC;
  const pA = T * (5028.796195 + T * (1.1054348 + T * (0.00007964 + T * (-0.000023857 + T * -0.0000000383)))) * ARCSEC;
  const a = bigPiA, b = piA, c = -(bigPiA + pA);
  // R3(c) · R1(b) · R3(a), with R3(θ) = [[cos, sin, 0], [-sin, cos, 0], [0, 0, 1]], R1(θ) = [[1,0,0],[0,cos,sin],[0,-sin,cos]].
  const ca = Math.cos(a), sa = Math.sin(a), cb = Math.cos(b), sb = Math.sin(b), cc = Math.cos(c), sc = Math.sin(c);
  // M1 = R1(b)·R3(a)
  const m = [
    ca, sa, 0,
    -cb * sa, cb * ca, sb,
    sb * sa, -sb * ca, cb,
  ];
  // R3(c)·M1
  return Float64Array.of(
    cc * m[0] + sc * m[3], cc * m[1] + sc * m[4], cc * m[2] + sc * m[5],
    -sc * m[0] + cc * m[3], -sc * m[1] + cc * m[4], -sc * m[2] + cc * m[5],
    m[6], m[7], m[8],
  );
}

/** Mean obliquity of the ecliptic (IAU 2006), radians. */
export function meanObliquity(T: number): number {
  return (84381.406 + T * (-46.836769 + T * (-0.0001831 + T * (0.0020034 + T * (-0.000000576 + T * -0.0000000434))))) * ARCSEC;
}

// IAU 1980 nutation, the 63 terms of Meeus table 22.A: multiples of D, M, M', F, Ω, then
// Δψ coefficients (0.0001", constant and per century) and Δε coefficients.
const NUTATION_TERMS: readonly number[] = [
  0, 0, 0, 0, 1, -171996, -174.2, 92025, 8.9,
  -2, 0, 0, 2, 2, -13187, -1.6, 5736, -3.1,
  0, 0, 0, 2, 2, -2274, -0.2, 977, -0.5,
  0, 0, 0, 0, 2, 2062, 0.2, -895, 0.5,
  0, 1, 0, 0, 0, 1426, -3.4, 54, -0.1,
  0, 0, 1, 0, 0, 712, 0.1, -7, 0,
  -2, 1, 0, 2, 2, -517, 1.2, 224, -0.6,
  0, 0, 0, 2, 1, -386, -0.4, 200, 0,
  0, 0, 1, 2, 2, -301, 0, 129, -0.1,
  -2, -1, 0, 2, 2, 217, -0.5, -95, 0.3,
  -2, 0, 1, 0, 0, -158, 0, 0, 0,
  -2, 0, 0, 2, 1, 129, 0.1, -70, 0,
  0, 0, -1, 2, 2, 123, 0, -53, 0,
  2, 0, 0, 0, 0, 63, 0, 0, 0,
  0, 0, 1, 0, 1, 63, 0.1, -33, 0,
  2, 0, -1, 2, 2, -59, 0, 26, 0,
  0, 0, -1, 0, 1, -58, -0.1, 32, 0,
  0, 0, 1, 2, 1, -51, 0, 27, 0,
  -2, 0, 2, 0, 0, 48, 0, 0, 0,
  0, 0, -2, 2, 1, 46, 0, -24, 0,
  2, 0, 0, 2, 2, -38, 0, 16, 0,
  0, 0, 2, 2, 2, -31, 0, 13, 0,
  0, 0, 2, 0, 0, 29, 0, 0, 0,
  -2, 0, 1, 2, 2, 29, 0, -12, 0,
  0, 0, 0, 2, 0, 26, 0, 0, 0,
  -2, 0, 0, 2, 0, -22, 0, 0, 0,
  0, 0, -1, 2, 1, 21, 0, -10, 0,
  0, 2, 0, 0, 0, 17, -0.1, 0, 0,
  2, 0, -1, 0, 1, 16, 0, -8, 0,
  -2, 2, 0, 2, 2, -16, 0.1, 7, 0,
  0, 1, 0, 0, 1, -15, 0, 9, 0,
  -2, 0, 1, 0, 1, -13, 0, 7, 0,
  0, -1, 0, 0, 1, -12, 0, 6, 0,
  0, 0, 2, -2, 0, 11, 0, 0, 0,
  2, 0, -1, 2, 1, -10, 0, 5, 0,
  2, 0, 1, 2, 2, -8, 0, 3, 0,
  0, 1, 0, 2, 2, 7, 0, -3, 0,
  -2, 1, 1, 0, 0, -7, 0, 0, 0,
  0, -1, 0, 2, 2, -7, 0, 3, 0,
  2, 0, 0, 2, 1, -7, 0, 3, 0,
  2, 0, 1, 0, 0, 6, 0, 0, 0,
  -2, 0, 2, 2, 2, 6, 0, -3, 0,
  -2, 0, 1, 2, 1, 6, 0, -3, 0,
  2, 0, -2, 0, 1, -6, 0, 3, 0,
  2, 0, 0, 0, 1, -6, 0, 3, 0,
  0, -1, 1, 0, 0, 5, 0, 0, 0,
  -2, -1, 0, 2, 1, -5, 0, 3, 0,
  -2, 0, 0, 0, 1, -5, 0, 3, 0,
  0, 0, 2, 2, 1, -5, 0, 3, 0,
  -2, 0, 2, 0, 1, 4, 0, 0, 0,
  -2, 1, 0, 2, 1, 4, 0, 0, 0,
  0, 0, 1, -2, 0, 4, 0, 0, 0,
  -1, 0, 1, 0, 0, -4, 0, 0, 0,
  -2, 1, 0, 0, 0, -4, 0, 0, 0,
  1, 0, 0, 0, 0, -4, 0, 0, 0,
  0, 0, 1, 2, 0, 3, 0, 0, 0,
  0, 0, -2, 2, 2, -3, 0, 0, 0,
  -1, -1, 1, 0, 0, -3, 0, 0, 0,
  0, 1, 1, 0, 0, -3, 0, 0, 0,
  0, -1, 1, 2, 2, -3, 0, 0, 0,
  2, -1, -1, 2, 2, -3, 0, 0, 0,
  0, 0, 3, 2, 2, -3, 0, 0, 0,
  2, -1, 0, 2, 2, -3, 0, 0, 0,
];

/** Nutation in longitude and obliquity, radians. */
export function nutation(T: number): { dpsi: number; deps: number } {
  const D = (297.85036 + T * (445267.11148 + T * (-0.0019142 + T / 189474))) * DEG;
  const M = (357.52772 + T * (35999.05034 + T * (-0.0001603 - T / 300000))) * DEG;
  const Mp = (134.96298 + T * (477198.867398 + T * (0.0086972 + T / 56250))) * DEG;
  const F = (93.27191 + T * (483202.017538 + T * (-0.0036825 + T / 327270))) * DEG;
  const Om = (125.04452 + T * (-1934.136261 + T * (0.0020708 + T / 450000))) * DEG;
  let dpsi = 0, deps = 0;
  const t = NUTATION_TERMS;
  for (let i = t.length - 9; i >= 0; i -= 9) {
    const arg = t[i] * D + t[i + 1] * M + t[i + 2] * Mp + t[i + 3] * F + t[i + 4] * Om;
    dpsi += Math.sin(arg) * (t[i + 5] + t[i + 6] * T);
    deps += Math.cos(arg) * (t[i + 7] + t[i + 8] * T);
  }
  return { dpsi: dpsi * 0.0001 * ARCSEC, deps: deps * 0.0001 * ARCSEC };
}

/**
 * Greenwich mean sidereal time, radians: the Earth rotation angle of the UT Julian day plus the
 * accumulated precession in right ascension (IAU 2006, IERS Conventions 2010 eq. 5.32), consistent with
 * the IAU 2006 precession used for the planets and with Swiss Ephemeris. The older IAU 1982 formula,
 * tied to the IAU 1976 precession, drifts from it by 0.27" per century.
 */
export function greenwichMeanSiderealTime(jdUt: number, jdTt: number = jdUt): number {
  const du = jdUt - 2451545.0;
  const era = 2 * Math.PI * ((0.779057273264 + 0.00273781191135448 * du + (du % 1)) % 1);
  const t = (jdTt - 2451545.0) / 36525;
  const precession = 0.014506 + t * (4612.156534 + t * (1.3915817 + t * (-0.00000044 + t * (-0.000029956 - t * 0.0000000368))));
  const gmst = era + precession * ARCSEC;
  return ((gmst % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
}

/** Precession rate of the equinox along the ecliptic, radians per day (general precession in longitude). */
export const PRECESSION_RATE_PER_DAY = 5028.796195 * ARCSEC / 36525;
