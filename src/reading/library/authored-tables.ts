// The authored tables of a library, derived from its members, for the checks every authored text must
// pass (test/reading/authored-texts.test.ts) and for the sharing figures that leave them aside: a table
// added to the library is checked without a list to keep by hand in each language.
import type { AuthoredTable } from './authored-types.js';
import type { InterpretationLibrary } from './types.js';

/** A table keyed by house number, sign or planet, with the string keys the checks read. */
const byKey = (texts: object): Readonly<Record<string, string>> => Object.fromEntries(Object.entries(texts)) as Record<string, string>;

/** One table per key of `tables`, named `prefix.key`. */
const each = (prefix: string, tables: object, minWords?: number): AuthoredTable[] =>
  Object.entries(tables).map(([key, texts]) => ({ name: `${prefix}.${key}`, texts: byKey(texts as object), ...(minWords ? { minWords } : {}) }));

export function authoredTablesOf(lib: InterpretationLibrary): AuthoredTable[] {
  const { story, lifeAreas, monthAhead } = lib;
  return [
    ...each('planetInHouse', lib.planetInHouse),
    ...each('pointInSign', lib.pointInSign),
    // Brief by design: a generation shares the sign.
    ...each('generationInSign', lib.generationInSign, 25),
    ...each('aspectPairs', lib.aspectPairs),
    ...each('angleInSign', lib.angleInSign),
    ...Object.entries(lib.angleAspects).flatMap(([planet, byAngle]) => each(`angleAspects.${planet}`, byAngle)),
    { name: 'story.blend', texts: story.blend },
    { name: 'story.ruler', texts: story.ruler },
    ...each('story.angular', story.angular),
    { name: 'story.stelliumHouse', texts: byKey(story.stelliumHouse) },
    { name: 'story.stelliumSign', texts: story.stelliumSign },
    { name: 'story.tSquareApex', texts: story.tSquareApex },
    { name: 'story.yodApex', texts: story.yodApex },
    { name: 'story.grandTrine', texts: story.grandTrine },
    { name: 'story.grandCross', texts: story.grandCross },
    { name: 'story.kite', texts: { kite: story.kite } },
    ...each('lifeAreas.cusp', lifeAreas.cusp),
    ...each('lifeAreas.ruler', lifeAreas.ruler),
    ...each('lifeAreas.natural', lifeAreas.natural),
    // One sentence each, read in place of a cusp paragraph's first sentence in a solar house.
    ...each('lifeAreas.cuspSolar', lifeAreas.cuspSolar, 6),
    { name: 'monthAhead.moonMeets', texts: monthAhead.moonMeets },
    ...each('monthAhead.contact', monthAhead.contact),
    { name: 'monthAhead.solarReturn', texts: { solarReturn: monthAhead.solarReturn } },
    // One or two sentences read after a contact's text.
    ...each('monthAhead.tone', monthAhead.tone, 10),
    ...each('monthAhead.lunationHouse', monthAhead.lunationHouse),
    ...each('monthAhead.lunationSign', monthAhead.lunationSign),
    // One or two sentences read after the frame sentence that names the day.
    { name: 'numerology.birthdayNumber', texts: byKey(lib.numerology.birthdayNumber), minWords: 25 },
  ];
}
