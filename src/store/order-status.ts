// The values an order's `status` column holds. Defined here, below the services, so that the table
// shapes (schema.ts) name them without importing the lifecycle that moves orders between them
// (src/services/orders/lifecycle.ts: the transitions, and the groups pages and services read).
export const ORDER_STATUSES = ['pending_payment', 'paid', 'ready', 'delivered', 'cancelled', 'expired', 'refunded', 'failed', 'undeliverable'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
