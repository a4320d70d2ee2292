// The lifecycle's invariant, checked over a whole test database: every order's status history in
// order_events starts where orders start (`pending_payment`), each step is a move of the transition
// table and starts where the one before ended, and the last step ends in the order's current status
// (an order with no step is still `pending_payment`). A status written without its event, or a move
// outside the table, breaks it. Suites that move money and orders run it when they close
// (createTestApp's `checkOrderHistories`).
import type { Kysely } from 'kysely';
import { canMove, ORDER_TRANSITIONS } from '../../src/services/orders/lifecycle.js';
import type { Database, OrderStatus } from '../../src/store/schema.js';

export async function orderHistoryProblems(db: Kysely<Database>): Promise<string[]> {
  const orders = await db.selectFrom('orders').select(['id', 'status']).execute();
  const events = await db.selectFrom('order_events').select(['order_id', 'from_status', 'to_status']).where('type', '=', 'status').orderBy('id').execute();
  const steps = new Map<string, { from: OrderStatus | null; to: OrderStatus | null }[]>();
  for (const e of events) {
    const list = steps.get(e.order_id) ?? [];
    list.push({ from: e.from_status, to: e.to_status });
    steps.set(e.order_id, list);
  }
  const problems: string[] = [];
  for (const order of orders) {
    let at: OrderStatus = 'pending_payment';
    for (const step of steps.get(order.id) ?? []) {
      if (step.from !== at) problems.push(`${order.id}: a step starts at ${step.from} but the history was at ${at}`);
      if (!step.from || !step.to || !canMove(step.from, step.to)) problems.push(`${order.id}: ${step.from} → ${step.to} is not a move of the transition table`);
      at = step.to ?? at;
    }
    if (at !== order.status) problems.push(`${order.id}: is ${order.status}, but its history ends at ${at}`);
  }
  return problems;
}

/**
 * For fixtures that put an order straight into a status (no payment, no job): the events the
 * lifecycle would have written on the shortest way there from `pending_payment`, so that the
 * order's history stays whole.
 */
export async function recordHistoryTo(db: Kysely<Database>, orderId: string, status: OrderStatus, at: number): Promise<void> {
  const cameFrom = new Map<OrderStatus, OrderStatus>();
  const queue: OrderStatus[] = ['pending_payment'];
  while (queue.length && !cameFrom.has(status) && status !== 'pending_payment') {
    const from = queue.shift()!;
    for (const to of ORDER_TRANSITIONS[from]) {
      if (to === 'pending_payment' || cameFrom.has(to)) continue;
      cameFrom.set(to, from);
      queue.push(to);
    }
  }
  const path: { from: OrderStatus; to: OrderStatus }[] = [];
  for (let to = status; to !== 'pending_payment'; to = cameFrom.get(to)!) {
    if (!cameFrom.has(to)) throw new Error(`no way from pending_payment to ${status}`);
    path.unshift({ from: cameFrom.get(to)!, to });
  }
  if (path.length) await db.insertInto('order_events').values(path.map((step) => ({ order_id: orderId, type: 'status' as const, from_status: step.from, to_status: step.to, detail: null, created_at: at }))).execute();
}
