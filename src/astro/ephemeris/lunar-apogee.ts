// Black Moon Lilith as most astrologers use it: the mean apogee of the Moon's orbit. The apogee lies
// in the plane of the mean lunar orbit, 180° from the mean perigee; like Swiss Ephemeris, the point is
// projected from that plane onto the ecliptic (a difference of up to 12′ against the unprojected
// longitude) and keeps the orbit's latitude. Mean perigee and node are ELP-2000/82's (Chapront-Touzé &
// Chapront 1988, Meeus ch. 47), of date; nutation makes the longitude apparent, as for the mean node.
import type { ApparentPosition, EphemerisMoment } from './apparent.js';
import { normalizeDegrees } from '../chart/zodiac.js';

const DEG = Math.PI / 180;

/** Mean inclination of the lunar orbit on the ecliptic, degrees. */
const MEAN_LUNAR_INCLINATION = 5.1453964;

const COS_I = Math.cos(MEAN_LUNAR_INCLINATION * DEG);
const SIN_I = Math.sin(MEAN_LUNAR_INCLINATION * DEG);

export function meanLunarApogee(m: EphemerisMoment): ApparentPosition {
  const T = m.T;
  const perigee = 83.3532465 + T * (4069.0137287 + T * (-0.01032 + T * (-1 / 80053 + T / 18999000)));
  const perigeeRate = (4069.0137287 + T * (-2 * 0.01032 + T * (-3 / 80053 + 4 * T / 18999000))) / 36525;
  const node = 125.0445479 + T * (-1934.1362891 + T * (0.0020754 + T * (1 / 467441 - T / 60616000)));
  const nodeRate = (-1934.1362891 + T * (2 * 0.0020754 + T * (3 / 467441 - 4 * T / 60616000))) / 36525;
  // Argument of the apogee from the ascending node, in the orbit plane.
  const u = (perigee + 180 - node) * DEG;
  const cu = Math.cos(u), su = Math.sin(u);
  const longitude = node + Math.atan2(su * COS_I, cu) / DEG;
  const speed = nodeRate + (COS_I / (cu * cu + COS_I * COS_I * su * su)) * (perigeeRate - nodeRate);
  return { longitude: normalizeDegrees(longitude + m.dpsi / DEG), latitude: Math.asin(su * SIN_I) / DEG, speed, distance: 0 };
}
