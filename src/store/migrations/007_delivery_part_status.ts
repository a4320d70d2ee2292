import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

// A delivery part is recorded as `sending` before the Telegram call and `sent` after it (see
// services/delivery/delivery-service.ts). A `sending` row has no message id or sent_at yet, so
// sent_at becomes nullable; `started_at` is when the call began. Rows already there were sent.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table delivery_parts add column status text not null default 'sent'`.execute(db);
    await sql`alter table delivery_parts add column started_at bigint`.execute(db);
    await sql`alter table delivery_parts alter column sent_at drop not null`.execute(db);
    await sql`update delivery_parts set started_at = sent_at`.execute(db);
    return;
  }
  // SQLite cannot drop a NOT NULL: the table is rebuilt (foreign keys are off meanwhile; see migrate.ts).
  await sql`create table delivery_parts_new (
    reading_id text not null references readings (id),
    chat_id bigint not null,
    part integer not null,
    kind text not null,
    telegram_message_id bigint,
    status text not null default 'sent',
    started_at bigint,
    sent_at bigint,
    constraint delivery_parts_pk primary key (reading_id, chat_id, part))`.execute(db);
  await sql`insert into delivery_parts_new (reading_id, chat_id, part, kind, telegram_message_id, status, started_at, sent_at)
    select reading_id, chat_id, part, kind, telegram_message_id, 'sent', sent_at, sent_at from delivery_parts`.execute(db);
  await sql`drop table delivery_parts`.execute(db);
  await sql`alter table delivery_parts_new rename to delivery_parts`.execute(db);
}
