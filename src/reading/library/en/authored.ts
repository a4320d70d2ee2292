// The authored tables of this language, listed for the checks every authored text must pass
// (test/reading/authored-texts.test.ts): one entry per table, added when the table is written.
import type { AuthoredTable } from '../authored-types.js';
import { storyTables } from './story.js';

export const authoredTables: AuthoredTable[] = [
  ...storyTables,
];
