// Issue 27, findings 1-3: natal readings (with the month ahead and numerology) for 200 people drawn at
// random from a fixed seed, in English and Russian, run through the consistency checker
// (test/support/reading-consistency.ts): no "no close aspects" beside a listed aspect, counts that add
// up, phase names that match the Moon's light, no unfilled or parenthesised slot, no sign's manner
// given to a planet as its own and nothing a planet cannot do, nothing seen "in full view" in the 12th house.
import { describe, expect, it } from 'vitest';
import { natalReading, sampleCharts } from '../../bench/natal-readings.js';
import { en } from '../../src/reading/library/en/index.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { composeReading } from '../../src/reading/report/compose.js';
import type { Report } from '../../src/reading/report/types.js';
import { consistencyProblems } from '../support/reading-consistency.js';
import { natalChart } from './fixtures/charts.js';
import type { MoonPhaseName } from '../../src/astro/types.js';

const BIRTH_PHASES: MoonPhaseName[] = ['new_moon', 'waxing_crescent', 'first_quarter', 'waxing_gibbous', 'full_moon', 'waning_gibbous', 'last_quarter', 'waning_crescent'];
import { yieldToEventLoop } from '../support/event-loop.js';

const SAMPLE = 200;
const charts = sampleCharts(SAMPLE, 27);

describe('natal readings agree with their chart and with themselves (200 random charts)', () => {
  for (const lib of [en, ru]) {
    it(`finds nothing to contradict in ${lib.language}`, async () => {
      const problems: string[] = [];
      for (const [i, { person, chart }] of charts.entries()) {
        for (const p of consistencyProblems(natalReading(person, chart, lib.language), chart, lib)) problems.push(`${i}: ${p}`);
        // Let the test runner's messages through between readings: one loop of 200 would hold the
        // worker's event loop for longer than vitest waits for a task update on a busy machine.
        await yieldToEventLoop();
      }
      expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
    }, 300_000);
  }

  it('catches each defect it looks for, so a pass means something', () => {
    const chart = natalChart();
    const base = composeReading({ product: 'natal', addons: [], name: 'Ottilie', chart, orderedAt: '2026-11-24T10:00:00Z' }, en);
    const withText = (section: string, text: string): Report => ({
      ...base, sections: [...base.sections, { id: section, title: 'x', blocks: [{ type: 'paragraph', text }] }],
    });
    const planet = chart.aspects[0].a;
    const name = en.names.planets[planet as 'sun'].forms.nom;
    // The phase of birth named opposite the true one (the Moon 180° further on).
    const elongation = (((chart.bodies.moon.longitude - chart.bodies.sun.longitude) % 360) + 360) % 360;
    const wrongPhase = BIRTH_PHASES[(Math.floor(elongation / 45) + 4) % 8];
    const cases: Array<[string, Report]> = [
      ['slot', withText('x', 'A {drive} left.')],
      ['parentheses', withText('x', `What it stands for (${en.aspects.drive.jupiter}) comes first.`)],
      ['no close aspect', withText('planets', `${name} makes no close aspect to another planet, so it works alone.`)],
      ['phase', withText('month-ahead', 'Moon in Leo, waxing gibbous, 30% lit. The nearly full Moon favours refining.')],
      ['light', withText('month-ahead', 'Moon in Leo, waning gibbous, 56% lit. The nearly full Moon favours refining.')],
      ['house', withText('houses', 'The twelfth house bears the stamp of your curious mind, which works here warmly in full view.')],
      ['manner', withText('aspects', 'Your Jupiter protects what it loves and remembers every slight.')],
      ['generational', withText('aspects', 'Your Neptune and Midheaven fuse into one practical force.')],
      ['birth phase', withText('planets', `At your birth the Moon stood 12° behind the Sun in Leo, in its ${en.placements.birthPhaseName[wrongPhase]} phase: that is all.`)],
      ['counts', { ...base, sections: base.sections.map((s) => (s.id === 'aspects' ? { ...s, blocks: [{ type: 'paragraph' as const, text: 'Your chart has 99 aspects between its planets.' }, ...s.blocks] } : s)) }],
      ['motion', { ...base, sections: base.sections.map((s) => (s.id === 'aspects' ? { ...s, blocks: [{ type: 'paragraph' as const, text: 'Counted by motion, 1 applying and 1 separating: that is all.' }, ...s.blocks] } : s)) }],
    ];
    expect(consistencyProblems(base, chart, en)).toEqual([]);
    for (const [what, report] of cases) expect(consistencyProblems(report, chart, en).length, what).toBeGreaterThan(0);
    const ruBase = composeReading({ product: 'natal', addons: [], name: 'Аглая', chart, orderedAt: '2026-11-24T10:00:00Z' }, ru);
    const ruWith = (text: string): Report => ({ ...ruBase, sections: [...ruBase.sections, { id: 'x', title: 'x', blocks: [{ type: 'paragraph', text }] }] });
    expect(consistencyProblems(ruBase, chart, ru)).toEqual([]);
    for (const text of ['Ваш Плутон жаждет внимания и щедро дарит тепло.', 'Ваш Нептун сортирует, проверяет и улучшает всё, к чему прикасается.', 'и то, за что он отвечает (жажда роста), важно.', 'Тесных аспектов к другим планетам у Солнца нет.']) {
      expect(consistencyProblems(ruWith(text), chart, ru).length, text).toBeGreaterThan(0);
    }
  });
});
