// Telegram's pace kept in the database, for deployments without Redis: every worker process on the
// same database takes its turns from the same two tables, so the shared allowance holds however many
// there are. It is the default even on SQLite, where a single process could keep the pace in memory:
// workers on one machine may share the SQLite file (npm run worker), and a turn is a short write
// transaction, a few dozen a second at Telegram's limit, well within what one SQLite writer does.
//
// Slot times are this machine's clock: processes on several machines must keep their clocks in step
// (NTP keeps them within milliseconds, against slots 33 ms apart).
import type { Queries } from '../../store/queries/index.js';
import { slotSpacingMs, type ChatPacer, type PaceLimits, type TurnOptions } from './chat-pacing.js';

/** How many slots ahead a turn looks for a free one; more than all deliveries can hold at once. */
const SEARCH_SLOTS = 10_000;
/** Every so many turns, the slots and chat paces that have passed are deleted. */
const SWEEP_EVERY = 200;

export class DatabasePacer implements ChatPacer {
  private readonly spacing: number;
  private turns = 0;

  constructor(
    private readonly queries: Queries,
    private readonly limits: PaceLimits,
    /** Wall-clock time: Telegram's pace is real seconds, whatever clock the business rules read. */
    private readonly now: () => number = Date.now,
  ) {
    this.spacing = slotSpacingMs(limits);
  }

  async turn(chatId: number, options?: TurnOptions): Promise<number> {
    return (await this.take(chatId, options)).wait;
  }

  /** Takes the chat's next turn: when it comes (epoch ms), and how long from now. */
  async take(chatId: number, options: TurnOptions = {}): Promise<{ at: number; wait: number }> {
    // A retake owes the pace from the turn before the missed one: the missed moment itself.
    const owed = options.retake ? this.limits.perChatMinMs : 0;
    const delay = Math.max(0, options.delayMs ?? 0);
    if (++this.turns % SWEEP_EVERY === 0) await this.queries.telegramPace.forgetBefore(Math.floor(this.now() / this.spacing) - 1, this.now() - 60_000);
    for (;;) {
      const taken = await this.queries.transaction(async (q) => {
        const now = this.now();
        const first = Math.ceil(Math.max(now + delay, (await q.telegramPace.chatNextAt(chatId)) - owed) / this.spacing);
        const slot = await q.telegramPace.firstFreeSlot(first, SEARCH_SLOTS);
        // Another process may have taken it between the read and this write: then look again.
        if (!(await q.telegramPace.takeSlot(slot))) return null;
        const at = slot * this.spacing;
        await q.telegramPace.setChatNextAt(chatId, Math.ceil(at + this.limits.perChatMinMs));
        return { at, wait: Math.max(0, Math.ceil(at - now)) };
      });
      if (taken !== null) return taken;
    }
  }
}
