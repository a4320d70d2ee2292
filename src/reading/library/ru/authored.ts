// The authored tables of this language, listed for the checks every authored text must pass
// (test/reading/authored-texts.test.ts): one entry per table, added when the table is written.
import type { AuthoredTable } from '../authored-types.js';
import { mars, mercury, moon, sun, venus } from './planet-in-house-personal.js';
import { jupiter, neptune, pluto, saturn, uranus } from './planet-in-house-social.js';

const byKey = (texts: object): Record<string, string> => Object.fromEntries(Object.entries(texts)) as Record<string, string>;

export const authoredTables: AuthoredTable[] = [
  { name: 'planetInHouse.sun', texts: byKey(sun) },
  { name: 'planetInHouse.moon', texts: byKey(moon) },
  { name: 'planetInHouse.mercury', texts: byKey(mercury) },
  { name: 'planetInHouse.venus', texts: byKey(venus) },
  { name: 'planetInHouse.mars', texts: byKey(mars) },
  { name: 'planetInHouse.jupiter', texts: byKey(jupiter) },
  { name: 'planetInHouse.saturn', texts: byKey(saturn) },
  { name: 'planetInHouse.uranus', texts: byKey(uranus) },
  { name: 'planetInHouse.neptune', texts: byKey(neptune) },
  { name: 'planetInHouse.pluto', texts: byKey(pluto) },
];
