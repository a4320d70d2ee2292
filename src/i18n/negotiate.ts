// Which language a request or a chat is answered in. An explicit choice wins (the `?lang=` of this
// request, then the switcher's cookie), then the browser's Accept-Language by its q-values, then
// the default. Tags match by their primary subtag: "ru-RU", "ru" and "RU" are Russian.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.js';

export interface LanguageSignals {
  /** `?lang=` on this request. */
  query?: string | undefined;
  /** The language cookie the switcher set. */
  cookie?: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage?: string | undefined;
}

/** The primary subtag of a BCP 47 tag when it names a language we speak ("ru-RU" → "ru"). */
export function languageOfTag(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** The languages of an Accept-Language header we speak, best first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | undefined): Language[] {
  if (!header) return [];
  const ranked: { language: Language; q: number; order: number }[] = [];
  const refused = new Set<Language>();
  for (const [order, part] of header.split(',').slice(0, 32).entries()) {
    const [tag, ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q < 0 || q > 1) continue;
    if (q === 0) refused.add(language);
    else ranked.push({ language, q, order });
  }
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return [...new Set(ranked.map((r) => r.language))].filter((language) => !refused.has(language));
}

export function negotiateLanguage(signals: LanguageSignals): Language {
  return languageOfTag(signals.query) ?? languageOfTag(signals.cookie) ?? acceptedLanguages(signals.acceptLanguage)[0] ?? DEFAULT_LANGUAGE;
}

/** A Telegram user's language_code ("ru", "en-US", absent) as a language we speak. */
export function languageOfTelegramUser(code: string | undefined): Language {
  return languageOfTag(code) ?? DEFAULT_LANGUAGE;
}
