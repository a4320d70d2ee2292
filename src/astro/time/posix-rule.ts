// The POSIX TZ string that closes a TZif file (RFC 8536 §3.3, with its extension of transition times to
// −167..167 hours) gives a zone's offsets after its last listed transition. Keeping the rule instead of
// listing every future daylight-saving change is what keeps the zone table small and valid past 2037.

/** A day of the year as a POSIX TZ rule names it, and the local time of the change on it, in seconds. */
type DayRule =
  | { kind: 'month-week-day'; month: number; week: number; weekday: number; time: number }
  | { kind: 'julian-no-leap'; day: number; time: number } // Jn: 1..365, February 29 never counted
  | { kind: 'zero-based'; day: number; time: number }; // n: 0..365, February 29 counted

export interface PosixRule {
  /** Standard offset, seconds east of UTC. */
  standard: number;
  /** Daylight offset and when it starts and ends, or null when the zone keeps one offset. */
  daylight: { offset: number; start: DayRule; end: DayRule } | null;
}

const DAY_MS = 86_400_000;
const HOUR = 3600;

class Reader {
  position = 0;
  constructor(readonly text: string) {}
  peek(): string { return this.text[this.position] ?? ''; }
  done(): boolean { return this.position >= this.text.length; }
  fail(what: string): never { throw new Error(`POSIX TZ rule "${this.text}": ${what} at ${this.position}`); }
  expect(char: string): void {
    if (this.peek() !== char) this.fail(`expected "${char}"`);
    this.position += 1;
  }
  /** `sticky` must carry the y flag, so it matches only at the reader's position. */
  match(sticky: RegExp): string | null {
    sticky.lastIndex = this.position;
    const m = sticky.exec(this.text);
    if (!m) return null;
    this.position += m[0].length;
    return m[0];
  }
}

function readName(r: Reader): string | null {
  if (r.peek() === '<') return r.match(/<[^>]*>/y);
  return r.match(/[A-Za-z]{3,}/y);
}

/** "[+-]hh[:mm[:ss]]" in seconds, sign as written. */
function readClock(r: Reader): number | null {
  const text = r.match(/[+-]?\d{1,3}(?::\d{1,2}){0,2}/y);
  if (text === null) return null;
  const negative = text.startsWith('-');
  const [h, m = 0, s = 0] = text.replace(/^[+-]/, '').split(':').map(Number);
  const seconds = h * HOUR + m * 60 + s;
  return negative ? -seconds : seconds;
}

function readDay(r: Reader): DayRule {
  let rule: DayRule;
  if (r.peek() === 'M') {
    const text = r.match(/M\d{1,2}\.\d\.\d/y) ?? r.fail('expected Mm.w.d');
    const [month, week, weekday] = text.slice(1).split('.').map(Number);
    rule = { kind: 'month-week-day', month, week, weekday, time: 2 * HOUR };
  } else if (r.peek() === 'J') {
    const text = r.match(/J\d{1,3}/y) ?? r.fail('expected Jn');
    rule = { kind: 'julian-no-leap', day: Number(text.slice(1)), time: 2 * HOUR };
  } else {
    const text = r.match(/\d{1,3}/y) ?? r.fail('expected a day');
    rule = { kind: 'zero-based', day: Number(text), time: 2 * HOUR };
  }
  if (r.peek() === '/') {
    r.expect('/');
    rule.time = readClock(r) ?? r.fail('expected a time');
  }
  return rule;
}

export function parsePosixRule(text: string): PosixRule {
  const r = new Reader(text);
  if (readName(r) === null) r.fail('expected a standard-time name');
  const standardWest = readClock(r) ?? r.fail('expected the standard offset');
  const standard = 0 - standardWest; // POSIX counts west; 0 - x keeps a zero offset from becoming -0
  if (r.done()) return { standard, daylight: null };
  if (readName(r) === null) r.fail('expected a daylight-time name');
  let offset = standard + HOUR;
  if (r.peek() !== ',' && !r.done()) offset = 0 - (readClock(r) ?? r.fail('expected the daylight offset'));
  r.expect(',');
  const start = readDay(r);
  r.expect(',');
  const end = readDay(r);
  if (!r.done()) r.fail('unexpected text');
  return { standard, daylight: { offset, start, end } };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** UTC milliseconds of 00:00 local on the rule's day in `year`, read as if local were UTC. */
function dayStartMillis(rule: DayRule, year: number): number {
  const yearStart = Date.UTC(year, 0, 1);
  switch (rule.kind) {
    case 'julian-no-leap':
      return yearStart + (rule.day - 1 + (isLeap(year) && rule.day >= 60 ? 1 : 0)) * DAY_MS;
    case 'zero-based':
      return yearStart + rule.day * DAY_MS;
    case 'month-week-day': {
      const first = Date.UTC(year, rule.month - 1, 1);
      const firstWeekday = new Date(first).getUTCDay();
      let day = 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.week - 1) * 7;
      const monthDays = new Date(Date.UTC(year, rule.month, 0)).getUTCDate();
      while (day > monthDays) day -= 7; // week 5 means the last such weekday
      return Date.UTC(year, rule.month - 1, day);
    }
  }
}

/** The rule's changes in `year`: UTC milliseconds and the offset (seconds east) from then on. */
export function ruleTransitions(rule: PosixRule, year: number): { at: number; offset: number }[] {
  const d = rule.daylight;
  if (!d) return [];
  // The start is read on standard time and the end on daylight time, as the clocks showed them.
  const start = dayStartMillis(d.start, year) + (d.start.time - rule.standard) * 1000;
  const end = dayStartMillis(d.end, year) + (d.end.time - d.offset) * 1000;
  return [{ at: start, offset: d.offset }, { at: end, offset: rule.standard }].sort((a, b) => a.at - b.at);
}

/** Offset in seconds east of UTC that the rule gives at a UTC instant (milliseconds). */
export function ruleOffsetAt(rule: PosixRule, utcMillis: number): number {
  if (!rule.daylight) return rule.standard;
  const year = new Date(utcMillis).getUTCFullYear();
  // The last change of the year before gives the offset at the start of this one, whichever hemisphere;
  // a change near New Year's Eve may fall on either side of it, hence the year after too.
  let offset = rule.standard;
  for (let y = year - 1; y <= year + 1; y++) {
    for (const change of ruleTransitions(rule, y)) if (change.at <= utcMillis) offset = change.offset;
  }
  return offset;
}
