// One zone of zone-table.ts, decoded: its offset changes and the rule that continues them.
import { parsePosixRule, ruleOffsetAt, type PosixRule } from './posix-rule.js';

export interface ZoneEntry {
  /** Offset before the first change, seconds east of UTC. */
  initial: number;
  /** Change instants, UTC seconds, ascending. */
  times: number[];
  /** Offset from each change on. */
  offsets: number[];
  /** Rule for instants from the last change on (or for all of them when there is none). */
  rule: PosixRule | null;
}

const isCapital = (code: number) => code >= 65 && code <= 90;

/** Decodes one entry; its layout is described in zone-table.ts's header. */
export function decodeZoneEntry(entry: string): ZoneEntry {
  const [offsetList, changes, footer] = entry.split('|');
  const offsetTable = offsetList.split(',').map(Number);
  const times: number[] = [];
  const offsets: number[] = [];
  let time = 0;
  // Each change is one capital letter (the offset) and a base-36 count; the letters delimit the counts.
  for (let start = 0; start < changes.length; ) {
    let end = start + 1;
    while (end < changes.length && !isCapital(changes.charCodeAt(end))) end += 1;
    time += parseInt(changes.slice(start + 1, end), 36); // the first count is from 1970, the others from the change before
    times.push(time);
    offsets.push(offsetTable[changes.charCodeAt(start) - 65]);
    start = end;
  }
  return { initial: offsetTable[0], times, offsets, rule: footer ? parsePosixRule(footer) : null };
}

/** Offset in seconds east of UTC at a UTC instant given in milliseconds. */
export function offsetInZone(zone: ZoneEntry, utcMillis: number): number {
  const { times, offsets } = zone;
  const seconds = Math.floor(utcMillis / 1000);
  const last = times.length - 1;
  if (last < 0 || seconds >= times[last]) {
    if (zone.rule) return ruleOffsetAt(zone.rule, utcMillis);
    return last < 0 ? zone.initial : offsets[last];
  }
  if (seconds < times[0]) return zone.initial;
  let low = 0, high = last; // times[low] <= seconds < times[high]
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (times[middle] <= seconds) low = middle;
    else high = middle;
  }
  return offsets[low];
}
