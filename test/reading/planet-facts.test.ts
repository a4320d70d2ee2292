// The English fact frames of the planets section: the ruler of a planet's sign and where it stands,
// mutual reception, retrograde motion, no close aspect, and the planets of the first house under the
// rising sign. They used to put a keyword noun phrase where the planet belongs ("your hunger for depth
// obeys Mars") and a sign's manner after it, which read as machine seams; now the planet itself is the
// subject, and neither keyword nor manner is filled into these frames.
import { describe, expect, it } from 'vitest';
import { computeChart } from '../../src/astro/chart/compute-chart.js';
import { toBirthMoment } from '../../src/astro/time/birth-moment.js';
import { PLANETS, type NatalChart, type Place } from '../../src/astro/types.js';
import { en } from '../../src/reading/library/en/index.js';
import { composeReading } from '../../src/reading/report/compose.js';
import { sentencesOf } from '../../src/reading/report/text.js';
import { everyPlacement } from './fixtures/charts.js';

const FAMILIES = ['dispositor', 'dispositorNoHouse', 'dispositorRulerChanged', 'dispositorSelf', 'dispositorMutual', 'retrograde', 'aspectNone', 'risingTenants'];
const familyOf = (key: string) => FAMILIES.find((family) => key === family || new RegExp(`^${family}(Many)?(_\\d+)?$`).test(key));
const frames = Object.entries(en.placements.templates).filter(([key]) => familyOf(key) !== undefined);

describe('the English planet fact frames', () => {
  it('fill in no keyword phrase or sign manner', () => {
    expect(frames.length).toBeGreaterThanOrEqual(20);
    const seams = frames.filter(([, text]) => /\{(drive|drives|otherDrive|rulerDrive|manner|rulerManner)\b/.test(text)).map(([key]) => key);
    expect(seams).toEqual([]);
  });

  it('make the planet the subject: each names the planet, its host or the first-house tenants', () => {
    for (const [key, text] of frames) expect(text, key).toMatch(/\{(planet|planetName|tenants)\}/);
  });

  const berlin: Place = {
    name: 'Berlin', region: null, country: 'DE', countryName: 'Germany', latitude: 52.52, longitude: 13.41, timezone: 'Europe/Berlin', population: 3426354,
  };
  // Births without an hour read the ruler by its sign alone; the fixtures cover every planet in every sign and house.
  const untimed = ['1961-02-14', '1975-08-30', '1988-11-05', '1994-04-21', '2003-07-09'].map((date) =>
    computeChart({ moment: toBirthMoment({ date, time: null, timezone: berlin.timezone }), place: berlin }));
  const charts: NatalChart[] = [...everyPlacement(), ...untimed];
  const authored = new Set<string>([
    ...PLANETS.flatMap((p) => Object.values(en.planetInSign[p])), ...PLANETS.flatMap((p) => Object.values(en.planetInHouse[p])),
    ...(['uranus', 'neptune', 'pluto'] as const).flatMap((p) => Object.values(en.generationInSign[p])),
  ]);
  const keywords = [...Object.values(en.placements.drive).map((drive) => `your ${drive}`), ...Object.values(en.synthesis.signManner)];

  it('compose sentences that carry no keyword phrase or sign manner, timed births and untimed', () => {
    const seams: string[] = [];
    for (const chart of charts) {
      const report = composeReading({ product: 'natal', addons: [], name: 'Anna', chart, orderedAt: '2025-03-01T09:30:00Z' }, en);
      const facts = report.sections.find((s) => s.id === 'planets')!.blocks
        .flatMap((b) => (b.type === 'paragraph' && !authored.has(b.text) ? sentencesOf(b.text) : []));
      for (const sentence of facts) if (keywords.some((k) => sentence.includes(k))) seams.push(sentence);
    }
    expect(seams.slice(0, 5)).toEqual([]);
  });
});
