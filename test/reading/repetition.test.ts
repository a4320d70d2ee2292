// Repetition inside one natal reading, for 20 people drawn at random (bench/random-people.ts, fixed
// seed) and charted by the real engine: no sentence twice anywhere in a reading; in the aspect section no
// sentence frame (the sentence with its names and per-point phrases masked, bench/sentence-frames.ts)
// more than twice, and in the planets section none either (with the placement phrases masked too); no
// list that names a sign once per planet. bench:boilerplate prints the same counts.
import { describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { ChartService, chartAt } from '../../src/services/readings/chart-service.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { en } from '../../src/reading/library/en/index.js';
import { composeReading, type ComposeObserver } from '../../src/reading/report/compose.js';
import { computeForecast, computeMonthAhead, computeNumerology } from '../../src/astro/index.js';
import type { Report } from '../../src/reading/report/types.js';
import { ReadingWriter } from '../../src/reading/report/writer.js';
import { randomPeople } from '../../bench/random-people.js';
import { proseOf, sentencesOf } from '../../bench/sentence-sharing.js';
import { frameOf, placementSlotValues, slotValues, worstFrame, worstSentence } from '../../bench/sentence-frames.js';

const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const people = randomPeople(20);
const charts = people.map((person) => chartAt(person.meta, places.placeOf(person.meta)));
const readings: Report[] = people.map((person, i) => composeReading({
  product: 'natal', addons: [], name: person.name, chart: charts[i], orderedAt: '2026-11-24T10:00:00Z',
}, en));
const values = slotValues(en);
const aspectsOf = (report: Report) => proseOf(report, new Set(['aspects']));
const planetValues = placementSlotValues(en);
const planetsOf = (report: Report) => proseOf(report, new Set(['planets']));


describe('repetition within one natal reading (20 random people)', () => {
  // The writer drops a sentence the reading already said, so a count of printed sentences alone could
  // never find a repeat: what the composer tried to say twice is counted as it is dropped.
  it('never has the writer drop a repeated sentence, in any product or add-on', () => {
    const orderedAt = new Date('2026-11-24T10:00:00Z');
    const dropped: string[] = [];
    const observer: ComposeObserver = { droppedRepeat: (sentence) => dropped.push(sentence) };
    people.forEach((person, i) => {
      const chart = charts[i];
      const numerology = computeNumerology(
        { fullName: person.name, day: Number(person.meta.day), month: Number(person.meta.month), year: Number(person.meta.year) }, orderedAt, { requireName: false },
      );
      const base = { name: person.name, chart, orderedAt: orderedAt.toISOString() };
      composeReading({ ...base, product: 'natal', addons: ['month_ahead', 'numerology', 'pdf'], monthAhead: computeMonthAhead(chart, orderedAt), numerology }, en, observer);
      composeReading({ ...base, product: 'forecast', addons: [], forecast: computeForecast(chart, orderedAt) }, en, observer);
      composeReading({ ...base, product: 'numerology', addons: [], numerology }, en, observer);
    });
    expect(dropped).toEqual([]);
    // The watch itself works: a sentence written a second time is left out and reported.
    const seen: string[] = [];
    const w = new ReadingWriter((sentence) => seen.push(sentence));
    w.section('test', 'Test');
    w.paragraph('The Sun is bright. The Moon is pale.');
    w.paragraph('The Moon is pale. Mars is red.');
    expect(seen).toEqual(['The Moon is pale.']);
    expect(w.finished()[0].blocks).toEqual([{ type: 'paragraph', text: 'The Sun is bright. The Moon is pale.' }, { type: 'paragraph', text: 'Mars is red.' }]);
  });

  it('says no sentence twice in any reading', () => {
    const worst = readings.map((r, i) => ({ who: people[i].name, ...worstSentence(proseOf(r)) })).sort((a, b) => b.count - a.count)[0];
    expect(worst.count, `${worst.who}: ${worst.sentence}`).toBe(1);
  });

  it('uses no sentence frame more than twice in any reading\u2019s aspect section', () => {
    const worst = readings.map((r, i) => ({ who: people[i].name, ...worstFrame(aspectsOf(r), values) })).sort((a, b) => b.count - a.count)[0];
    expect(worst.count, `${worst.who}: ${worst.sentence}`).toBeLessThanOrEqual(2);
    // The measure is not blind: every reading has thirty-odd aspects, and their frames would repeat without the budget.
    expect(Math.min(...readings.map((r) => sentencesOf(aspectsOf(r).join(' ')).length))).toBeGreaterThan(20);
  });

  // Ten planets, each with its ruler, its debility, its retrograde motion and two aspects: one wording each
  // would say "is ruled by" seven times and read six squares as "rub against each other" six times.
  it('uses no sentence frame more than twice in any reading\u2019s planets section', () => {
    const worst = readings.map((r, i) => ({ who: people[i].name, ...worstFrame(planetsOf(r), planetValues) })).sort((a, b) => b.count - a.count)[0];
    expect(worst.count, `${worst.who}: ${worst.sentence}`).toBeLessThanOrEqual(2);
    expect(Math.min(...readings.map((r) => sentencesOf(planetsOf(r).join(' ')).length))).toBeGreaterThan(15);
    // The measure is not blind: two planets read through one retrograde sentence are one frame.
    const retrograde = (planet: string, sign: string) => en.placements.templates.retrograde.replace(/\{planet\}/g, planet).replace(/\{sign\}/g, sign).replace(/\{where\}/g, '');
    expect(frameOf(retrograde('Venus', 'Leo'), planetValues)).toBe(frameOf(retrograde('Saturn', 'Pisces'), planetValues));
  });

  it('masks what varies and keeps what a frame says', () => {
    const frame = frameOf('Your Venus in Aquarius in the seventh house stands at a square to your Neptune in Scorpio, orb 0°15′.', values);
    expect(frame).toBe('Your · in · in · stands at a · to your · in ·, orb ·.');
    expect(frameOf(`Your Mars in Leo forms a trine to your Moon, so your ${en.aspects.drive.mars} and your ${en.aspects.drive.moon} help.`, values))
      .toBe(frameOf(`Your Saturn in Virgo forms a trine to your Venus, so your ${en.aspects.drive.saturn} and your ${en.aspects.drive.venus} help.`, values));
  });

  it('names a sign once in a list of the planets in it', () => {
    const lists: string[] = [];
    for (const report of readings) {
      for (const sentence of proseOf(report).flatMap(sentencesOf)) {
        const m = /\b((?:the )?[A-Z][a-z]+) in ([A-Z][a-z]+), (?:and )?((?:the )?[A-Z][a-z]+) in \2\b/.exec(sentence);
        if (m) lists.push(m[0]);
      }
    }
    expect(lists).toEqual([]);
  });

  it('reads the aspects to Chiron and Lilith the charts have, and no quincunx to either', () => {
    const toPoints = charts.flatMap((c) => c.aspects.filter((a) => [a.a, a.b].some((id) => id === 'chiron' || id === 'lilith')));
    expect(toPoints.length).toBeGreaterThan(20);
    expect(toPoints.filter((a) => a.type === 'quincunx')).toEqual([]);
    const prose = readings.map((r) => aspectsOf(r).join(' ')).join(' ');
    expect(prose).toMatch(/Chiron (stands on|stands in opposition to|squares|forms a trine to|forms a sextile to) your/);
    expect(prose).toMatch(/Black Moon Lilith (stands on|stands in opposition to|squares|forms a trine to|forms a sextile to) your/);
  });
});
