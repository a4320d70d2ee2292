// What the services report as it happens, for whoever watches the service: payments applied or
// refused, readings made, deliveries sent. The composition root hands in an implementation
// (Prometheus, src/metrics); the services only say what happened and how long it took.

/** What became of a provider's report about a payment. `refused`: not genuine, or not matching the payment. */
export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'refused';

export interface ServiceMetrics {
  /** `event` is what the provider reported (succeeded, failed, canceled, refunded), `unverified` when its signature failed. */
  paymentEvent(provider: string, event: string, outcome: PaymentEventOutcome): void;
  /** A reading was made (or its making failed) after `seconds`. */
  generation(seconds: number, outcome: 'succeeded' | 'failed'): void;
  /** A reading's parts were sent to the buyer's chat (or sending failed) after `seconds`. */
  delivery(seconds: number, outcome: 'delivered' | 'failed'): void;
}

/** Reports nowhere: for parts built without a watcher (a test harness of its own). */
export const NO_METRICS: ServiceMetrics = {
  paymentEvent: () => {},
  generation: () => {},
  delivery: () => {},
};

/** Seconds since a `performance.now()` reading: durations are measured on the monotonic clock, not the wall clock. */
export const secondsSince = (start: number): number => (performance.now() - start) / 1000;
