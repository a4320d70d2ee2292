// People's names and other free text, made safe to store and to show: one Unicode form on every
// database, nothing that reorders the text around it, and at least one character a reader can see.
import { Type } from '@sinclair/typebox';
import { validationFailed } from './errors.js';

/** No C0/C1 control characters (line breaks included) in names and cities. */
const NO_CONTROL = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/**
 * The schema of a person's free text in a request (a name, a birth city), wherever it is asked for:
 * orders, chart previews, MCP tools. What a schema cannot say (broken characters, bidirectional
 * controls, nothing visible) cleanText says once the request is parsed: the two are one rule.
 */
export const PersonText = (description: string) => Type.String({ minLength: 1, maxLength: 100, pattern: NO_CONTROL, description });

/** Embedding, override and isolate controls: they make text display in an order it is not stored in. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
/** Half of a surrogate pair on its own: SQLite would store invalid UTF-8, PostgreSQL a U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;
/** A letter, digit, symbol (emoji included) or punctuation mark: something that shows. */
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/** The text in NFC with its ends trimmed, or a validation error naming `field`. */
export function cleanText(value: string, field: string): string {
  if (LONE_SURROGATE.test(value)) throw validationFailed([{ field, message: 'contains a broken character (half of a UTF-16 surrogate pair)' }]);
  if (BIDI_CONTROLS.test(value)) throw validationFailed([{ field, message: 'contains bidirectional override or isolate controls; write the text as it should read' }]);
  const text = value.normalize('NFC').trim();
  if (!VISIBLE.test(text)) throw validationFailed([{ field, message: text ? 'has no visible character' : 'must not be blank' }]);
  return text;
}

/**
 * A name as the operator's search compares it: compatibility forms unified and lower case in every
 * script, done here because SQLite's lower() folds ASCII only. Migration 009 holds a frozen copy.
 */
export function foldForSearch(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}
