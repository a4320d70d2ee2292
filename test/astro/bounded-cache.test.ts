// The bounded cache behind the gazetteer's places: never more than its limit, whatever is asked,
// and the least recently used entry is the one forgotten.
import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../src/astro/bounded-cache.js';

describe('BoundedCache', () => {
  it('holds no more than its limit however many keys pass through it', () => {
    const cache = new BoundedCache<number, string>(100);
    for (let i = 0; i < 10_000; i++) cache.set(i, `place ${i}`);
    expect(cache.size).toBe(100);
    expect(cache.get(9_999)).toBe('place 9999');
    expect(cache.get(9_900)).toBe('place 9900');
    expect(cache.get(9_899)).toBeUndefined();
  });

  it('forgets the least recently used entry: a read counts as a use', () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set('london', 1);
    cache.set('paris', 2);
    cache.set('tokyo', 3);
    expect(cache.get('london')).toBe(1);
    cache.set('lima', 4);
    expect(cache.get('paris')).toBeUndefined();
    expect([cache.get('london'), cache.get('tokyo'), cache.get('lima')]).toEqual([1, 3, 4]);
  });

  it('replaces a value in place without growing', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(10);
  });

  it('refuses a limit below one', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });
});
