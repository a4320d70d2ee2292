// POSIX TZ rules (RFC 8536 §3.3), the forms the tzdb's zones do not all use today. Expected instants are
// worked out by hand from the rule's definition; the zones' own rules are swept in time-zones.test.ts.
import { describe, expect, it } from 'vitest';
import { parsePosixRule, ruleOffsetAt, ruleTransitions } from '../../src/astro/time/posix-rule.js';

const iso = (changes: { at: number; offset: number }[]) => changes.map((c) => [new Date(c.at).toISOString(), c.offset]);

describe('POSIX TZ rules', () => {
  it('reads a fixed offset, west positive, with a quoted name', () => {
    expect(parsePosixRule('<-03>3')).toEqual({ standard: -3 * 3600, daylight: null });
    expect(parsePosixRule('<+0545>-5:45').standard).toBe(5 * 3600 + 45 * 60);
    expect(Object.is(parsePosixRule('GMT0').standard, 0)).toBe(true);
  });

  it('Jn skips 29 February, n counts it (2024, a leap year)', () => {
    const rule = parsePosixRule('AAA3BBB,J60/2,300/2');
    // J60 is 1 March in every year; day 300 counted from 0 is 27 October in a leap year.
    expect(iso(ruleTransitions(rule, 2024))).toEqual([['2024-03-01T05:00:00.000Z', -2 * 3600], ['2024-10-27T04:00:00.000Z', -3 * 3600]]);
    expect(iso(ruleTransitions(rule, 2023))).toEqual([['2023-03-01T05:00:00.000Z', -2 * 3600], ['2023-10-28T04:00:00.000Z', -3 * 3600]]);
  });

  it('M.5 is the last such weekday; times may be negative or past 24 hours', () => {
    // Nuuk: spring forward on the last Sunday of March at −01:00 local (Saturday 23:00 at −02, 01:00 UTC).
    const nuuk = parsePosixRule('<-02>2<-01>,M3.5.0/-1,M10.5.0/0');
    expect(iso(ruleTransitions(nuuk, 2025))).toEqual([['2025-03-30T01:00:00.000Z', -3600], ['2025-10-26T01:00:00.000Z', -7200]]);
    // Gaza: Saturday after the fourth Thursday, expressed as Thursday 50:00.
    const gaza = parsePosixRule('EET-2EEST,M3.4.4/50,M10.4.4/50');
    expect(iso(ruleTransitions(gaza, 2025))).toEqual([['2025-03-29T00:00:00.000Z', 3 * 3600], ['2025-10-24T23:00:00.000Z', 2 * 3600]]);
  });

  it('southern and negative daylight saving: the year starts on the rule of the year before', () => {
    const sydney = parsePosixRule('AEST-10AEDT,M10.1.0,M4.1.0/3');
    expect(ruleOffsetAt(sydney, Date.UTC(2025, 0, 15))).toBe(11 * 3600);
    expect(ruleOffsetAt(sydney, Date.UTC(2025, 6, 15))).toBe(10 * 3600);
    // Dublin: Irish Standard Time in summer, GMT as the "daylight" offset of winter.
    const dublin = parsePosixRule('IST-1GMT0,M10.5.0,M3.5.0/1');
    expect(ruleOffsetAt(dublin, Date.UTC(2025, 0, 15))).toBe(0);
    expect(ruleOffsetAt(dublin, Date.UTC(2025, 6, 15))).toBe(3600);
  });

  it('refuses what it cannot read', () => {
    expect(() => parsePosixRule('EST5EDT,M3.2.0')).toThrow(/POSIX TZ rule/);
    expect(() => parsePosixRule('5')).toThrow(/standard-time name/);
  });
});
