// Precession of the equator between J2000 and another epoch by the angles ζA, zA, θA, in the three
// models sidereal zodiacs were defined with: IAU 2006 (Capitaine, Wallace & Chapront 2003), the current
// standard; IAU 1976 (Lieske et al. 1977), which the Lahiri ayanamsa was fixed with; and Newcomb, which
// the Fagan-Bradley and Raman ayanamsas were (in Kinoshita's 1975 form, Julian epoch B1850, tropical
// millennia). The old models are here only to reproduce those definitions.

const ARCSEC = Math.PI / 648000;
const J2000 = 2451545.0;
const B1850 = 2396758.203581;
const TROPICAL_MILLENNIUM = 365242.198782;

export type PrecessionModel = 'iau2006' | 'iau1976' | 'newcomb';

/** ζA, zA, θA in radians for the epoch `jdTt`, precessing from J2000 to it. */
function precessionAngles(model: PrecessionModel, jdTt: number): [zeta: number, z: number, theta: number] {
  if (model === 'newcomb') {
    const t1 = (J2000 - B1850) / TROPICAL_MILLENNIUM;
    const T = (jdTt - B1850) / TROPICAL_MILLENNIUM - t1;
    const rate = 23035.5548 + 139.72 * t1 + 0.069 * t1 * t1;
    return [
      (rate * T + (30.242 - 0.269 * t1) * T * T + 17.996 * T ** 3) * ARCSEC,
      (rate * T + (109.478 - 0.387 * t1) * T * T + 18.324 * T ** 3) * ARCSEC,
      ((20051.125 - 85.294 * t1 - 0.365 * t1 * t1) * T + (-42.647 - 0.365 * t1) * T * T - 41.802 * T ** 3) * ARCSEC,
    ];
  }
  const T = (jdTt - J2000) / 36525;
  if (model === 'iau1976') {
    return [
      T * (2306.2181 + T * (0.30188 + T * 0.017998)) * ARCSEC,
      T * (2306.2181 + T * (1.09468 + T * 0.018203)) * ARCSEC,
      T * (2004.3109 + T * (-0.42665 - T * 0.041833)) * ARCSEC,
    ];
  }
  return [
    (2.650545 + T * (2306.083227 + T * (0.2988499 + T * (0.01801828 + T * (-0.000005971 - T * 0.0000003173))))) * ARCSEC,
    (-2.650545 + T * (2306.077181 + T * (1.0927348 + T * (0.01826837 + T * (-0.000028596 - T * 0.0000002904))))) * ARCSEC,
    T * (2004.191903 + T * (-0.4294934 + T * (-0.04182264 + T * (-0.000007089 - T * 0.0000001274)))) * ARCSEC,
  ];
}

/**
 * Rotation matrix (row-major, 9 numbers) from the mean equator and equinox of J2000 to those of the
 * epoch `jdTt`: R3(−zA) · R2(θA) · R3(−ζA). Its transpose goes back.
 */
export function equatorialPrecessionMatrix(model: PrecessionModel, jdTt: number): Float64Array {
  const [zeta, z, theta] = precessionAngles(model, jdTt);
  const cZeta = Math.cos(zeta), sZeta = Math.sin(zeta), cZ = Math.cos(z), sZ = Math.sin(z), cT = Math.cos(theta), sT = Math.sin(theta);
  return Float64Array.of(
    cZ * cT * cZeta - sZ * sZeta, -cZ * cT * sZeta - sZ * cZeta, -cZ * sT,
    sZ * cT * cZeta + cZ * sZeta, -sZ * cT * sZeta + cZ * cZeta, -sZ * sT,
    sT * cZeta, -sT * sZeta, cT,
  );

}
