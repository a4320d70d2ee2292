// Every kind of job the service runs, with the payload it carries. `JobQueue.enqueue` and the
// worker's handler table are checked against this map: a misspelt kind, a wrong payload, or a kind
// without a handler does not compile.

export interface JobPayloads {
  /** A paid order's reading is computed and stored (src/services/readings/reading-service.ts). */
  generate_reading: { orderId: string };
  /** A ready reading goes to its owner's chat, part by part (src/services/delivery/delivery-service.ts). */
  deliver_reading: {
    orderId: string;
    /** The operator's resend: when it was asked (parts sent before it are sent again). */
    resendSince?: number;
  };
  /** A refund is asked of the payment's provider (src/services/payments/payment-service.ts). */
  refund_payment: { refundId: string };
}

export type JobKind = keyof JobPayloads;

/**
 * Which of a worker's lanes runs each kind. A lane has its own number of jobs at once per worker
 * process, so deliveries that spend their time waiting on Telegram's pace never hold back a reading
 * to compute, and readings that keep the cores busy never hold back a delivery.
 */
export type JobLane = 'generation' | 'delivery' | 'refund';

export const LANE_OF_KIND: { [K in JobKind]: JobLane } = {
  generate_reading: 'generation',
  deliver_reading: 'delivery',
  refund_payment: 'refund',
};

/** Every kind, as a value: a kind read back from the jobs table is checked against it. */
const JOB_KINDS = ['generate_reading', 'deliver_reading', 'refund_payment'] as const satisfies readonly JobKind[];

// Each kind of JobPayloads is listed in JOB_KINDS: a kind added to one and not the other fails here.
type Missing = Exclude<JobKind, (typeof JOB_KINDS)[number]>;
const _everyKindListed: [Missing] extends [never] ? true : Missing = true;
void _everyKindListed;

/** Whether a stored job's kind is one the service runs (narrowing it). */
export function isJobKind(kind: string): kind is JobKind {
  return (JOB_KINDS as readonly string[]).includes(kind);
}
