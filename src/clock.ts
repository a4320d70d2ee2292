/** The only source of "now" in the service, injected so tests can move time. */
export interface Clock {
  now(): number; // epoch milliseconds
}

export const systemClock: Clock = { now: () => Date.now() };
