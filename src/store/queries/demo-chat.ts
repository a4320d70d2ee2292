// The demo chat's log (demo mode only): what the simulated Telegram user typed and what the bot
// would have sent them, with the reading a photo or document carries.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DemoMessagesTable } from '../schema.js';

type DemoMessageRow = Selectable<DemoMessagesTable>;

export class DemoChatQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** Adds a line to a chat; returns its id. */
  async insert(message: Omit<Insertable<DemoMessagesTable>, 'id'>): Promise<number> {
    const row = await this.db.insertInto('demo_messages').values(message).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** A chat's lines after `afterId`, oldest first. */
  async after(chatId: number, afterId: number, limit: number): Promise<DemoMessageRow[]> {
    return this.db.selectFrom('demo_messages').selectAll().where('chat_id', '=', chatId).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  }

  /** The newest line's id in a chat; 0 for an empty chat. */
  async latestId(chatId: number): Promise<number> {
    const row = await this.db.selectFrom('demo_messages').select((eb) => eb.fn.max('id').as('latest')).where('chat_id', '=', chatId).executeTakeFirst();
    return Number(row?.latest ?? 0);
  }

  /** The wheel picture (photo) or PDF (document) a line of this chat carries; undefined for none. */
  async file(chatId: number, messageId: number): Promise<{ kind: 'photo' | 'document'; data: Buffer } | undefined> {
    const message = await this.db.selectFrom('demo_messages').select(['kind', 'reading_id']).where('id', '=', messageId).where('chat_id', '=', chatId).executeTakeFirst();
    if (!message?.reading_id || message.kind === 'text') return undefined;
    const reading = await this.db.selectFrom('readings').select(['pdf', 'wheel_png']).where('id', '=', message.reading_id).executeTakeFirst();
    const data = message.kind === 'document' ? reading?.pdf : reading?.wheel_png;
    return data ? { kind: message.kind, data: Buffer.from(data) } : undefined;
  }
}
