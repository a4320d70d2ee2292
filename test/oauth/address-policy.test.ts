// The address filter of metadata-document fetches (the SSRF guard), judged on the addresses DNS may
// answer: every IPv6 form that maps, translates or embeds an IPv4 address is refused unless it wraps
// a public one plainly, and every special-purpose range is refused (issue 25, finding 2).
import { describe, expect, it } from 'vitest';
import { ipv6Bytes, isPublicAddress } from '../../src/services/oauth/address-policy.js';

describe('isPublicAddress', () => {
  it.each([
    // IPv4
    ['0.0.0.0', 'this network'], ['10.1.2.3', 'private'], ['100.64.0.1', 'shared (CGNAT)'], ['127.0.0.1', 'loopback'], ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'], ['192.0.0.8', 'IETF'], ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay anycast'], ['192.168.1.1', 'private'], ['198.18.0.1', 'benchmarking'], ['198.51.100.1', 'documentation'], ['203.0.113.1', 'documentation'],
    ['224.0.0.1', 'multicast'], ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'],
    // IPv6: loopback, unspecified, and ::/96 (IPv4-compatible)
    ['::', 'unspecified'], ['::1', 'loopback'], ['::7f00:1', 'IPv4-compatible loopback'], ['::127.0.0.1', 'IPv4-compatible loopback, dotted'], ['::a00:1', 'IPv4-compatible private'],
    ['::808:808', 'IPv4-compatible, even of a public address (deprecated range)'],
    // ::ffff:0:0/96 (IPv4-mapped), judged by the IPv4 address inside, in either spelling
    ['::ffff:7f00:1', 'mapped loopback, hex'], ['::ffff:127.0.0.1', 'mapped loopback, dotted'], ['::ffff:a9fe:a9fe', 'mapped link-local'], ['::ffff:c0a8:101', 'mapped private'],
    ['0:0:0:0:0:ffff:7f00:1', 'mapped loopback, written out'], ['::FFFF:7F00:1', 'mapped loopback, capitals'],
    // ::ffff:0:0:0/96 (IPv4-translated, SIIT)
    ['::ffff:0:7f00:1', 'IPv4-translated loopback'], ['::ffff:0:808:808', 'IPv4-translated public'],
    // 64:ff9b::/96 (well-known NAT64), judged by the IPv4 inside; 64:ff9b:1::/48 (local-use NAT64) refused whole
    ['64:ff9b::7f00:1', 'NAT64 of loopback'], ['64:ff9b::127.0.0.1', 'NAT64 of loopback, dotted'], ['64:ff9b::a00:1', 'NAT64 of private'], ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'],
    ['64:ff9b:1::7f00:1', 'local-use NAT64'], ['64:ff9b:1:ffff::808:808', 'local-use NAT64 of a public address'],
    // 2002::/16 (6to4) and 2001::/32 (Teredo), refused whole
    ['2002:7f00:1::', '6to4 of loopback'], ['2002:a00:1::1', '6to4 of private'], ['2002:808:808::1', '6to4 of a public address'],
    ['2001::1', 'Teredo'], ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo with an obfuscated loopback client'], ['2001:2::1', 'benchmarking'], ['2001:20::1', 'ORCHIDv2'],
    // the usual
    ['fe80::1', 'link-local'], ['fe80::1%eth0', 'link-local with a zone'], ['fc00::1', 'unique local'], ['fd00:ec2::254', 'unique local (cloud metadata)'], ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'], ['ff05::1:3', 'multicast'], ['100::1', 'discard'], ['2001:db8::1', 'documentation'], ['3fff::1', 'documentation (RFC 9637)'],
    ['1::1', 'outside global unicast'], ['4000::1', 'outside global unicast'],
    // not addresses
    ['localhost', 'a name'], ['', 'empty'], ['1.2.3', 'short'], ['::ffff:1.2.3.400', 'bad dotted'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['8.8.8.8'], ['1.1.1.1'], ['93.184.216.34'], ['2606:4700:4700::1111'], ['2a00:1450:4001:81d::200e'], ['2001:4860:4860::8888'],
    // A plain wrapping of a public IPv4 address: what a dual-stack or DNS64 resolver may answer for a public server.
    ['::ffff:8.8.8.8'], ['::ffff:808:808'], ['64:ff9b::808:808'], ['64:ff9b::8.8.8.8'],
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads every textual form of IPv6 to the same bytes', () => {
    const loopbackMapped = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1];
    for (const form of ['::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:0001', '0000:0000:0000:0000:0000:ffff:7f00:0001']) expect([...ipv6Bytes(form)!], form).toEqual(loopbackMapped);
    expect(ipv6Bytes('10.0.0.1')).toBeNull();
  });
});
