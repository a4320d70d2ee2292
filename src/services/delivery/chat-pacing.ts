// Telegram's pace for the bot's messages: about one a second in one chat, and about 30 a second
// across all chats. Delivery takes a turn for each part before it records the part as `sending` and
// calls Telegram, so a wait for the pace is never a window in which a crash could send a part twice,
// and a delivery waits only for its own chat's turn and for a free moment in the shared allowance:
// never behind another chat's wait.
//
// The rule every pacer keeps: the shared allowance is a row of moments `1000 / globalPerSecond` ms
// apart (slots), each taken by one message at most; a chat's next message takes the first free slot
// at or after `perChatMinMs` from its previous one. A chat that must wait leaves the slots before its
// turn to other chats. Where several processes send, they must take slots from one place (Redis, or
// the database: src/redis/chat-pacer.ts, database-pacer.ts), or each would spend the whole
// allowance on its own.

export interface PaceLimits {
  /** Least time between two messages to one chat. */
  perChatMinMs: number;
  /** Messages a second across all chats. */
  globalPerSecond: number;
}

/** Telegram's limits for bots (core.telegram.org/bots/faq, "My bot is hitting limits"). */
export const TELEGRAM_PACE: PaceLimits = { perChatMinMs: 1000, globalPerSecond: 30 };

export interface TurnOptions {
  /** The turn comes no sooner than this many milliseconds from now (Telegram's retry_after). */
  delayMs?: number;
  /**
   * The chat's previous turn went unused (the delivery woke too late for it, or Telegram refused the
   * message): the chat owes its pace only from the turn before, not from the one it missed.
   */
  retake?: boolean;
}

export interface ChatPacer {
  /** Takes the chat's next turn; answers how many milliseconds from now it comes (0: now). */
  turn(chatId: number, options?: TurnOptions): Promise<number>;
}

/** No pace at all (the demo chat, which is our own page); a retry_after is still waited out. */
export const NO_PACING: ChatPacer = { turn: async (_chatId, options) => options?.delayMs ?? 0 };

/**
 * How late a delivery may wake for its turn and still send. A busy CPU fires timers late, and sends
 * that each wake late arrive together: more in one second than the allowance. Sent within this of
 * its slot, a message keeps Telegram's window (slots 33 ms apart, Telegram's clock and ours blurring
 * by a few ms); later, the delivery takes a fresh turn instead.
 */
export const LATE_TURN_MS = 20;

/** How far apart two slots of the shared allowance are, in milliseconds. */
export function slotSpacingMs(limits: PaceLimits): number {
  return 1000 / limits.globalPerSecond;
}

interface PacerLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Takes turns from `primary` (Redis) and, while it fails, from `fallback` (the database), logging
 * once per outage: a Redis outage slows nothing down and lifts no limit.
 */
export class FallbackPacer implements ChatPacer {
  private failing = false;

  constructor(
    private readonly primary: ChatPacer,
    private readonly fallback: ChatPacer,
    private readonly logger: PacerLogger,
  ) {}

  async turn(chatId: number, options?: TurnOptions): Promise<number> {
    try {
      const wait = await this.primary.turn(chatId, options);
      this.failing = false;
      return wait;
    } catch (error) {
      if (!this.failing) this.logger.warn({ err: error }, 'Telegram pace: Redis does not answer; taking turns in the database meanwhile');
      this.failing = true;
      return this.fallback.turn(chatId, options);
    }
  }
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
