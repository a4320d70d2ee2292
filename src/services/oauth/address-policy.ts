// Which addresses a client metadata document may be fetched from: public unicast only. Checked on
// the addresses DNS answered (not the name), so a name that points inside cannot reach in.
//
// IPv6 is judged by an allow rule: global unicast (2000::/3) only, minus its special blocks. Ranges
// that carry an IPv4 address inside an IPv6 one (IPv4-compatible ::/96, SIIT ::ffff:0:0:0/96,
// 6to4 2002::/16, Teredo 2001::/32, local-use NAT64 64:ff9b:1::/48) are refused whole: no public
// server needs them and each can lead to an IPv4 address inside. The two that are a plain wrapping
// of one IPv4 address (mapped ::ffff:0:0/96 and the well-known NAT64 prefix 64:ff9b::/96, which an
// IPv6-only network with DNS64 gives for every IPv4 server) are judged as the IPv4 address they carry.
import { BlockList, isIP } from 'node:net';

const blockedV4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blockedV4.addSubnet(net, prefix, 'ipv4');

/** Inside 2000::/3, the blocks that are not someone's public server. */
const blockedV6 = new BlockList();
for (const [net, prefix] of [
  // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID, AMT, AS112...
  ['2001::', 23],
  ['2001:db8::', 32],
  // 6to4: an IPv4 address in bits 16 to 47.
  ['2002::', 16],
  // Documentation (RFC 9637).
  ['3fff::', 20],
] as const) blockedV6.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (any textual form, no zone); null when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | null {
  if (isIP(address) !== 6) return null;
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  let text = address.split('%')[0]!;
  // A trailing dotted IPv4 part becomes two hextets.
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string | undefined) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const left = parse(head);
  const right = tail === null ? [] : parse(tail);
  const groups = tail === null ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    bytes[2 * i] = g >> 8;
    bytes[2 * i + 1] = g & 0xff;
  });
  return bytes;
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const lastIPv4 = (bytes: Uint8Array) => `${bytes[12]}.${bytes[13]}.${bytes[14]}.${bytes[15]}`;

/** IPv4-mapped (::ffff:a.b.c.d) and well-known NAT64 (64:ff9b::a.b.c.d): one IPv4 address, wrapped. */
const MAPPED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff];
const NAT64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];

/** True for an address on the public internet; false for private, loopback, link-local and reserved ones. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blockedV4.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  if (startsWith(bytes, MAPPED) || startsWith(bytes, NAT64)) return isPublicAddress(lastIPv4(bytes));
  // Global unicast only: this leaves out ::/96 (unspecified, loopback, IPv4-compatible), ::ffff:0:0:0/96,
  // 64:ff9b:1::/48, 100::/64, ULA fc00::/7, link-local fe80::/10, site-local fec0::/10 and multicast ff00::/8.
  if ((bytes[0]! & 0xe0) !== 0x20) return false;
  return !blockedV6.check(address, 'ipv6');
}
