// Whether an address is in a list of addresses and CIDR ranges (IPv4 and IPv6), on Node's own
// BlockList: an IPv4 client seen as ::ffff:a.b.c.d by a dual-stack socket still matches its range.
import { BlockList, isIP } from 'node:net';

export class AddressRanges {
  private readonly list = new BlockList();

  /** `ranges` as config.ts validated them: "185.71.76.0/27", "77.75.156.11", "2a02:5180::/32". */
  constructor(readonly ranges: readonly string[]) {
    for (const range of ranges) {
      const [address, bits] = range.split('/') as [string, string | undefined];
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) this.list.addAddress(address, family);
      else this.list.addSubnet(address, Number(bits), family);
    }
  }

  has(address: string): boolean {
    const family = isIP(address);
    if (family === 0) return false;
    return this.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}
