import { describe, expect, it } from 'vitest';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import { PLANETS, type PlanetId } from '../../src/astro/types.js';
import { frame } from '../../src/reading/library/en/frame.js';
import type { HouseNumber } from '../../src/reading/library/types.js';
import { composeReading } from '../../src/reading/report/compose.js';
import type { ReadingInput } from '../../src/reading/report/types.js';
import { pointName } from '../../src/reading/report/chart-facts.js';
import {
  forecastFixture, monthAheadFixture, natalChart, nonexistentTimeChart, numerologyFixture, polarChart, stelliumChart, unknownTimeChart,
} from './fixtures/charts.js';
import { fixtureLibrary } from './fixtures/library.js';
import { allStrings, headingsOf, proseOf, repeatedSentences } from './helpers.js';

const lib = fixtureLibrary();
const ORDERED_AT = '2025-03-01T09:30:00Z';

function natalInput(overrides: Partial<ReadingInput> = {}): ReadingInput {
  return { product: 'natal', addons: [], name: 'Anna Petrova', chart: natalChart(), orderedAt: ORDERED_AT, ...overrides };
}

describe('natal reading', () => {
  const report = composeReading(natalInput(), lib);

  it('has the sections of a natal reading in order', () => {
    expect(report.sections.map((s) => s.id)).toEqual([
      'introduction', 'story', 'life-areas', 'big-three', 'planets', 'houses', 'angles', 'nodes', 'points', 'aspects', 'balance', 'life-timing', 'summary', 'closing',
    ]);
    expect(report.title).toBe('Birth chart of Anna Petrova');
    expect(report.subtitle).toBe('Born 12 March 1990 in Moscow, Russia');
  });

  it('never repeats a sentence', () => {
    expect(repeatedSentences(report)).toEqual([]);
  });

  it('covers every planet in its sign and house, and every house by its cusp', () => {
    const chart = natalChart();
    const prose = proseOf(report).join('\n');
    // Each planet is read in its authored paragraphs by sign and by house (issue 27), each once.
    for (const planet of PLANETS) {
      const body = chart.bodies[planet];
      const bySign = planet === 'uranus' || planet === 'neptune' || planet === 'pluto' ? lib.generationInSign[planet][body.sign] : lib.planetInSign[planet][body.sign];
      for (const text of [bySign, lib.planetInHouse[planet][body.house as HouseNumber]]) {
        expect(prose.split(text).length - 1, `${planet}: ${text.slice(0, 40)}`).toBe(1);
      }
    }
    for (const point of ['trueNode', 'chiron', 'lilith'] as const) {
      const body = chart.bodies[point]!;
      expect(prose).toContain(lib.pointInSign[point][body.sign]);
      expect(prose).toContain(lib.planetInHouse[point][body.house as HouseNumber]);
    }
    // The Sun and the Moon are read with the big three.
    expect(headingsOf(report, 'planets')).toHaveLength(8);
    // The houses as a table, one row each, the first with its cusp in Cancer (houses-variety.test.ts checks every cell).
    const houses = report.sections.find((s) => s.id === 'houses')!.blocks.find((b) => b.type === 'table');
    expect(houses?.type === 'table' && houses.rows.length).toBe(12);
    expect(houses?.type === 'table' && houses.rows[0][1]).toMatch(/Cancer$/);
    // The rising sign and the Midheaven in their authored paragraphs (issue 27).
    expect(prose).toContain(lib.angleInSign.ascendant.cancer);
    expect(prose).toContain(lib.angleInSign.midheaven.aries);
    expect(prose).toContain('With Cancer rising, your chart is ruled by the Moon, and from 21°24′ Scorpio in the fifth house it steers your life');
  });

  it('covers every aspect, tightest first', () => {
    const chart = natalChart();
    const headings = headingsOf(report, 'aspects');
    expect(headings).toHaveLength(chart.aspects.length);
    const orbs = headings.map((h) => /orb (\d+)°(\d+)′/.exec(h)!).map((m) => Number(m[1]) * 60 + Number(m[2]));
    expect([...orbs].sort((a, b) => a - b)).toEqual(orbs);
    // An aspect between two planets is read in its authored text for the pair and type (issue 27); one
    // to an angle, the node, Chiron or Lilith through its own chart facts, naming both points.
    const blocks = report.sections.find((s) => s.id === 'aspects')!.blocks;
    const paragraphs = blocks.flatMap((b, i) => (b.type === 'heading' ? [blocks[i + 1]] : [])).map((b) => (b.type === 'paragraph' ? b.text : ''));
    const byHeading = new Map(headings.map((h, i) => [h, paragraphs[i]]));
    const storyText = report.sections.find((s) => s.id === 'story')!.blocks.map((b) => ('text' in b ? b.text : '')).join(' ');
    let told = 0;
    for (const aspect of chart.aspects) {
      const heading = headings.find((h) => h.startsWith(`${pointName(lib, aspect.a).forms.nom} ${lib.names.aspects[aspect.type].forms.nom} ${pointName(lib, aspect.b).forms.nom},`))!;
      const text = byHeading.get(heading)!;
      const upTo = paragraphs.slice(0, headings.indexOf(heading) + 1).join(' ');
      const planets = PLANETS as readonly string[];
      const outer = ['uranus', 'neptune', 'pluto'];
      if (planets.includes(aspect.a) && planets.includes(aspect.b) && !(outer.includes(aspect.a) && outer.includes(aspect.b))) {
        const [x, y] = [aspect.a, aspect.b].sort((m, n) => planets.indexOf(m) - planets.indexOf(n));
        const authored = (lib.aspectPairs as Record<string, Record<string, string>>)[`${x}-${y}`][aspect.type];
        // The one the chart's story read in full is pointed back to, and read there, not twice.
        if (heading.includes(lib.story.frame.title)) {
          expect(storyText).toContain(authored);
          told++;
        } else {
          expect(text).toContain(authored);
        }
        continue;
      }
      const angle = [aspect.a, aspect.b].find((id) => id === 'ascendant' || id === 'midheaven') as 'ascendant' | 'midheaven' | undefined;
      const planet = [aspect.a, aspect.b].find((id) => planets.includes(id)) as PlanetId | undefined;
      if (angle && planet) {
        expect(text).toContain(lib.angleAspects[planet][angle][aspect.type]);
        continue;
      }
      for (const id of [aspect.a, aspect.b]) {
        expect(text).toContain(pointName(lib, id).forms.nom.replace(/^the /, '').replace(/^Black Moon /, ''));
        if (planets.includes(id)) expect(upTo).toContain(`${pointName(lib, id).forms.nom.replace(/^the /, '')} in ${lib.names.signs[chart.bodies[id as PlanetId].sign].forms.nom}`);
      }
    }
    // The fixture's tightest contact to a personal point is read in the story (issue 27: the story tells the chart's leading factors).
    expect(told).toBe(1);
  });

  it('summarises dominant element, tightest aspects and chart ruler', () => {
    const summary = report.sections.find((s) => s.id === 'summary')!;
    const text = summary.blocks.map((b) => (b.type === 'paragraph' ? b.text : '')).join(' ');
    expect(text).toContain('leans towards water');
    expect(text).toMatch(/The tightest aspects your planets make, .+ \(0°\d\d′\)/);
    expect(text).toContain('Your chart ruler, the Moon in Scorpio, carries the tone of your Cancer Ascendant into the fifth house');
    // Addressed once, by first name, never by the full name as a vocative (issue 27).
    expect(text).toMatch(/^Anna, /);
    expect(text).not.toContain('Anna Petrova');
  });

  it('reads the Part of Fortune with the planets within 3° of it, and with no other aspect', () => {
    const chart = natalChart();
    const fortune = chart.points.partOfFortune!;
    const points = (c: typeof chart) => composeReading(natalInput({ chart: c }), lib).sections.find((s) => s.id === 'points')!
      .blocks.map((b) => (b.type === 'paragraph' ? b.text : '')).join(' ');
    const near = structuredClone(chart);
    near.bodies.venus = { ...near.bodies.venus, longitude: (fortune.longitude + 2.5) % 360 };
    expect(points(near)).toContain('Venus (2°30′ away) stands on it, so your way of loving is where that ease most often comes from');
    const far = structuredClone(chart);
    far.bodies.venus = { ...far.bodies.venus, longitude: (fortune.longitude + 3.5) % 360 };
    expect(points(far)).not.toContain('Venus (');
  });

  it('fills every frame slot', () => {
    for (const s of allStrings(report)) expect(s).not.toMatch(/[{}]/);
  });

  it('is deterministic', () => {
    const again = composeReading(natalInput(), lib);
    expect(JSON.stringify(again)).toBe(JSON.stringify(report));
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});

describe('charts without a birth time or with adjustments', () => {
  it('leaves out houses and angles and says why', () => {
    const report = composeReading(natalInput({ chart: unknownTimeChart() }), lib);
    const ids = report.sections.map((s) => s.id);
    expect(ids).not.toContain('houses');
    expect(ids).not.toContain('angles');
    const intro = report.sections[0];
    expect(intro.blocks).toContainEqual({ type: 'note', text: frame.noteUnknownTime.replace('{date}', '12 March 1990') });
    const table = intro.blocks.find((b) => b.type === 'table');
    expect(table && table.type === 'table' ? table.columns : []).toEqual(['Point', 'Position', 'Solar house']);
    expect(headingsOf(report, 'big-three')).toEqual(['Sun in Pisces', 'Moon in Scorpio']);
    expect(repeatedSentences(report)).toEqual([]);
    expect(report.facts[0]).toEqual(['Born', '12 March 1990, time unknown']);
  });

  it('explains a local time that did not exist', () => {
    const report = composeReading(natalInput({ chart: nonexistentTimeChart() }), lib);
    const notes = report.sections[0].blocks.filter((b) => b.type === 'note').map((b) => (b.type === 'note' ? b.text : ''));
    expect(notes.join(' ')).toContain('The time given, 02:30, never appeared on the clocks in Europe/Berlin');
    expect(notes.join(' ')).toContain('showed as 03:30');
  });

  it('names an offset of local mean time to the second and reads the clock with it (Amsterdam, 22 May 1937)', () => {
    // Amsterdam kept its own mean time, +00:19:32, and jumped from 02:00 to 03:00 that night (tzdb backzone).
    const chart = nonexistentTimeChart();
    chart.moment = toBirthMoment({ date: '1937-05-22', time: '02:30', timezone: 'Europe/Amsterdam' });
    const report = composeReading(natalInput({ chart }), lib);
    const text = report.sections[0].blocks.map((b) => (b.type === 'note' || b.type === 'paragraph' ? b.text : '')).join(' ');
    expect(text).toContain('+01:19:32 from Greenwich');
    expect(text).toContain('showed as 03:30');
    expect(report.facts).toContainEqual(['Time zone', 'Europe/Amsterdam (UTC+01:19:32)']);
  });

  it('names the Porphyry fallback at polar latitudes', () => {
    const report = composeReading(natalInput({ chart: polarChart() }), lib);
    const text = proseOf(report).join(' ');
    expect(text).toContain('At a latitude of 69.65°');
    // The houses section names the system the cusps were actually drawn in, not the one asked for.
    expect(text).toContain('of the twelve Porphyry houses');
    expect(text).not.toContain('Placidus houses');
  });

  it('keeps a stellium reading free of repeats', () => {
    expect(repeatedSentences(composeReading(natalInput({ chart: stelliumChart() }), lib))).toEqual([]);
  });
});

describe('add-ons', () => {
  const report = composeReading(natalInput({
    addons: ['pdf', 'month_ahead', 'numerology'], monthAhead: monthAheadFixture(), numerology: numerologyFixture(),
  }), lib);

  it('adds a day-by-day month ahead', () => {
    const days = report.sections.filter((s) => s.id.startsWith('month-ahead-')).flatMap((s) => s.blocks.filter((b) => b.type === 'heading'));
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ type: 'heading', text: 'Saturday, 1 March' });
  });

  it('adds the numerology section', () => {
    const numerology = report.sections.find((s) => s.id === 'numerology')!;
    expect(headingsOf(report, 'numerology')).toEqual(['Life path: 11', 'Expression: 7', 'Soul urge: 22', 'Personality: 3', 'Personal year 2025: 9', 'Birthday: 12']);
    expect(numerology.blocks.some((b) => b.type === 'paragraph' && b.text === lib.numerology.soulUrge[22])).toBe(true);
  });

  it('says that the PDF is attached', () => {
    expect(report.attachments.pdf).toBe(true);
    expect(proseOf(report)).toContain(frame.pdfAttached);
  });

  it('explains each month-ahead theme once and never repeats a sentence', () => {
    expect(repeatedSentences(report)).toEqual([]);
    const prose = proseOf(report).join('\n');
    expect(prose).toContain(lib.moonInSign.pisces);
    expect(prose).toContain(lib.moonPhases.full_moon);
  });

  it('omits add-ons that were not ordered', () => {
    const plain = composeReading(natalInput(), lib);
    expect(plain.attachments.pdf).toBe(false);
    expect(plain.sections.some((s) => s.id === 'numerology' || s.id.startsWith('month-ahead'))).toBe(false);
    expect(proseOf(plain)).not.toContain(frame.pdfAttached);
  });
});

describe('forecast reading', () => {
  const forecast = forecastFixture();
  const report = composeReading({ product: 'forecast', addons: [], name: 'Anna', chart: natalChart(), forecast, orderedAt: ORDERED_AT }, lib);
  const everything = allStrings(report).join('\n');

  it('runs month by month through the year with exact dates', () => {
    const months = report.sections.filter((s) => s.id.startsWith('forecast-2'));
    expect(months[0].title).toBe('March 2025');
    expect(months.at(-1)!.title).toBe('March 2026');
    expect(everything).toContain('Saturn conjunct natal Sun is within orb from 1 March 2025 to 1 March 2026 and exact 3 times, on 20 April 2025, 11 August 2025 and 30 January 2026');
    expect(everything).toContain('Saturn conjunct natal Sun returns to exactness on 11 August 2025');
    expect(everything).toContain('Saturn conjunct natal Sun is exact for the last time on 30 January 2026');
  });

  it('covers every transit, slow ingress, eclipse and return', () => {
    for (const text of Object.values(lib.ingresses)) if (/jupiter|saturn|uranus|neptune/.test(text)) expect(everything).toContain(text);
    expect(everything).toContain(lib.eclipses.solar);
    expect(everything).toContain(lib.eclipses.lunar);
    expect(everything).toContain('Total lunar eclipse in Virgo');
    expect(everything).toContain('Another solar eclipse, in Aquarius on 17 February 2026');
    expect(everything).toContain(lib.returns.saturn);
    expect(everything).toContain(lib.transits.uranus.venus.square);
    expect(everything).toContain('Uranus squares your Venus');
    expect(everything).toContain(lib.transits.neptune.mercury.sextile);
    expect(everything).toContain('Neptune forms a sextile to your Mercury');
    expect(everything).toContain('Saturn forms a sextile to your North Node');
    expect(everything).toContain('Saturn slips back into Pisces on 1 September 2025 while retrograde');
  });

  it('never repeats a sentence and fills every slot', () => {
    expect(repeatedSentences(report)).toEqual([]);
    for (const s of allStrings(report)) expect(s).not.toMatch(/[{}]/);
  });
});

describe('numerology reading', () => {
  it('needs no chart and gives the whole profile', () => {
    const report = composeReading({
      product: 'numerology', addons: [], name: 'Иван Иванов', chart: null, numerology: numerologyFixture(), orderedAt: ORDERED_AT, birthDate: '1985-07-12',
    }, lib);
    expect(report.chart).toBeNull();
    expect(report.title).toBe('Numerology of Иван Иванов');
    expect(report.sections.map((s) => s.id)).toEqual(['introduction', 'core-numbers', 'name', 'personal-years', 'personal-months', 'pinnacles', 'method', 'closing']);
    expect(headingsOf(report, 'core-numbers')).toEqual(['Life path 11', 'Expression 7', 'Soul urge 22', 'Personality 3', 'Maturity 9', 'Birthday 3']);
    expect(proseOf(report)[0]).toContain('born on 12 July 1985');
    expect(repeatedSentences(report)).toEqual([]);
  });

  it('refuses a reading whose data is missing', () => {
    expect(() => composeReading({ product: 'numerology', addons: [], name: 'X', chart: null, orderedAt: ORDERED_AT }, lib)).toThrow(/numerology profile/);
    expect(() => composeReading(natalInput({ addons: ['month_ahead'] }), lib)).toThrow(/month-ahead/);
  });
});

describe('names that numerology cannot count as written', () => {
  const transliterated = { ...numerologyFixture(), name: { counted: 'transliterated' as const, latin: 'Li Xiao Long', scripts: ['Han'] } };
  const nameless = {
    ...numerologyFixture(), expression: null, soulUrge: null, personality: null,
    name: { counted: 'not_counted' as const, reason: 'no_letters' as const, scripts: [] },
  };

  it('names the transliteration a name in another script was counted from', () => {
    const report = composeReading(natalInput({ name: '李小龍', addons: ['numerology'], numerology: transliterated }), lib);
    const prose = proseOf(report).join('\n');
    expect(prose).toContain('Your name is written in Chinese characters, so it was counted from its Latin transliteration, Li Xiao Long.');
    expect(prose).toContain(frame.numerologyTransliteratedHan);
    expect(headingsOf(report, 'numerology')).toHaveLength(6);
    expect(repeatedSentences(report)).toEqual([]);
    const abjad = composeReading(natalInput({
      name: 'محمد علي', addons: ['numerology'], numerology: { ...numerologyFixture(), name: { counted: 'transliterated', latin: 'Mhmd Aly', scripts: ['Arabic'] } },
    }), lib);
    expect(proseOf(abjad).join('\n')).toContain('Arabic script leaves most short vowels unwritten');
  });

  it('keeps the natal reading whole and says why the name numbers are left out', () => {
    const report = composeReading(natalInput({ name: '😀🎉', addons: ['numerology'], numerology: nameless }), lib);
    expect(report.sections.map((s) => s.id)).toContain('planets');
    expect(headingsOf(report, 'numerology')).toEqual(['Life path: 11', 'Personal year 2025: 9', 'Birthday: 12']);
    const numerology = report.sections.find((s) => s.id === 'numerology')!;
    const table = numerology.blocks.find((b) => b.type === 'table');
    expect(table && table.type === 'table' ? table.rows.map((r) => r[0]) : []).toEqual(['Life path', 'Personal year 2025', 'Birthday']);
    expect(proseOf(report).join('\n')).toContain('Your name as given, 😀🎉, contains no letters');
    expect(repeatedSentences(report)).toEqual([]);
    for (const s of allStrings(report)) expect(s).not.toMatch(/[{}]|null|undefined/);
  });

  it('gives a numerology reading from the birth date alone, and says so', () => {
    const report = composeReading({
      product: 'numerology', addons: [], name: '😀🎉', chart: null, numerology: nameless, orderedAt: ORDERED_AT, birthDate: '1985-07-12',
    }, lib);
    expect(proseOf(report)[0]).toBe('This numerology reading was drawn up for 😀🎉, born on 12 July 1985, from the date of birth.');
    expect(headingsOf(report, 'core-numbers')).toEqual(['Life path 11', 'Birthday 3']);
    expect(report.sections.map((s) => s.id)).not.toContain('name');
    expect(proseOf(report).join('\n')).toContain('The numbers that follow come from your date of birth alone and need no name.');
    expect(report.facts).toContainEqual(['Core numbers', 'life path 11']);
    expect(repeatedSentences(report)).toEqual([]);
  });

  it('says why a soul urge is missing from a name written without vowels', () => {
    const report = composeReading(natalInput({
      name: 'שרה', addons: ['numerology'], numerology: { ...numerologyFixture(), soulUrge: null, name: { counted: 'transliterated', latin: 'Shrh', scripts: ['Hebrew'] } },
    }), lib);
    expect(headingsOf(report, 'numerology')).toEqual(['Life path: 11', 'Expression: 7', 'Personality: 3', 'Personal year 2025: 9', 'Birthday: 12']);
    expect(proseOf(report)).toContain(frame.numberMissing_soulUrge);
  });

  it('leaves out an add-on that could not be computed, with a note, and delivers the rest', () => {
    const report = composeReading(natalInput({ addons: ['month_ahead', 'numerology'], omitted: ['month_ahead', 'numerology'] }), lib);
    const ids = report.sections.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['planets', 'aspects', 'month-ahead-omitted', 'numerology-omitted', 'closing']));
    expect(ids.some((id) => id === 'numerology' || /^month-ahead-\d/.test(id))).toBe(false);
    const notes = report.sections.filter((s) => s.id.endsWith('-omitted')).flatMap((s) => s.blocks.map((b) => (b.type === 'note' ? b.text : '')));
    expect(notes).toEqual([`${frame.sectionOmitted_month_ahead} ${frame.sectionOmittedRest}`, frame.sectionOmitted_numerology]);
    expect(report.facts.some(([label]) => label === 'Life path')).toBe(false);
    expect(repeatedSentences(report)).toEqual([]);
  });
});
