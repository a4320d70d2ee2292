import { describe, expect, it } from 'vitest';
import { newId } from '../../src/ids.js';

describe('newId', () => {
  it('is prefixed, time-ordered and unique across pool refills', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => newId('ord', 16, 1_700_000_000_000 + i));
    expect(ids[0]).toMatch(/^ord_[0-9a-z]{9}[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    // 1000 ids of 16 bytes span several 4 KiB pools: the random parts never repeat.
    expect(new Set(ids.map((id) => id.slice(13))).size).toBe(1000);
  });
});
