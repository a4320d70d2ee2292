// The authored tables of this language, listed for the checks every authored text must pass
// (test/reading/authored-texts.test.ts): one entry per table, added when the table is written.
import type { AuthoredTable } from '../authored-types.js';
import { planetInHouse } from './planet-in-house.js';
import { pointInSign } from './point-in-sign.js';

const byKey = (texts: object): Record<string, string> => Object.fromEntries(Object.entries(texts)) as Record<string, string>;

export const authoredTables: AuthoredTable[] = [
  ...Object.entries(planetInHouse).map(([body, texts]) => ({ name: `planetInHouse.${body}`, texts: byKey(texts) })),
  ...Object.entries(pointInSign).map(([point, texts]) => ({ name: `pointInSign.${point}`, texts: byKey(texts) })),
];
