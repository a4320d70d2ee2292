// Public surface of the astronomy half of the reading engine. Everything here is a pure function on
// plain data, except createGazetteer and openCityIndex (read the city index file, or build it from the
// packaged GeoNames table) and timezoneAt (geo-tz data).
export * from './types.js';
export { createGazetteer, openCityIndex, timezoneAt } from './places/load.js';
export { buildGazetteer, type Gazetteer, type GazetteerOptions } from './places/gazetteer.js';
export { normalizeName } from './places/normalize.js';
export { placeAt } from './places/coordinates.js';
export { toBirthMoment, toBirthMomentWithOffset, isValidTimezone, BirthTimeError } from './time/birth-moment.js';
export { computeChart, chartOptions } from './chart/compute-chart.js';
export { ASPECT_ANGLES, PLANET_ORBS, LUMINARY_ORBS, ANGLE_ORBS, NODE_ORBS, CHIRON_ORBS, LILITH_ORBS, orbFor } from './chart/aspects.js';
export { AYANAMSA_DEFINITIONS, meanAyanamsa, ayanamsaOfDate } from './chart/ayanamsa.js';
export { partOfFortune, sectOf } from './chart/part-of-fortune.js';
export { BALANCE_WEIGHTS, LACKING_SHARE } from './chart/balance.js';
export { TRADITIONAL_RULER, SIGN_ELEMENT, SIGN_MODALITY, signOf, degreeInSign } from './chart/zodiac.js';
export { computeForecast, TRANSIT_ORB, TRANSITING_PLANETS } from './forecast/forecast.js';
export { computeLifeCycles, ageOn, CYCLE_BODIES, CYCLE_PHASES, LIFE_CYCLE_YEARS, type CycleBody, type CycleEvent, type CyclePhase, type LifeCycles } from './forecast/life-cycles.js';
export { computeMonthAhead, DAY_ASPECTS, DAY_TRANSIT_ORB, MONTH_DAYS, moonPhaseName } from './forecast/month-ahead.js';
export { computeNumerology, lifeCycles, nameCanBeCounted, personalMonthOf, personalYearOf, reduceNumber, singleDigit, MASTER_NUMBERS } from './numerology.js';
