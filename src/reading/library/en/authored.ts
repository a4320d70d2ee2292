// The authored tables of this language, listed for the checks every authored text must pass
// (test/reading/authored-texts.test.ts): one entry per table, added when the table is written.
import type { AuthoredTable } from '../authored-types.js';
import { angleAspects } from './angle-aspects.js';
import { angleInSign } from './angle-in-sign.js';
import { jupiterPairs } from './aspect-pairs-jupiter.js';
import { marsPairs } from './aspect-pairs-mars.js';
import { mercuryPairs } from './aspect-pairs-mercury.js';
import { moonPairs } from './aspect-pairs-moon.js';
import { outerPairs } from './aspect-pairs-outer.js';
import { sunPairs } from './aspect-pairs-sun.js';
import { venusPairs } from './aspect-pairs-venus.js';
import { generationInSign } from './generation-in-sign.js';
import { cusp as areaCusp } from './life-areas-cusps.js';
import { ruler as areaRuler } from './life-areas-rulers.js';
import { monthAhead } from './month-ahead.js';
import { planetInHouse } from './planet-in-house.js';
import { pointInSign } from './point-in-sign.js';

/** A table keyed by house number or sign, with the string keys the checks read. */
const byKey = (texts: object): Readonly<Record<string, string>> => Object.fromEntries(Object.entries(texts)) as Record<string, string>;

export const authoredTables: AuthoredTable[] = [
  ...Object.entries(planetInHouse).map(([body, texts]) => ({ name: `planetInHouse.${body}`, texts: byKey(texts) })),
  ...Object.entries(pointInSign).map(([point, texts]) => ({ name: `pointInSign.${point}`, texts: byKey(texts) })),
  { name: 'aspectPairs.sun-moon', texts: sunPairs['sun-moon'] },
  { name: 'aspectPairs.sun-mercury', texts: sunPairs['sun-mercury'] },
  { name: 'aspectPairs.sun-venus', texts: sunPairs['sun-venus'] },
  { name: 'aspectPairs.sun-mars', texts: sunPairs['sun-mars'] },
  { name: 'aspectPairs.sun-jupiter', texts: sunPairs['sun-jupiter'] },
  { name: 'aspectPairs.sun-saturn', texts: sunPairs['sun-saturn'] },
  { name: 'aspectPairs.sun-uranus', texts: sunPairs['sun-uranus'] },
  { name: 'aspectPairs.sun-neptune', texts: sunPairs['sun-neptune'] },
  { name: 'aspectPairs.sun-pluto', texts: sunPairs['sun-pluto'] },
  { name: 'aspectPairs.moon-mercury', texts: moonPairs['moon-mercury'] },
  { name: 'aspectPairs.moon-venus', texts: moonPairs['moon-venus'] },
  { name: 'aspectPairs.moon-mars', texts: moonPairs['moon-mars'] },
  { name: 'aspectPairs.moon-jupiter', texts: moonPairs['moon-jupiter'] },
  { name: 'aspectPairs.moon-saturn', texts: moonPairs['moon-saturn'] },
  { name: 'aspectPairs.moon-uranus', texts: moonPairs['moon-uranus'] },
  { name: 'aspectPairs.moon-neptune', texts: moonPairs['moon-neptune'] },
  { name: 'aspectPairs.moon-pluto', texts: moonPairs['moon-pluto'] },
  { name: 'aspectPairs.mercury-venus', texts: mercuryPairs['mercury-venus'] },
  { name: 'aspectPairs.mercury-mars', texts: mercuryPairs['mercury-mars'] },
  { name: 'aspectPairs.mercury-jupiter', texts: mercuryPairs['mercury-jupiter'] },
  { name: 'aspectPairs.mercury-saturn', texts: mercuryPairs['mercury-saturn'] },
  { name: 'aspectPairs.mercury-uranus', texts: mercuryPairs['mercury-uranus'] },
  { name: 'aspectPairs.mercury-neptune', texts: mercuryPairs['mercury-neptune'] },
  { name: 'aspectPairs.mercury-pluto', texts: mercuryPairs['mercury-pluto'] },
  { name: 'aspectPairs.venus-mars', texts: venusPairs['venus-mars'] },
  { name: 'aspectPairs.venus-jupiter', texts: venusPairs['venus-jupiter'] },
  { name: 'aspectPairs.venus-saturn', texts: venusPairs['venus-saturn'] },
  { name: 'aspectPairs.venus-uranus', texts: venusPairs['venus-uranus'] },
  { name: 'aspectPairs.venus-neptune', texts: venusPairs['venus-neptune'] },
  { name: 'aspectPairs.venus-pluto', texts: venusPairs['venus-pluto'] },
  { name: 'aspectPairs.mars-jupiter', texts: marsPairs['mars-jupiter'] },
  { name: 'aspectPairs.mars-saturn', texts: marsPairs['mars-saturn'] },
  { name: 'aspectPairs.mars-uranus', texts: marsPairs['mars-uranus'] },
  { name: 'aspectPairs.mars-neptune', texts: marsPairs['mars-neptune'] },
  { name: 'aspectPairs.mars-pluto', texts: marsPairs['mars-pluto'] },
  { name: 'aspectPairs.jupiter-saturn', texts: jupiterPairs['jupiter-saturn'] },
  { name: 'aspectPairs.jupiter-uranus', texts: jupiterPairs['jupiter-uranus'] },
  { name: 'aspectPairs.jupiter-neptune', texts: jupiterPairs['jupiter-neptune'] },
  { name: 'aspectPairs.jupiter-pluto', texts: jupiterPairs['jupiter-pluto'] },
  { name: 'aspectPairs.saturn-uranus', texts: outerPairs['saturn-uranus'] },
  { name: 'aspectPairs.saturn-neptune', texts: outerPairs['saturn-neptune'] },
  { name: 'aspectPairs.saturn-pluto', texts: outerPairs['saturn-pluto'] },
  { name: 'aspectPairs.uranus-neptune', texts: outerPairs['uranus-neptune'] },
  { name: 'aspectPairs.uranus-pluto', texts: outerPairs['uranus-pluto'] },
  { name: 'aspectPairs.neptune-pluto', texts: outerPairs['neptune-pluto'] },
  { name: 'angleInSign.ascendant', texts: angleInSign.ascendant },
  { name: 'angleInSign.midheaven', texts: angleInSign.midheaven },
  ...Object.entries(angleAspects).flatMap(([planet, byAngle]) =>
    Object.entries(byAngle).map(([angle, texts]) => ({ name: `angleAspects.${planet}.${angle}`, texts })),
  ),
  { name: 'lifeAreas.cusp.love', texts: areaCusp.love },
  { name: 'lifeAreas.cusp.work', texts: areaCusp.work },
  { name: 'lifeAreas.cusp.money', texts: areaCusp.money },
  { name: 'lifeAreas.cusp.home', texts: areaCusp.home },
  { name: 'lifeAreas.cusp.growth', texts: areaCusp.growth },
  { name: 'lifeAreas.ruler.love', texts: byKey(areaRuler.love) },
  { name: 'lifeAreas.ruler.work', texts: byKey(areaRuler.work) },
  { name: 'lifeAreas.ruler.money', texts: byKey(areaRuler.money) },
  { name: 'lifeAreas.ruler.home', texts: byKey(areaRuler.home) },
  { name: 'lifeAreas.ruler.growth', texts: byKey(areaRuler.growth) },
  { name: 'monthAhead.moonMeets', texts: monthAhead.moonMeets },
  { name: 'monthAhead.contact.sun', texts: monthAhead.contact.sun },
  { name: 'monthAhead.contact.mercury', texts: monthAhead.contact.mercury },
  { name: 'monthAhead.contact.venus', texts: monthAhead.contact.venus },
  { name: 'monthAhead.contact.mars', texts: monthAhead.contact.mars },
  { name: 'monthAhead.tone.sun', texts: monthAhead.tone.sun, minWords: 10 },
  { name: 'monthAhead.tone.mercury', texts: monthAhead.tone.mercury, minWords: 10 },
  { name: 'monthAhead.tone.venus', texts: monthAhead.tone.venus, minWords: 10 },
  { name: 'monthAhead.tone.mars', texts: monthAhead.tone.mars, minWords: 10 },
  { name: 'monthAhead.lunationHouse.new_moon', texts: byKey(monthAhead.lunationHouse.new_moon) },
  { name: 'monthAhead.lunationHouse.full_moon', texts: byKey(monthAhead.lunationHouse.full_moon) },
  { name: 'monthAhead.lunationSign.new_moon', texts: monthAhead.lunationSign.new_moon },
  { name: 'monthAhead.lunationSign.full_moon', texts: monthAhead.lunationSign.full_moon },
  { name: 'generationInSign.uranus', texts: generationInSign.uranus, minWords: 25 },
  { name: 'generationInSign.neptune', texts: generationInSign.neptune, minWords: 25 },
  { name: 'generationInSign.pluto', texts: generationInSign.pluto, minWords: 25 },
];
