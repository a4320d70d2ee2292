// Issue 27, finding 6: Russian readings read by a morphology dictionary (Az.js over OpenCorpora, npm
// `az`). Natal readings with the month ahead and numerology for 100 people drawn at random (fixed seed),
// every sentence checked for a plural sign name as the subject of a singular verb («Рыбы задаёт тон»,
// «Весы подчиняется»), and for Latin letters outside the names a reading quotes (the buyer's, the place's).
import { beforeAll, describe, expect, it } from 'vitest';
import { natalReading, sampleCharts } from '../../bench/natal-readings.js';
import { proseOf } from '../../bench/sentence-sharing.js';
import { ru } from '../../src/reading/library/ru/index.js';
import { latinOutsideNames, loadMorphology, pluralSignAgreement } from '../support/russian-morphology.js';
import { yieldToEventLoop } from '../support/event-loop.js';

const charts = sampleCharts(100, 2027);

describe('Russian readings, read by a morphology dictionary (100 random charts)', () => {
  beforeAll(() => loadMorphology(), 30_000);

  it('knows a plural sign name with a singular verb when it sees one, and lets the right ones pass', () => {
    expect(pluralSignAgreement('Рыбы задаёт тон вашему Марсу: он действует по наитию.', ru)).toHaveLength(1);
    expect(pluralSignAgreement('Весы подчиняется Венере, а она стоит во Льве.', ru)).toHaveLength(1);
    expect(pluralSignAgreement('Близнецы быстро подхватывает всё новое.', ru)).toHaveLength(1);
    expect(pluralSignAgreement('Рыбы задают тон вашему Марсу, Весы подчиняются Венере.', ru)).toEqual([]);
    expect(pluralSignAgreement('Марс переходит в Весы и стоит там до весны.', ru)).toEqual([]);
    expect(latinOutsideNames('Мария родилась в Paris, France; это Maria.', ['Paris', 'France'])).toEqual(['Maria.']);
  });

  it('puts no plural sign name before a singular verb, and no Latin outside names', async () => {
    const problems: string[] = [];
    for (const [i, { person, chart }] of charts.entries()) {
      const place = chart.place;
      const names = [person.name, ...person.name.split(' '), place.name, place.region ?? '', place.countryName, place.timezone, 'UTC']
        .flatMap((n) => [n, ...n.split(/[\s,/]+/)]).filter((n) => n.length > 1).sort((a, b) => b.length - a.length);
      for (const text of proseOf(natalReading(person, chart, 'ru'))) {
        for (const p of pluralSignAgreement(text, ru)) problems.push(`${i}: ${p}`);
        for (const w of latinOutsideNames(text, names)) problems.push(`${i}: Latin «${w}»: ${text.slice(0, 120)}`);
      }
      await yieldToEventLoop();
    }
    expect(problems.slice(0, 10), `${problems.length} problems`).toEqual([]);
  }, 300_000);
});
