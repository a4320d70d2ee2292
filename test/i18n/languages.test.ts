// Language negotiation, and the message files: every language has every key English has.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, type Language, type LanguageSignals, createTranslations, LANGUAGES, languageOfTelegramUser, loadLocaleResources, LOCALES_DIR, NAMESPACES, negotiateLanguage } from '../../src/i18n/index.js';

describe('negotiateLanguage', () => {
  it.each([
    [{}, 'en', 'nothing said: the default'],
    [{ acceptLanguage: 'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7' }, 'ru', 'a Russian browser'],
    [{ acceptLanguage: 'en-US,en;q=0.9,ru;q=0.8' }, 'en', 'English first'],
    [{ acceptLanguage: 'de-DE,de;q=0.9,ru;q=0.5' }, 'ru', 'German is not spoken: the next we speak'],
    [{ acceptLanguage: 'de-DE,fr;q=0.9' }, 'en', 'nothing we speak: the default'],
    [{ acceptLanguage: 'en;q=0.2,ru;q=0.8' }, 'ru', 'q-values, not order, rank'],
    [{ acceptLanguage: 'ru;q=0,en;q=0.1' }, 'en', 'q=0 refuses'],
    [{ acceptLanguage: 'ru;q=abc' }, 'en', 'a malformed q is ignored'],
    [{ acceptLanguage: '*' }, 'en', 'a wildcard names nothing'],
    [{ acceptLanguage: 'RU' }, 'ru', 'tags are case-insensitive'],
    [{ cookie: 'ru', acceptLanguage: 'en' }, 'ru', 'the switcher beats the browser'],
    [{ query: 'en', cookie: 'ru', acceptLanguage: 'ru' }, 'en', '?lang= beats the cookie'],
    [{ query: 'xx', cookie: 'ru' }, 'ru', 'an unknown ?lang= is ignored'],
    [{ cookie: '<script>' }, 'en', 'a forged cookie is ignored'],
  ] as [LanguageSignals, Language, string][])('%j → %s (%s)', (signals, expected) => {
    expect(negotiateLanguage(signals)).toBe(expected);
  });

  it('keeps each language once, best first', () => {
    expect(acceptedLanguages('ru-RU,ru;q=0.9,en;q=0.5,ru-UA;q=0.4')).toEqual(['ru', 'en']);
  });

  it('reads a Telegram language_code', () => {
    expect(languageOfTelegramUser('ru')).toBe('ru');
    expect(languageOfTelegramUser('en-US')).toBe('en');
    expect(languageOfTelegramUser('uk')).toBe('en');
    expect(languageOfTelegramUser(undefined)).toBe('en');
  });
});

/** Every key path of a nested message object, plural suffixes folded to their base key. */
function keysOf(messages: unknown, prefix = ''): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    const path = prefix + key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (value && typeof value === 'object') for (const k of keysOf(value, `${path}.`)) keys.add(k);
    else keys.add(path);
  }
  return keys;
}

describe('message files', () => {
  const resources = loadLocaleResources();

  it('has a folder for every language and a language for every folder', () => {
    const folders = readdirSync(LOCALES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(folders).toEqual([...LANGUAGES].sort());
    expect(fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url))).toBe(LOCALES_DIR);
  });

  it.each(LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => [language, namespace] as const)))('%s/%s has exactly the keys English has', (language, namespace) => {
    const english = keysOf(resources.en![namespace]);
    const other = keysOf(resources[language]![namespace]);
    expect([...english].filter((k) => !other.has(k)), 'missing').toEqual([]);
    expect([...other].filter((k) => !english.has(k)), 'not in English').toEqual([]);
  });

  it('plural forms follow each language’s rules', () => {
    const translations = createTranslations(resources);
    const ru = translations.t('ru', 'site');
    expect([1, 2, 5, 21, 22, 25, 11].map((count) => ru('readingCount', { count }))).toEqual([
      '1 разбор', '2 разбора', '5 разборов', '21 разбор', '22 разбора', '25 разборов', '11 разборов',
    ]);
    const en = translations.t('en', 'site');
    expect([1, 2].map((count) => en('readingCount', { count }))).toEqual(['1 reading', '2 readings']);
  });

  it('falls back to English for a key a language lacks, never to the key', () => {
    const translations = createTranslations({ en: { site: { only: 'English only' } }, ru: { site: {} } });
    expect(translations.t('ru', 'site')('only')).toBe('English only');
  });
});
