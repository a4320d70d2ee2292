// Opaque page cursors: the sort key of the last row shown, so the next page starts right after it
// whatever was inserted meanwhile.
import { AppError } from '../errors.js';

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key of a cursor made by encodeCursor with the same shape; 400 `invalid_cursor` otherwise. */
export function decodeCursor<T extends readonly ('string' | 'number')[]>(cursor: string, shape: T): { [I in keyof T]: T[I] extends 'string' ? string : number } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  if (!Array.isArray(key) || key.length !== shape.length || key.some((v, i) => typeof v !== shape[i] || (typeof v === 'number' && !Number.isSafeInteger(v)))) {
    throw new AppError('invalid_cursor', 'the cursor is not one this list handed out; start again without it', { fields: [{ field: 'cursor', message: 'not a cursor of this list' }] });
  }
  return key as never;
}
