// The language an order was placed in, read back from its row: `meta.language` (orders record it
// there, see validate-order.ts). Orders from before languages, and orders whose personal data was
// erased with their meta, have none: they were placed in English.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages.js';

/** The language of an order from its `meta` column (JSON text). */
export function languageOfOrder(meta: string | null | undefined): Language {
  if (!meta) return DEFAULT_LANGUAGE;
  try {
    const language = (JSON.parse(meta) as { language?: unknown } | null)?.language;
    return isLanguage(language) ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
