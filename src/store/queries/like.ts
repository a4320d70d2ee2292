// LIKE patterns built from what a person typed: their own % _ and \ match only themselves (every
// LIKE that uses one says `escape '\'`).
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
