// The authored tables of this language, listed for the checks every authored text must pass
// (test/reading/authored-texts.test.ts): one entry per table, added when the table is written.
import type { AuthoredTable } from '../authored-types.js';
import { sunPairs } from './aspect-pairs-sun.js';

export const authoredTables: AuthoredTable[] = [
  { name: 'aspectPairs.sun-moon', texts: sunPairs['sun-moon'] },
  { name: 'aspectPairs.sun-mercury', texts: sunPairs['sun-mercury'] },
  { name: 'aspectPairs.sun-venus', texts: sunPairs['sun-venus'] },
  { name: 'aspectPairs.sun-mars', texts: sunPairs['sun-mars'] },
  { name: 'aspectPairs.sun-jupiter', texts: sunPairs['sun-jupiter'] },
  { name: 'aspectPairs.sun-saturn', texts: sunPairs['sun-saturn'] },
  { name: 'aspectPairs.sun-uranus', texts: sunPairs['sun-uranus'] },
  { name: 'aspectPairs.sun-neptune', texts: sunPairs['sun-neptune'] },
  { name: 'aspectPairs.sun-pluto', texts: sunPairs['sun-pluto'] },
];
