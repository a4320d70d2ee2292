// Address ranges as TRUST_PROXY lists them, read as numbers so that their union can be measured:
// whether a list of ranges, however it is split up (0.0.0.0/1 with 128.0.0.0/1, ::/1 with 8000::/1,
// ::ffff:0:0/96 standing for all of IPv4), ends up trusting every address of a family.
import { isIP } from 'node:net';

export type Family = 4 | 6;

/** An inclusive interval of addresses of one family. */
export interface AddressInterval {
  family: Family;
  first: bigint;
  last: bigint;
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 };

/** What proxy-addr (Fastify's trustProxy) expands its range names to. */
export const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** ::ffff:0:0/96: IPv4 addresses written as IPv6, which proxy-addr matches against IPv4 ranges and back. */
const MAPPED_FIRST = 0xffffn << 32n;
const MAPPED_LAST = MAPPED_FIRST + 0xffffffffn;

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) + BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(address: string): bigint {
  let text = address.replace(/%.*$/, '');
  // A trailing dotted IPv4 part (::ffff:10.0.0.1) is two 16-bit groups.
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[2]!);
    text = `${dotted[1]}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((n, group) => (n << 16n) + BigInt(parseInt(group || '0', 16)), 0n);
}

/**
 * One address or CIDR range (`10.0.0.0/8`, `::1`, `2001:db8::/32`) as an interval, or null when it
 * is not one. A prefix is 0-32 (IPv4) or 0-128 (IPv6), written in decimal without a sign.
 */
export function parseRange(entry: string): AddressInterval | null {
  const parts = entry.split('/');
  if (parts.length > 2) return null;
  const [address, bits] = parts as [string, string | undefined];
  const family = isIP(address);
  if (family !== 4 && family !== 6) return null;
  // A zone (fe80::1%eth0) names an interface of this machine, not an address a proxy connects from.
  if (address.includes('%')) return null;
  const width = BITS[family];
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? width : Number(bits);
  if (prefix > width) return null;
  const value = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
  const hostBits = BigInt(width - prefix);
  const first = (value >> hostBits) << hostBits;
  return { family, first, last: first + (1n << hostBits) - 1n };
}

/**
 * The families (4, 6) whose every address falls in one of `intervals`, as proxy-addr matches them: an
 * IPv6 range inside ::ffff:0:0/96 also covers the IPv4 addresses it maps, and an IPv4 range the mapped
 * IPv6 addresses of its own.
 */
export function familiesCovered(intervals: AddressInterval[]): Family[] {
  const v4: AddressInterval[] = [];
  const v6: AddressInterval[] = [];
  for (const range of intervals) {
    if (range.family === 4) {
      v4.push(range);
      v6.push({ family: 6, first: MAPPED_FIRST + range.first, last: MAPPED_FIRST + range.last });
    } else {
      v6.push(range);
      const first = range.first > MAPPED_FIRST ? range.first : MAPPED_FIRST;
      const last = range.last < MAPPED_LAST ? range.last : MAPPED_LAST;
      if (first <= last) v4.push({ family: 4, first: first - MAPPED_FIRST, last: last - MAPPED_FIRST });
    }
  }
  const covered: Family[] = [];
  if (coversAll(v4, 4)) covered.push(4);
  if (coversAll(v6, 6)) covered.push(6);
  return covered;
}

function coversAll(intervals: AddressInterval[], family: Family): boolean {
  const sorted = [...intervals].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  let next = 0n; // the lowest address not covered yet
  for (const range of sorted) {
    if (range.first > next) return false;
    if (range.last + 1n > next) next = range.last + 1n;
  }
  return next > (1n << BigInt(BITS[family])) - 1n;
}
