// Rate-limit counters in Redis, shared by every instance: one round trip per hit (a Lua script
// counts and starts the window's expiry together, so a key never outlives its window).
import type { Redis } from 'ioredis';
import type { CounterStore, WindowCount } from '../services/limits/counter-store.js';

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return { tonumber(count), redis.call('PTTL', KEYS[1]) }
`;

type WithHit = Redis & {
  readingServiceHit(key: string, windowMs: string): Promise<[number, number]>;
  readingServicePeek(key: string): Promise<[number, number] | null>;
};

export class RedisCounterStore implements CounterStore {
  private readonly redis: WithHit;

  constructor(
    redis: Redis,
    private readonly prefix = 'reading-service:rl:',
  ) {
    // defineCommand sends EVALSHA, and the script itself only when Redis does not know it yet.
    if (!('readingServiceHit' in redis)) redis.defineCommand('readingServiceHit', { numberOfKeys: 1, lua: HIT });
    if (!('readingServicePeek' in redis)) redis.defineCommand('readingServicePeek', { numberOfKeys: 1, lua: PEEK });
    this.redis = redis as WithHit;
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const [count, ttl] = await this.redis.readingServiceHit(this.prefix + key, String(windowMs));
    return { count: Number(count), resetAt: now + Number(ttl) };
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    const found = await this.redis.readingServicePeek(this.prefix + key);
    if (!found) return null;
    const [count, ttl] = found;
    return Number(ttl) > 0 ? { count: Number(count), resetAt: now + Number(ttl) } : null;
  }
}
