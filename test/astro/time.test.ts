import { describe, expect, it } from 'vitest';
import { BirthTimeError, toBirthMoment, toBirthMomentWithOffset } from '../../src/astro/time/birth-moment.js';

describe('local birth time to UTC', () => {
  it('uses Moscow summer time of the 1980s (UTC+4 in June 1985)', () => {
    const m = toBirthMoment({ date: '1985-06-01', time: '12:00', timezone: 'Europe/Moscow' });
    expect(m.utc).toBe('1985-06-01T08:00:00Z');
    expect(m.utcOffset).toBe('+04:00');
    expect(m.adjustment).toBeNull();
  });

  it('uses Moscow winter time of the 1980s (UTC+3 in January 1984)', () => {
    expect(toBirthMoment({ date: '1984-01-15', time: '09:30', timezone: 'Europe/Moscow' }).utc).toBe('1984-01-15T06:30:00Z');
  });

  it('uses local mean time before standard zones (Moscow 1900: +2:30:17)', () => {
    const m = toBirthMoment({ date: '1900-01-01', time: '12:00', timezone: 'Europe/Moscow' });
    expect(m.utcOffset).toBe('+02:30:17');
    expect(m.utc).toBe('1900-01-01T09:29:43Z');
  });

  it('applies pre-1970 US daylight time (Chicago, July 1955: CDT, UTC-5)', () => {
    expect(toBirthMoment({ date: '1955-07-01', time: '12:00', timezone: 'America/Chicago' }).utc).toBe('1955-07-01T17:00:00Z');
  });

  it('moves a time in the spring-forward gap forward by the gap (New York, 2021-03-14 02:30)', () => {
    const m = toBirthMoment({ date: '2021-03-14', time: '02:30', timezone: 'America/New_York' });
    expect(m.utc).toBe('2021-03-14T07:30:00Z'); // 03:30 EDT
    expect(m.utcOffset).toBe('-04:00');
    expect(m.adjustment?.kind).toBe('nonexistent');
    expect(m.adjustment?.note).toContain('02:30 never happened');
    expect(m.adjustment?.note).toContain('moved forward by the gap, to 03:30');
  });

  it('takes the earlier instant for a time that happened twice (New York, 2021-11-07 01:30)', () => {
    const m = toBirthMoment({ date: '2021-11-07', time: '01:30', timezone: 'America/New_York' });
    expect(m.utc).toBe('2021-11-07T05:30:00Z'); // 01:30 EDT, not 06:30Z (EST)
    expect(m.adjustment?.kind).toBe('ambiguous');
    expect(m.adjustment?.note).toContain('happened twice');
    expect(m.adjustment?.note).toContain('2021-11-07T05:30:00Z');
  });

  it('handles a European gap too (Berlin, 1990-03-25 02:15 → 03:15 CEST)', () => {
    const m = toBirthMoment({ date: '1990-03-25', time: '02:15', timezone: 'Europe/Berlin' });
    expect(m.utc).toBe('1990-03-25T01:15:00Z');
    expect(m.adjustment?.kind).toBe('nonexistent');
  });

  it('casts for local noon and says so when the time is unknown', () => {
    const m = toBirthMoment({ date: '1990-05-01', time: null, timezone: 'Europe/Berlin' });
    expect(m.utc).toBe('1990-05-01T10:00:00Z');
    expect(m.timeKnown).toBe(false);
    expect(m.localTime).toBeNull();
    expect(m.adjustment?.kind).toBe('unknown_time');
    expect(m.adjustment?.note).toContain('local noon');
  });

  it('accepts an explicit UTC offset', () => {
    const m = toBirthMomentWithOffset({ date: '1990-05-01', time: '10:15', utcOffset: '+03:00' });
    expect(m.utc).toBe('1990-05-01T07:15:00Z');
    expect(m.timezone).toBe('UTC+03:00');
    expect(toBirthMomentWithOffset({ date: '1990-05-01', time: '23:50', utcOffset: '-05:30' }).utc).toBe('1990-05-02T05:20:00Z');
  });

  it('refuses impossible input with the failing field named', () => {
    expect(() => toBirthMoment({ date: '1990-02-30', time: '10:00', timezone: 'Europe/Berlin' })).toThrow(BirthTimeError);
    expect(() => toBirthMoment({ date: '1990-02-10', time: '25:00', timezone: 'Europe/Berlin' })).toThrow(/valid time/);
    expect(() => toBirthMoment({ date: '1990-02-10', time: '10:00', timezone: 'Mars/Olympus' })).toThrow(/IANA/);
    expect(() => toBirthMomentWithOffset({ date: '1990-02-10', time: '10:00', utcOffset: '3' })).toThrow(/UTC offset/);
  });
});

// Offsets Node's ICU time-zone data got wrong, because it folds these zones into a neighbour that agrees
// only since 1970 (ICU's value in brackets). Each is the full IANA tz database's, from its backzone file
// unless said otherwise, with the source that file gives.
describe('historical offsets from the full IANA database (backzone)', () => {
  const at = (timezone: string, date: string, time = '12:00') => toBirthMoment({ date, time, timezone });

  it('Reykjavik, January 1960: −01:00 [ICU +00:00, Abidjan]', () => {
    // backzone Zone Atlantic/Reykjavik and Rule Iceland, from the 1988 Almanak Háskóla Íslands:
    // −01:00 with summer time at +00:00 until 1968-04-07.
    const m = at('Atlantic/Reykjavik', '1960-01-15');
    expect(m.utcOffset).toBe('-01:00');
    expect(m.utc).toBe('1960-01-15T13:00:00Z');
  });

  it('Oslo, summers 1959–1965: +02:00 [ICU +01:00, Berlin]', () => {
    // backzone Rule Norway 1959–1965 (met.no "sommertid", agreeing with Shanks & Pottenger).
    for (let year = 1959; year <= 1965; year++) {
      expect(at('Europe/Oslo', `${year}-07-01`).utcOffset, String(year)).toBe('+02:00');
    }
    expect(at('Europe/Oslo', '1966-07-01').utcOffset).toBe('+01:00'); // no summer time again until 1980
  });

  it('Stockholm, July 1945: +01:00 [ICU +03:00, Berlin double summer time]', () => {
    // backzone Zone Europe/Stockholm (with the Swedish laws and newspapers quoted there): CET without
    // summer time from 1916-10-01 until 1980.
    const m = at('Europe/Stockholm', '1945-07-01');
    expect(m.utcOffset).toBe('+01:00');
    expect(m.utc).toBe('1945-07-01T11:00:00Z');
  });

  it('Amsterdam, 1937: +00:19:32, Amsterdam mean time, then +00:20 [ICU +00:00, Brussels]', () => {
    // backzone Zone Europe/Amsterdam and Rule Neth, from R. H. van Gent's "Wettelijke tijd in Nederland".
    expect(at('Europe/Amsterdam', '1937-01-15').utcOffset).toBe('+00:19:32');
    expect(at('Europe/Amsterdam', '1937-01-15').utc).toBe('1937-01-15T11:40:28Z');
    expect(at('Europe/Amsterdam', '1937-06-15').utcOffset).toBe('+01:19:32');
    expect(at('Europe/Amsterdam', '1938-01-15').utcOffset).toBe('+00:20');
    // Summer time began at 02:00 AMT on 22 May 1937: 02:30 never happened, 03:30 at +01:19:32 did.
    const gap = at('Europe/Amsterdam', '1937-05-22', '02:30');
    expect(gap.adjustment?.kind).toBe('nonexistent');
    expect(gap.utc).toBe('1937-05-22T02:10:28Z');
    expect(gap.adjustment?.note).toContain('to 03:30 (UTC+01:19:32)');
  });

  it('Copenhagen, Luxembourg, Monaco and Jersey in and around the war', () => {
    // backzone Rule Denmark 1945–1948 (after J. Nørgaard Welen's reading of the Danish laws): summer time
    // 2 April–15 August 1945, and over by September 1948 [ICU +03:00 and +02:00, Berlin].
    expect(at('Europe/Copenhagen', '1945-07-01').utcOffset).toBe('+02:00');
    expect(at('Europe/Copenhagen', '1948-09-01').utcOffset).toBe('+01:00');
    // backzone Zone Europe/Luxembourg: local mean time +00:24:36 until June 1904 [ICU +00:00, Brussels].
    expect(at('Europe/Luxembourg', '1900-06-01').utcOffset).toBe('+00:24:36');
    // backzone Zone Europe/Monaco (Journal de Monaco, via M. Deckers): French rules, not occupied Paris's
    // German time, until 1945 [ICU +02:00, Paris].
    expect(at('Europe/Monaco', '1940-12-01').utcOffset).toBe('+01:00');
    // backzone Zone Europe/Jersey (J. S. Myers): German time from 2 July 1940 [ICU +01:00, London].
    expect(at('Europe/Jersey', '1940-08-15').utcOffset).toBe('+02:00');
  });

  it('Africa, the Caribbean and the Gulf', () => {
    // backzone Zone Africa/Kampala: +02:45 from 1948 to 1957 [ICU +03:00, Nairobi].
    expect(at('Africa/Kampala', '1950-01-15').utcOffset).toBe('+02:45');
    // backzone Zone Africa/Kinshasa: +01:00 from November 1897 [ICU +00:13:35, Lagos's mean time then].
    expect(at('Africa/Kinshasa', '1910-01-15').utcOffset).toBe('+01:00');
    // backzone Zone America/St_Thomas: Atlantic time without Puerto Rico's war time [ICU −03:00].
    expect(at('America/St_Thomas', '1943-07-01').utcOffset).toBe('-04:00');
    // backzone Zone Asia/Kuwait: local mean time +03:11:56 until 1950 [ICU +03:00, Riyadh].
    expect(at('Asia/Kuwait', '1948-01-15').utcOffset).toBe('+03:11:56');
    // backzone Zone Asia/Bahrain (India Office Records, via the Qatar Digital Library): +03:30 from
    // 20 July 1941 to 1944 [ICU +04:00, Qatar].
    expect(at('Asia/Bahrain', '1943-12-15').utcOffset).toBe('+03:30');
    // backzone Zone Asia/Muscat: +03:54:24, the Muscat observatory's meridian, until 1920 [ICU +03:41:12, Dubai].
    expect(at('Asia/Muscat', '1915-01-15').utcOffset).toBe('+03:54:24');
  });

  it('changes of law after Node 20’s ICU data (tzdb 2025c) was made', () => {
    // tzdb NEWS 2026a–2026f: British Columbia keeps −07:00, Alberta −06:00, Manitoba −05:00 and Cuba
    // −04:00 from November 2026; Morocco returned to +00:00 on 2026-09-20; Moldova has changed clocks at
    // EU times (03:00 local) since 2022 [ICU: the old rules].
    expect(at('America/Vancouver', '2026-12-15').utcOffset).toBe('-07:00');
    expect(at('America/Edmonton', '2026-12-15').utcOffset).toBe('-06:00');
    expect(at('America/Winnipeg', '2026-12-15').utcOffset).toBe('-05:00');
    expect(at('America/Havana', '2026-12-15').utcOffset).toBe('-04:00');
    expect(at('Africa/Casablanca', '2026-10-15').utcOffset).toBe('+00:00');
    const chisinau = at('Europe/Chisinau', '2023-03-26', '02:30');
    expect(chisinau.adjustment).toBeNull();
    expect(chisinau.utcOffset).toBe('+02:00');
  });

  it('accepts zone names in any case and reports them as the database spells them', () => {
    expect(toBirthMoment({ date: '1960-01-15', time: '12:00', timezone: 'atlantic/reykjavik' }).timezone).toBe('Atlantic/Reykjavik');
    expect(toBirthMoment({ date: '1990-01-15', time: '12:00', timezone: 'Asia/Calcutta' }).utcOffset).toBe('+05:30');
    expect(toBirthMoment({ date: '1990-01-15', time: '12:00', timezone: 'UTC' }).utcOffset).toBe('+00:00');
  });
});
