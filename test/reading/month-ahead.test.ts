// The month ahead as a customer reads it: every contact interpreted by its own type, each lunation
// named once on its exact local day, and no bare labels.
import { describe, expect, it } from 'vitest';
import { computeMonthAhead } from '../../src/astro/forecast/month-ahead.js';
import { ASPECT_TYPES } from '../../src/astro/types.js';
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
