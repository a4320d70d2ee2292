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
