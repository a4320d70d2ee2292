// A stored reading for a paid order, as the reading job leaves it (the order moved to `ready`),
// for tests that need one without running the engine. Callers override the columns they care about.
import type { Insertable } from 'kysely';
import { newId } from '../../src/ids.js';
import type { ReadingsTable } from '../../src/store/schema.js';
import type { TestApp } from './app.js';

export async function storeReadyReading(
  t: TestApp,
  orderId: string,
  columns: Partial<Insertable<ReadingsTable>> = {},
): Promise<string> {
  const db = t.app.services.store.db;
  const id = newId('rdg');
  const now = columns.created_at ?? t.clock.now();
  await db
    .insertInto('readings')
    .values({
      id,
      order_id: orderId,
      kind: 'natal',
      report: '{}',
      markdown: '# Natal chart\n',
      html: '<article class="reading"><p>Natal chart</p></article>',
      telegram: JSON.stringify(['<b>Natal chart</b>']),
      wheel_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>',
      wheel_png: Buffer.from('89504e470d0a1a0a', 'hex'),
      pdf: null,
      ...columns,
      created_at: now,
    })
    .execute();
  // As the lifecycle's readingMade leaves it (without queueing the delivery): moved, with its event.
  const { status: from } = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  await db.updateTable('orders').set({ status: 'ready', ready_at: now, updated_at: now }).where('id', '=', orderId).execute();
  await db.insertInto('order_events').values({ order_id: orderId, type: 'status', from_status: from, to_status: 'ready', detail: null, created_at: now }).execute();
  return id;
}
