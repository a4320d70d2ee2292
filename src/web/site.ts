// The language a page is written in, its messages (src/i18n/locales/<language>/site.json) and the
// address the language switcher links from. Every view takes one; the HTTP layer makes it per request
// (src/http/plugins/language.ts).
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../i18n/languages.js';
import { escapeHtml, SafeHtml } from './html.js';

export interface Site {
  language: Language;
  /** The site namespace's messages in `language`. */
  t: TFunction;
  /** Path and query of this page: the switcher links to the same address in each language. */
  url: string;
  /** False on the operator console, which is written in English only. */
  switcher?: boolean;
}

type RichValue = string | number | SafeHtml;

/**
 * A message that holds markup of ours (a link, emphasis): the message is trusted (we write the files),
 * string values are escaped, SafeHtml values go in as they are, and `count` picks the plural form.
 */
export function rich(site: Pick<Site, 't'>, key: string, values: Record<string, RichValue> = {}): SafeHtml {
  const options: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    options[name] = value instanceof SafeHtml ? value.value : typeof value === 'number' ? value : escapeHtml(value);
  }
  return new SafeHtml(site.t(key, options));
}

/** `url` with `lang=<language>` in its query, any earlier `lang` replaced; the rest kept as it was. */
function urlInLanguage(url: string, language: Language): string {
  const parsed = new URL(url, 'http://page.invalid');
  parsed.searchParams.set('lang', language);
  return `${parsed.pathname}${parsed.search}`;
}

/** Each language we speak, named in itself, linked to this page in it; the page's own marked. */
export function languageLinks(site: Site): { language: Language; name: string; href: string; current: boolean }[] {
  return LANGUAGES.map((language) => ({ language, name: site.t(`language.${language}`), href: urlInLanguage(site.url, language), current: language === site.language }));
}
