// An editor's review of the Russian natal reading, whole, as a buyer gets it through the registry:
// twenty random people (a sixth with no birth time), a birth beyond the Arctic Circle, each with the
// numerology add-on. Each check holds a class of defect found by reading such readings, so it cannot
// come back: a capital letter after a colon or dash inside a label or heading where Russian writes none,
// two names for the same thing (модальность / крест), one word said twice in a sentence, a degree the
// heading has just given repeated in the paragraph under it, the method giving the Sun's degree twice,
// a paragraph that opens with «А» though nothing precedes it, a polar note untrue beyond the circle.
import { describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { nominative } from '../../src/reading/library/grammar.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { sentencesOf } from '../../src/reading/report/text.js';
import type { Report, Section } from '../../src/reading/report/types.js';
import { ChartService } from '../../src/services/readings/chart-service.js';
import { makeReading } from '../../src/services/readings/make-reading.js';
import { PlaceService } from '../../src/services/readings/places.js';
import { loadPdfFonts } from '../../src/threads/pdf-fonts.js';
import { randomPeople } from '../../bench/random-people.js';

const NAMES = ['Анна Петрова', 'Иван Смирнов', 'Ольга Кузнецова', 'Дмитрий Соколов', 'Мария Попова'];
const places = new ChartService(new PlaceService(createGazetteer(), timezoneAt));
const fonts = loadPdfFonts();
const people = [
  ...randomPeople(20).map((p, i) => ({ name: NAMES[i % NAMES.length], meta: p.meta })),
  // Tromsø, 69.65° N: Placidus gives way to Porphyry there.
  { name: 'Анна Петрова', meta: { day: '3', month: '10', year: '1979', time: '21:02', city: 'Tromsø' } },
];

async function natal(person: (typeof people)[number]): Promise<Report> {
  const meta = { ...person.meta, language: 'ru' as const };
  const made = await makeReading(
    { product: 'natal', addons: ['numerology'], name: person.name, meta, orderedAt: Date.parse('2026-11-24T10:00:00Z') } as never,
    places.placeOf(meta), fonts, null,
  );
  return made.report;
}

let readings: Report[] = [];
const allReadings = async () => (readings.length > 0 ? readings : (readings = await Promise.all(people.map(natal))));

// Words that keep their capital wherever they stand: the names of signs, planets, points and angles.
const PROPER = new Set([
  ...Object.values(ru.names.signs), ...Object.values(ru.names.planets), ...Object.values(ru.names.angles),
].map((w) => nominative(w).split(' ')[0]));

const section = (report: Report, id: string): Section | undefined => report.sections.find((s) => s.id === id);
const paragraphs = (s: Section | undefined) => (s?.blocks ?? []).flatMap((b) => (b.type === 'paragraph' || b.type === 'note' ? [b.text] : []));

/** Labels and headings: bold leads, section titles, headings, table columns. */
function labelsOf(report: Report): string[] {
  const out = [report.title, ...report.facts.map(([label]) => label)];
  for (const s of report.sections) {
    out.push(s.title);
    for (const b of s.blocks) {
      if (b.type === 'heading') out.push(b.text);
      if (b.type === 'paragraph' && b.lead) out.push(b.lead);
      if (b.type === 'table') out.push(...b.columns);
    }
  }
  return out;
}

describe('the Russian natal reading, read whole', () => {
  it('writes no capital after a colon or a dash inside a label, unless a name stands there', async () => {
    const bad: string[] = [];
    for (const report of await allReadings()) {
      for (const label of labelsOf(report)) {
        for (const m of label.matchAll(/[:—]\s+(\p{Lu}\p{L}*)/gu)) {
          if (!PROPER.has(m[1]) && !report.name.startsWith(m[1])) bad.push(label);
        }
      }
    }
    expect([...new Set(bad)]).toEqual([]);
  }, 120_000);

  it('names the mode «крест» throughout, as the balance table does', async () => {
    const bad = (await allReadings()).flatMap((r) => r.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text, b.lead ?? ''] : []))]))
      .filter((t) => /модальност/i.test(t));
    expect(bad).toEqual([]);
    const leads = (await allReadings()).flatMap((r) => section(r, 'balance')!.blocks.flatMap((b) => (b.type === 'paragraph' && b.lead ? [b.lead.replace(/\u00a0/g, ' ')] : [])));
    expect(leads.some((l) => /^[А-ЯЁ][а-яё]+ крест — ведущий$/.test(l))).toBe(true);
    expect(leads.some((l) => /^[А-ЯЁ][а-яё]+ — ведущая стихия$/.test(l))).toBe(true);
  }, 120_000);

  it('says «жизнь», «смысл» or «привычное» once a sentence in the synthesis, the angles, the nodes, the points and the summary', async () => {
    // A planet's function meets a house's or a sign's phrase: «ваша эмоциональная жизнь … в вашей жизни».
    const bad: string[] = [];
    for (const report of await allReadings()) {
      for (const id of ['synthesis', 'angles', 'nodes', 'points', 'summary']) {
        for (const sentence of paragraphs(section(report, id)).flatMap(sentencesOf)) {
          for (const root of [/жизн/gi, /смысл/gi, /привычн/gi]) if ((sentence.match(root) ?? []).length > 1) bad.push(sentence);
        }
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it('leaves the angle\'s degree to its heading, and gives the Sun\'s degree once in the method', async () => {
    const bad: string[] = [];
    for (const report of await allReadings()) {
      const angles = section(report, 'angles');
      let heading = '';
      for (const b of angles?.blocks ?? []) {
        if (b.type === 'heading') heading = b.text;
        const degree = /\d+°\d+′/.exec(heading)?.[0];
        if (b.type === 'paragraph' && degree && heading.startsWith('Асцендент') && b.text.includes(degree)) bad.push(b.text);
        if (b.type === 'paragraph' && degree && heading.startsWith('Середина') && b.text.includes(degree)) bad.push(b.text);
      }
      const intro = paragraphs(section(report, 'introduction')).join('\n');
      const sun = /Ваше Солнце \(([^)]+)\)/.exec(intro)?.[1];
      if (sun && intro.split(sun).length > 2) bad.push(`the Sun twice: ${sun}`);
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it('opens no summary paragraph with «А», and says nothing easy of a mix with no tense aspect', async () => {
    const bad: string[] = [];
    for (const report of await allReadings()) {
      for (const p of paragraphs(section(report, 'summary'))) {
        if (/^А\s/.test(p)) bad.push(p);
        if (/работают на вас/.test(p)) bad.push(p);
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it('nests no parenthesis inside another, and gives a T-square\'s apex a verb', async () => {
    // Unknown-time births list a planet that changed sign as «Луна до 09:59», inside «(источник — …)».
    const bad: string[] = [];
    for (const report of await allReadings()) {
      for (const p of report.sections.flatMap((s) => paragraphs(s))) {
        if (/\([^()]*\(/.test(p)) bad.push(p);
        if (/через вершину — двигатель/.test(p)) bad.push(p);
      }
    }
    expect(bad).toEqual([]);
  }, 120_000);

  it('names a birth\'s time zone by its place, not by a name that misleads', async () => {
    // Intl's generic Russian names call US Central Time «Центральная Америка» and Kyiv's 1983 zone «Москва».
    const readingsNow = await allReadings();
    const zones = readingsNow.map((r) => r.facts.find(([label]) => label === 'Часовой пояс')?.[1] ?? '');
    expect(zones.filter((z) => /Америка|стандартное время/.test(z))).toEqual([]);
    expect(zones[9]).toMatch(/^Чикаго \(UTC−0[56]:00\)$/);
    expect(zones[3]).toMatch(/^Украина \(UTC\+04:00\)$/);
    const intro = paragraphs(section(readingsNow[9], 'introduction')).join(' ').replace(/\u00a0/g, ' ');
    expect(intro).toContain('по часовому поясу «Чикаго»');
  }, 120_000);

  it('says a polar birth lies at or beyond the Arctic Circle', async () => {
    const tromso = (await allReadings()).at(-1)!;
    const notes = (section(tromso, 'introduction')?.blocks ?? []).flatMap((b) => (b.type === 'note' ? [b.text] : []));
    expect(notes.join('\n').replace(/\u00a0/g, ' ')).toContain('На широте 69,65°, у полярного круга или за ним, система Плацидуса');
  }, 120_000);
});
