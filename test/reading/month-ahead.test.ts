// The month ahead as a customer reads it: every contact interpreted by its own type, each lunation
// named once on its exact local day, and no bare labels.
import { describe, expect, it } from 'vitest';
import { computeMonthAhead } from '../../src/astro/forecast/month-ahead.js';
import { ASPECT_TYPES, PLANETS } from '../../src/astro/types.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { formatDayMonth } from '../../src/reading/report/text.js';
import { en } from '../../src/reading/library/en/index.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { natalChart } from './fixtures/charts.js';
import { repeatedSentences, TYPE_WORDS } from './helpers.js';

describe('month ahead', () => {
  const chart = natalChart();
  const orderedAt = new Date('2025-03-01T09:30:00Z');
  const month = computeMonthAhead(chart, orderedAt);
  const report = composeReading({
    product: 'natal', addons: ['month_ahead'], name: 'Anna', chart, monthAhead: month, orderedAt: orderedAt.toISOString(),
  }, en);
  const sections = report.sections.filter((s) => s.id.startsWith('month-ahead-'));
  // A contact is a paragraph led by its label ("Venus trine your Moon, exact").
  const items = sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead && !b.lead.startsWith('Moon in') ? [{ lead: b.lead, text: b.text }] : [])));

  it('interprets every bullet, by the aspect its label names and no other', () => {
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      expect(item.text.length, item.lead).toBeGreaterThan(40);
      const type = ASPECT_TYPES.find((t) => new RegExp(`\\b${en.names.aspects[t].forms.nom}\\b`).test(item.lead ?? ''))!;
      expect(type, item.lead).toBeDefined();
      for (const other of ASPECT_TYPES) if (other !== type) expect(item.text, `${item.lead}: ${item.text}`).not.toMatch(TYPE_WORDS[other]);
    }
    expect(repeatedSentences(report)).toEqual([]);
  });

  it('gives each section of days a week or more, the few days after the last full week joining it', () => {
    const days = sections.filter((s) => s.id !== 'month-ahead-currents').map((s) => s.blocks.filter((b) => b.type === 'heading').length);
    expect(days.reduce((a, b) => a + b, 0)).toBe(month.days.length);
    for (const count of days) expect(count).toBeGreaterThanOrEqual(7);
  });

  it('names each lunation once, on the day it is exact, with its local time', () => {
    const leads = sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead ? [b.lead] : [])));
    for (const phase of ['new moon', 'full moon', 'first quarter', 'last quarter']) {
      const days = leads.filter((l) => l.includes(`, ${phase}`));
      expect(days.length, phase).toBeLessThanOrEqual(1);
      for (const lead of days) expect(lead).toMatch(new RegExp(`${phase} at \\d{2}:\\d{2}`));
    }
    expect(leads.filter((l) => / at \d{2}:\d{2}/.test(l)).length).toBeGreaterThanOrEqual(3);
  });

  it('reads a fast planet\'s contact once, on its exact day, not on every day it is in orb', () => {
    const labels = items.map((i) => i.lead ?? '').filter((l) => !l.startsWith('Moon '));
    const bare = labels.map((l) => l.replace(/, exact$/, ''));
    const counts = new Map<string, number>();
    for (const l of bare) counts.set(l, (counts.get(l) ?? 0) + 1);
    // Twice only for a retrograde planet's second exact hit, which says so.
    for (const [label, n] of counts) expect(n, label).toBeLessThanOrEqual(2);
  });
});

describe('the month ahead, tied to the chart', () => {
  const chart = natalChart();
  const read = (orderedAt: Date, lib = en) => composeReading({
    product: 'natal', addons: ['month_ahead'], name: 'Anna', chart, monthAhead: computeMonthAhead(chart, orderedAt), orderedAt: orderedAt.toISOString(),
  }, lib);
  const monthText = (report: ReturnType<typeof read>) => report.sections.filter((s) => s.id.startsWith('month-ahead')).flatMap((s) => s.blocks.map((b) => ('text' in b ? b.text : ''))).join('\n');
  /** The first month, from a fortnight steps after 1 January 2025, that satisfies `test`. */
  const firstMonth = (test: (month: ReturnType<typeof computeMonthAhead>) => boolean) => {
    for (let k = 0; k < 60; k++) {
      const at = new Date(Date.UTC(2025, 0, 1) + k * 14 * 86_400_000);
      if (test(computeMonthAhead(chart, at))) return at;
    }
    throw new Error('no such month');
  };

  it('reads the Sun on its own place as the birthday and solar return, in both languages', () => {
    // Reviewers: the birthday read as "Sun conjunct your Sun: the question only you can answer moves to the front".
    const at = firstMonth((m) => m.days.some((d) => d.transits.some((t) => t.transiting === 'sun' && t.natal === 'sun' && t.type === 'conjunction')));
    for (const lib of [en, ru]) {
      const text = monthText(read(at, lib));
      expect(text).toContain(lib.monthAhead.solarReturn);
      expect(text).not.toContain(lib.monthAhead.contact.sun.sun);
    }
  });

  it('names the natal point a New or Full Moon falls on, within 2°', () => {
    const longitudes = PLANETS.map((p) => [p, chart.bodies[p].longitude] as const);
    const near = (l: number) => longitudes.find(([, x]) => Math.abs(((l - x + 540) % 360) - 180) <= 2);
    const at = firstMonth((m) => m.days.some((d) => d.lunation && (d.lunation.phase === 'new_moon' || d.lunation.phase === 'full_moon') && d.lunation.longitude !== undefined && near(d.lunation.longitude)));
    const month = computeMonthAhead(chart, at);
    const lunation = month.days.find((d) => d.lunation && (d.lunation.phase === 'new_moon' || d.lunation.phase === 'full_moon') && near(d.lunation.longitude!))!.lunation!;
    const [planet] = near(lunation.longitude!)!;
    expect(monthText(read(at))).toMatch(new RegExp(`This (New|Full) Moon falls on your natal [^.]*${en.names.planets[planet].forms.nom.replace(/^the /, '')}`));
  });

  it('leaves out a slow transit in orb for three days or fewer of the month and exact in none', () => {
    let checked = 0;
    for (let k = 0; k < 12; k++) {
      const at = new Date(Date.UTC(2025, 0, 1) + k * 30 * 86_400_000);
      const month = computeMonthAhead(chart, at);
      const days = month.days.map((d) => d.date).sort();
      const text = monthText(read(at));
      for (const hit of month.slow ?? []) {
        const from = hit.start < days[0] ? days[0] : hit.start, to = hit.end > days[days.length - 1] ? days[days.length - 1] : hit.end;
        const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
        if (span > 3 || hit.exactDates.some((d) => d >= days[0] && d <= days[days.length - 1])) continue;
        checked++;
        expect(text).not.toContain(`is in force from ${formatDayMonth(en, from)} to ${formatDayMonth(en, to)}`);
      }
    }
    expect(checked, 'the year holds such transits').toBeGreaterThan(0);
  });
});

describe('an opposition to an angle in the month ahead', () => {
  it('is read at the angle across the chart, the IC or the Descendant, not as the Midheaven\u2019s career or the Ascendant\u2019s looks', () => {
    // Reviewers: "Sun opposite your Midheaven, exact. Career and public standing move into view."
    const chart = natalChart();
    let checked = 0;
    for (let k = 0; k < 12 && checked === 0; k++) {
      const at = new Date(Date.UTC(2025, 0, 1) + k * 30 * 86_400_000);
      const month = computeMonthAhead(chart, at);
      const report = composeReading({ product: 'natal', addons: ['month_ahead'], name: 'Anna', chart, monthAhead: month, orderedAt: at.toISOString() }, en);
      for (const s of report.sections.filter((x) => x.id.startsWith('month-ahead-'))) {
        for (const b of s.blocks) {
          if (b.type !== 'paragraph' || !b.lead || !/^(Sun|Mercury|Venus|Mars) opposite your (Midheaven|Ascendant)/.test(b.lead)) continue;
          const [, mover, angle] = /^(\w+) opposite your (\w+)/.exec(b.lead)!;
          const key = angle === 'Midheaven' ? 'midheaven' : 'ascendant';
          expect(b.text).toMatch(angle === 'Midheaven' ? /stands on the IC/ : /stands on the Descendant/);
          expect(b.text).not.toContain(en.monthAhead.contact[mover.toLowerCase() as 'sun'][key]);
          checked++;
        }
      }
    }
    expect(checked, 'a year holds such a contact').toBeGreaterThan(0);
  });
});
