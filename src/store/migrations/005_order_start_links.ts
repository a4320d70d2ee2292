import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

// Start tokens now carry their order id and a MAC (see services/orders/links.ts), so orders no
// longer keep a start_token_hash. Its unique index took a random key: every new order wrote a page
// at a random place in it, the largest share of an order's write. The hashes of the links already
// sent move to legacy_start_tokens, so those links keep working.
//
// The indexes on columns that stay null for most orders (the buyer's account until they log in, the
// agent, the Idempotency-Key) become partial: an order without them no longer writes to them.
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('legacy_start_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .execute();
  await sql`insert into legacy_start_tokens (token_hash, order_id) select start_token_hash, id from orders`.execute(db);

  if (dialect === 'postgres') {
    await sql`alter table orders drop column start_token_hash`.execute(db);
    await sql`alter table orders drop constraint orders_idempotency_key_key`.execute(db);
  } else {
    // SQLite cannot drop a UNIQUE column: the table is rebuilt (foreign keys are off meanwhile; see migrate.ts).
    await sql`create table orders_new (
      id text primary key, status text not null, product text not null, addons text not null,
      sum integer not null, currency text not null, name text not null, phone text not null,
      contact text not null, contact_normalized text not null, meta text not null,
      idempotency_key text, request_hash text, owner_user_id text, agent_registration_id text,
      created_at bigint not null, updated_at bigint not null, paid_at bigint, expires_at bigint not null,
      owner_chat_id bigint, ready_at bigint, delivered_at bigint, last_error text)`.execute(db);
    const columns = sql.raw(
      'id, status, product, addons, sum, currency, name, phone, contact, contact_normalized, meta, idempotency_key, request_hash, ' +
        'owner_user_id, agent_registration_id, created_at, updated_at, paid_at, expires_at, owner_chat_id, ready_at, delivered_at, last_error',
    );
    await sql`insert into orders_new (${columns}) select ${columns} from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_new rename to orders`.execute(db);
    await db.schema.createIndex('orders_status_expires').on('orders').columns(['status', 'expires_at']).execute();
    await db.schema.createIndex('orders_contact').on('orders').columns(['contact_normalized', 'status']).execute();
  }
  await db.schema.dropIndex('orders_owner').ifExists().execute();
  await db.schema.dropIndex('orders_agent_registration').ifExists().execute();
  await db.schema.createIndex('orders_owner').on('orders').column('owner_user_id').where(sql.ref('owner_user_id'), 'is not', null).execute();
  await db.schema
    .createIndex('orders_agent_registration')
    .on('orders')
    .column('agent_registration_id')
    .where(sql.ref('agent_registration_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('orders_idempotency_key').unique().on('orders').column('idempotency_key').where(sql.ref('idempotency_key'), 'is not', null).execute();
}
