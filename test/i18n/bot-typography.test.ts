// The bot's message files set as each language sets type: Russian with «ёлочки», a dash with a
// non-breaking space before it, non-breaking spaces after one- and two-letter words and between a
// count and its noun, and no English; English with “curly quotes”, never «guillemets».
import { describe, expect, it } from 'vitest';
import { loadLocaleResources } from '../../src/i18n/index.js';

/** Every string of a message file with its key path. */
function strings(messages: unknown, prefix = ''): [string, string][] {
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

/** The words of a message: no markup, placeholders, commands, nor a file name's extension. */
const prose = (text: string) =>
  text
    .replace(/\.pdf$/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/(^|\s)\/[a-z]+/g, ' ');

const resources = loadLocaleResources();
const russian = strings(resources.ru!.bot);
const english = strings(resources.en!.bot);
/** Time zone ids are data, not words. */
const words = (all: [string, string][]) => all.filter(([key]) => key !== 'time.zone');

describe('the bot’s Russian', () => {
  it.each(words(russian))('%s', (_key, text) => {
    const body = prose(text);
    // Only names without a Russian name are in Latin letters.
    expect((body.match(/[A-Za-z]+/g) ?? []).filter((w) => !['Telegram', 'PDF'].includes(w))).toEqual([]);
    // Quotes are «ёлочки», in pairs; a dash is an em dash with a non-breaking space before it.
    expect(body).not.toMatch(/["“”„]/);
    expect(body.split('«').length).toBe(body.split('»').length);
    expect(text).not.toMatch(/ —|\s-\s|--|\.\.\./);
    // No line break after a one- or two-letter preposition, conjunction or pronoun (но, не, в, и, я…),
    // nor between a count and what it counts.
    expect(text).not.toMatch(/(^|[\s(«—])(?!(?:же|ли|бы) )[А-Яа-яЁё]{1,2} /);
    expect(text).not.toMatch(/\d [А-Яа-яЁё]|\{\{(count|countText)(, number)?\}\} /);
  });
});

describe('the bot’s English', () => {
  it.each(english)('%s', (_key, text) => {
    expect(text).not.toMatch(/[«»]/);
    expect(prose(text)).not.toMatch(/"/);
  });
});
