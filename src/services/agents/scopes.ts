// The scopes a bearer credential can carry, what each allows, and which an agent holds before and
// after a person claims it (issue 5 item 2).

export const SCOPES = {
  'catalog:read': 'Read the products, add-ons and prices',
  'orders:create': 'Order readings for a person (they pay at the payment link)',
  'orders:read': 'Read the status of the orders this agent placed',
  'readings:read': 'Read the readings of the person this agent acts for (who claimed or approved it)',
} as const;

export type Scope = keyof typeof SCOPES;

export const ALL_SCOPES = Object.keys(SCOPES) as Scope[];
/** An unclaimed agent may browse and order, nothing personal. */
export const PRE_CLAIM_SCOPES: Scope[] = ['catalog:read', 'orders:create', 'orders:read'];
/** After a person approves it, the agent also reads that person's readings. */
export const POST_CLAIM_SCOPES: Scope[] = [...ALL_SCOPES];

export const parseScopes = (text: string): Scope[] => text.split(' ').filter((s): s is Scope => s in SCOPES);
export const formatScopes = (scopes: readonly Scope[]): string => scopes.join(' ');
