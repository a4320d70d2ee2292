// Telegram's pace kept in Redis, shared by every process that sends: one round trip per turn, the
// whole turn in one Lua script (atomic, so two processes never take one slot), on Redis's own clock
// (TIME), so machines whose clocks differ still space their messages right. The taken slots are a
// sorted set trimmed of the past at each turn; a chat's next moment expires once it has passed.
// Both keys share a hash tag, so the script runs on a Redis Cluster too.
import type { Redis } from 'ioredis';
import { slotSpacingMs, type ChatPacer, type PaceLimits, type TurnOptions } from '../services/delivery/chat-pacing.js';

const TURN = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local spacing = tonumber(ARGV[1])
local perChat = tonumber(ARGV[2])
local chatNext = tonumber(redis.call('GET', KEYS[2]) or '0')
if ARGV[4] == '1' then chatNext = chatNext - perChat end
local earliest = math.max(now + tonumber(ARGV[3]), chatNext)
local slot = math.ceil(earliest / spacing)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', math.floor(now / spacing) - 1)
while redis.call('ZSCORE', KEYS[1], string.format('%d', slot)) do slot = slot + 1 end
redis.call('ZADD', KEYS[1], slot, string.format('%d', slot))
local at = slot * spacing
redis.call('SET', KEYS[2], string.format('%d', math.ceil(at + perChat)), 'PX', math.ceil(at - now + perChat) + 1000)
return { string.format('%d', math.ceil(at)), math.max(0, math.ceil(at - now)) }
`;

type WithTurn = Redis & { readingServicePaceTurn(slots: string, chat: string, spacing: string, perChat: string, delay: string, retake: string): Promise<[string, number]> };

export class RedisChatPacer implements ChatPacer {
  private readonly redis: WithTurn;
  private readonly spacing: string;

  constructor(
    redis: Redis,
    private readonly limits: PaceLimits,
    private readonly prefix = 'reading-service:pace:{telegram}:',
  ) {
    if (!('readingServicePaceTurn' in redis)) redis.defineCommand('readingServicePaceTurn', { numberOfKeys: 2, lua: TURN });
    this.redis = redis as WithTurn;
    this.spacing = String(slotSpacingMs(limits));
  }

  async turn(chatId: number, options?: TurnOptions): Promise<number> {
    return (await this.take(chatId, options)).wait;
  }

  /** Takes the chat's next turn: when it comes on Redis's clock (epoch ms), and how long from now. */
  async take(chatId: number, options: TurnOptions = {}): Promise<{ at: number; wait: number }> {
    const [at, wait] = await this.redis.readingServicePaceTurn(
      `${this.prefix}slots`,
      `${this.prefix}chat:${chatId}`,
      this.spacing,
      String(this.limits.perChatMinMs),
      String(Math.max(0, Math.ceil(options.delayMs ?? 0))),
      options.retake ? '1' : '0',
    );
    return { at: Number(at), wait: Number(wait) };
  }
}
