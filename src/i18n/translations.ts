// The site's and the bot's messages in every language, through one i18next instance. Messages are
// JSON files, locales/<language>/<namespace>.json, read once at start; plural forms (`_one`, `_few`,
// `_many`, `_other`) follow each language's CLDR rules through Intl.PluralRules, and a key missing in
// a language falls back to English rather than showing the key.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

export const NAMESPACES = ['site', 'bot'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Beside this module in src/ and in dist/ alike (the build copies the JSON files). */
export const LOCALES_DIR = fileURLToPath(new URL('./locales/', import.meta.url));

/** Every locales/<language>/<namespace>.json file as i18next resources. */
export function loadLocaleResources(dir: string = LOCALES_DIR): Resource {
  const resources: Resource = {};
  for (const language of readdirSync(dir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    resources[language.name] = {};
    for (const file of readdirSync(join(dir, language.name))) {
      if (!file.endsWith('.json')) continue;
      resources[language.name]![file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, language.name, file), 'utf8'));
    }
  }
  return resources;
}

export interface Translations {
  /** The message function for one language and namespace: `t('nav.order')`, `t('readings', { count: 3 })`. */
  t(language: Language, namespace: Namespace): TFunction;
}

export function createTranslations(resources: Resource = loadLocaleResources()): Translations {
  const instance: i18n = i18next.createInstance();
  void instance.init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'site',
    initAsync: false,
    // Pages escape every interpolated value themselves (web/html.ts); the bot sends plain text or
    // escapes for Telegram's HTML where it uses it.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  const cache = new Map<string, TFunction>();
  return {
    t(language, namespace) {
      const key = `${language}:${namespace}`;
      let t = cache.get(key);
      if (!t) cache.set(key, (t = instance.getFixedT(language, namespace)));
      return t;
    },
  };
}
