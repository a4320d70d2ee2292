// The site's message files set as each language sets type: Russian with «ёлочки», a dash with a
// non-breaking space before it, non-breaking spaces after one- and two-letter words and between a
// number and its noun, and no English beyond names; English with its own quotes.
import { describe, expect, it } from 'vitest';
import { loadLocaleResources } from '../../src/i18n/index.js';

/** Every string of a message file with its key path. */
function strings(messages: unknown, prefix = ''): [string, string][] {
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

/** The words of a message: no markup, placeholders, addresses (/profile) or file names. */
const prose = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/(^|\s)\/[a-z#]+/g, ' ');

/** Names and technical terms a Russian page writes in Latin letters (ЮKassa is spelt so). */
const NAMES = ['Telegram', 'PDF', 'API', 'JSON', 'PNG', 'UTC', 'IP', 'HTTPS', 'SHA', 'VSOP', 'ELP', 'MPP', 'cookie', 'JavaScript', 'Kassa'];
/** Messages that are names themselves: a language named in itself, the payment services' brands. */
const NAMED = (key: string) => key === 'language.en' || key.startsWith('providers.');

const resources = loadLocaleResources();
const russian = strings(resources.ru!.site);
const english = strings(resources.en!.site);

describe('the site’s Russian', () => {
  it.each(russian.filter(([key]) => !NAMED(key)))('%s', (_key, text) => {
    const body = prose(text);
    expect((body.match(/[A-Za-z]+/g) ?? []).filter((w) => !NAMES.includes(w))).toEqual([]);
    // Quotes are «ёлочки», in pairs; a dash is an em dash with a non-breaking space before it.
    expect(body).not.toMatch(/["“”„]/);
    expect(body.split('«').length).toBe(body.split('»').length);
    expect(text).not.toMatch(/ —|\s-\s|--|\.\.\./);
    // No line break after a one- or two-letter preposition, conjunction or pronoun, nor between a
    // number and what it counts.
    expect(body).not.toMatch(/(^|[\s(«—])(?!(?:же|ли|бы) )[А-Яа-яЁё]{1,2} (?=\S)/);
    expect(body).not.toMatch(/\d [А-Яа-яЁё]/);
  });
});

describe('the site’s English', () => {
  it.each(english)('%s', (key, text) => {
    // «» only around an agent's or application's name, as the consent pages have always shown it.
    if (key !== 'claim.quoted') expect(text).not.toMatch(/[«»]/);
    expect(prose(text)).not.toMatch(/"/);
  });
});
