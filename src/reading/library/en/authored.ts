// The authored tables of this language, listed for the checks every authored text must pass
// (test/reading/authored-texts.test.ts): one entry per table, added when the table is written.
import type { AuthoredTable } from '../authored-types.js';
import * as personal from './planet-in-house-personal.js';
import * as social from './planet-in-house-social.js';

/** A table keyed by house number or sign, with the string keys the checks read. */
const byKey = (texts: object): Readonly<Record<string, string>> => Object.fromEntries(Object.entries(texts)) as Record<string, string>;

export const authoredTables: AuthoredTable[] = [
  { name: 'planetInHouse.sun', texts: byKey(personal.sun) },
  { name: 'planetInHouse.moon', texts: byKey(personal.moon) },
  { name: 'planetInHouse.mercury', texts: byKey(personal.mercury) },
  { name: 'planetInHouse.venus', texts: byKey(personal.venus) },
  { name: 'planetInHouse.mars', texts: byKey(personal.mars) },
  { name: 'planetInHouse.jupiter', texts: byKey(social.jupiter) },
  { name: 'planetInHouse.saturn', texts: byKey(social.saturn) },
];
