// The month ahead's Moon bullets, in English and Russian: when the Moon makes one aspect to several
// points in a day, each bullet reads in another frame (moonDay, the optional moonDayMore templates, or
// the fast planets' day text with the Moon's flavour), so a day's list never repeats one sentence shape
// for one type, nor the Moon's returns (moonAgain, moonAgainMore) one frame for all of them; the month
// turns through every frame, and no sentence is said twice. Composed for the
// twenty random people of bench/random-people.ts with computeMonthAhead; the new templates held to the
// library's rules (the slots of moonDay, their own aspect type named and no other).
import { describe, expect, it } from 'vitest';
import { computeMonthAhead } from '../../src/astro/index.js';
import { DAY_ASPECTS } from '../../src/astro/forecast/month-ahead.js';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { ASPECT_TYPES, type AspectType, type NatalChart } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import type { InterpretationLibrary } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { capitalise, slotsOf } from '../../src/reading/report/text.js';
import type { Report } from '../../src/reading/report/types.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { randomPeople } from '../../bench/random-people.js';
import { repeatedSentences, TYPE_WORDS } from './helpers.js';
import { ASPECT_STEMS } from './fixtures/russian-text.js';

const orderedAt = new Date('2026-11-24T10:00:00Z');
const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const charts: Array<{ who: string; chart: NatalChart }> = randomPeople(20)
  .map((person) => ({ who: person.name, chart: chartAt(person.meta, places.placeOf(person.meta)) }));
const months = charts.map(({ who, chart }) => ({ who, chart, month: computeMonthAhead(chart, orderedAt) }));

const LANGUAGES: Array<[string, InterpretationLibrary]> = [['en', en], ['ru', ru]];

const RU_STEMS = ASPECT_STEMS as Record<AspectType, RegExp>;

/** Every Moon frame of a type, by name: its own templates and the fast planets' day text. */
function framesOf(lib: InterpretationLibrary, type: AspectType): Array<[string, string]> {
  const more = lib.transitTypes.moonDayMore!;
  return [
    ['moonDay', lib.transitTypes.moonDay[type]],
    ['second', more.second[type]], ['third', more.third[type]], ['fourth', more.fourth[type]],
    ['day', lib.transitTypes.day[type]],
  ];
}

/** The frames of the Moon's return to an aspect it made earlier in the month. */
function returnsOf(lib: InterpretationLibrary): Array<[string, string]> {
  const more = lib.transitTypes.moonAgainMore!;
  return [['again', lib.transitTypes.moonAgain], ['againSecond', more.second], ['againThird', more.third]];
}

/**
 * A template as a pattern its filled text matches: a slot is any text, a space any space, and a one-letter
 * preposition before a slot may take its vowel («в {sign:loc}» → «во Льве»).
 */
function patternOf(template: string): RegExp {
  const parts = template.split(/(\{[^{}]*\})/u).map((part) => {
    if (part.startsWith('{')) return '[\\s\\S]+?';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(?<![\p{L}])([вкс])[\s\u00a0]$/u, '$1о?[\\s\\u00a0]').replace(/[\s\u00a0]/gu, '[\\s\\u00a0]');
  });
  return new RegExp(`^${parts.join('')}$`, 'iu');
}

/** Each day's Moon bullets of the month ahead: the aspect type its lead names and its text. */
function moonDays(lib: InterpretationLibrary, report: Report): Array<{ day: string; bullets: Array<{ type: AspectType; lead: string; text: string }> }> {
  const moon = capitalise(lib.names.planets.moon.forms.nom);
  const days: Array<{ day: string; bullets: Array<{ type: AspectType; lead: string; text: string }> }> = [];
  for (const section of report.sections.filter((s) => s.id.startsWith('month-ahead-'))) {
    for (const block of section.blocks) {
      if (block.type === 'heading') days.push({ day: block.text, bullets: [] });
      if (block.type !== 'list') continue;
      for (const item of block.items) {
        const lead = item.lead ?? '';
        if (!lead.startsWith(`${moon} `)) continue;
        const type = ASPECT_TYPES.find((t) => lead.endsWith(lib.names.aspects[t].forms.nom) || lead.includes(`${lib.names.aspects[t].forms.nom} `) || lead.includes(` ${lib.names.aspects[t].forms.nom}`));
        expect(type, lead).toBeDefined();
        days[days.length - 1].bullets.push({ type: type!, lead, text: item.text });
      }
    }
  }
  return days;
}

describe('the Moon’s other day templates', () => {
  for (const [language, lib] of LANGUAGES) {
    it(`${language}: exist for every type, with moonDay’s slots, naming their own type and no other`, () => {
      const more = lib.transitTypes.moonDayMore;
      expect(more, language).toBeDefined();
      const slots = (text: string) => [...new Set(slotsOf(text))].sort();
      for (const type of ASPECT_TYPES) {
        for (const [name, text] of framesOf(lib, type).filter(([n]) => n !== 'day' && n !== 'moonDay')) {
          expect(slots(text), `${language} ${name}.${type}`).toEqual(slots(lib.transitTypes.moonDay[type]));
          const words = language === 'en' ? TYPE_WORDS : RU_STEMS;
          expect(text, `${language} ${name}.${type} names its type`).toMatch(words[type]);
          for (const other of ASPECT_TYPES) if (other !== type) expect(text, `${language} ${name}.${type} names ${other}`).not.toMatch(words[other]);
          // A Russian bullet goes on after its lead’s dash: it opens with the Moon’s name or in lower case.
          if (language === 'ru') expect(text, `${name}.${type}`).toMatch(/^(Луна[\s\u00a0]|\p{Ll})/u);
        }
      }
      for (const [name, text] of returnsOf(lib)) {
        expect(slots(text), `${language} ${name}`).toEqual(slots(lib.transitTypes.moonAgain));
        if (language === 'ru') expect(text, name).toMatch(/^(Луна[\s\u00a0]|\p{Ll})/u);
      }
    });
  }
});

describe('the month ahead’s Moon bullets, composed for twenty people', () => {
  for (const [language, lib] of LANGUAGES) {
    const readings = months.map(({ who, chart, month }) => ({
      who,
      report: composeReading({ product: 'natal', addons: ['month_ahead'], name: who, chart, monthAhead: month, orderedAt: orderedAt.toISOString() }, lib),
    }));

    it(`${language}: read no frame twice for one type on one day, and turn through every frame in the month`, () => {
      const used = new Map<string, number>();
      let crowded = 0;
      let crowdedReturns = 0;
      for (const { who, report } of readings) {
        for (const { day, bullets } of moonDays(lib, report)) {
          const frames = new Map<AspectType | 'again', string[]>();
          for (const { type, lead, text } of bullets) {
            const frame = [...framesOf(lib, type), ...returnsOf(lib)]
              .filter(([, template]) => patternOf(template).test(text)).map(([name]) => name);
            expect(frame, `${who}, ${day}, ${lead}: «${text}»`).toHaveLength(1);
            const set = frame[0].startsWith('again') ? 'again' : type;
            frames.set(set, [...(frames.get(set) ?? []), frame[0]]);
            used.set(`${set}.${frame[0]}`, (used.get(`${set}.${frame[0]}`) ?? 0) + 1);
          }
          for (const [type, names] of frames) {
            if (names.length > 2 && type !== 'again') crowded += 1;
            if (names.length > 1 && type === 'again') crowdedReturns += 1;
            expect(new Set(names).size, `${who}, ${day}: ${type} read as ${names.join(', ')}`).toBe(names.length);
          }
        }
      }
      expect(crowded, 'days with three Moon contacts of a type or more').toBeGreaterThan(20);
      expect(crowdedReturns, 'days with two returns of the Moon or more').toBeGreaterThan(10);
      for (const name of ['again', 'againSecond', 'againThird']) expect(used.get(`again.${name}`) ?? 0, name).toBeGreaterThan(0);
      // The quincunx is left to the natal reading (DAY_ASPECTS), so its templates wait for a calendar that reads it.
      for (const type of DAY_ASPECTS) {
        for (const name of ['moonDay', 'second', 'third', 'fourth']) expect(used.get(`${type}.${name}`) ?? 0, `${type}.${name}`).toBeGreaterThan(0);
      }
    });

    it(`${language}: say no sentence twice in a reading`, () => {
      for (const { who, report } of readings) expect(repeatedSentences(report), who).toEqual([]);
    });
  }
});
