// An order's timeline for the operator: everything that happened to it, gathered from the tables
// that record it: the order, its status changes and errors (order_events), payments and the
// providers' notifications, jobs, the reading, delivery parts, refunds and operator actions.
import type { OrderRecords } from '../../store/queries/order-records.js';
import type { JobRow, OrderRow } from '../../store/schema.js';
import { toMajorUnits } from '../catalog/money.js';
import type { RetryableJob, TimelineEntry, TimelineEventName } from './model.js';

/** When two things share a millisecond, the one that causes the other comes first. */
const CAUSAL_ORDER: Record<TimelineEventName, number> = {
  order_created: 0,
  payment_created: 1,
  operator_action: 2,
  payment_event: 3,
  status_changed: 4,
  owner_changed: 4,
  job_queued: 5,
  error: 6,
  reading_stored: 7,
  delivery_part: 8,
  refund_requested: 9,
  refund_settled: 10,
  job_done: 11,
  job_gave_up: 11,
};

const JOB_TITLES: Record<string, string> = {
  generate_reading: 'making the reading',
  deliver_reading: 'sending the reading',
  refund_payment: 'asking the provider for the refund',
};

/** Two payloads about the same thing: the same order, or the same refund. */
function samePayloadSubject(a: string, b: string): boolean {
  const x = JSON.parse(a) as { orderId?: string; refundId?: string };
  const y = JSON.parse(b) as { orderId?: string; refundId?: string };
  return x.orderId === y.orderId && x.refundId === y.refundId;
}

/** Jobs that failed for good and were not queued again since (no later job of their kind and subject), oldest first. */
export function retryableJobs(jobs: JobRow[]): JobRow[] {
  return jobs.filter((job) => job.failed_at !== null && !jobs.some((later) => later.id > job.id && later.kind === job.kind && samePayloadSubject(later.payload, job.payload)));
}

/** Everything that happened to the order (as its records tell), oldest first, and the jobs of it the operator can run again. */
export function orderHistory(order: OrderRow, records: OrderRecords): { timeline: TimelineEntry[]; retryable: RetryableJob[] } {
  const { events, payments, readings, audits, notifications, refunds, parts, jobs } = records;

  const entries: (TimelineEntry & { ms: number; seq: number })[] = [];
  const add = (ms: number, seq: number, entry: Omit<TimelineEntry, 'at'>) => entries.push({ ms, seq, at: new Date(ms).toISOString(), ...entry });
  const money = (amount: number, currency: string) => `${toMajorUnits(amount, currency)} ${currency}`;

  add(order.created_at, 0, { event: 'order_created', summary: `Order placed: ${order.product}, ${money(order.sum, order.currency)}` });
  for (const e of events) {
    const seq = Number(e.id);
    const at = Number(e.created_at);
    if (e.type === 'status') add(at, seq, { event: 'status_changed', summary: `Status ${e.from_status} → ${e.to_status}`, from: e.from_status!, to: e.to_status! });
    else if (e.type === 'error') add(at, seq, { event: 'error', summary: `Failed: ${e.detail}`, error: e.detail ?? '' });
    else add(at, seq, { event: 'owner_changed', summary: 'Given to another Telegram account by the operator' });
  }
  for (const p of payments) {
    add(p.created_at, 0, { event: 'payment_created', summary: `Payment opened with ${p.provider}: ${money(p.amount, p.currency)}`, paymentId: p.id, provider: p.provider, amount: toMajorUnits(p.amount, p.currency), currency: p.currency, status: p.status });
  }
  for (const n of notifications) {
    const provider = payments.find((p) => p.id === n.payment_id)?.provider ?? n.provider;
    add(n.received_at, 0, { event: 'payment_event', summary: `${provider} reported ${n.type}`, paymentId: n.payment_id, provider, eventType: n.type });
  }
  for (const job of jobs) {
    const seq = Number(job.id);
    const title = JOB_TITLES[job.kind] ?? job.kind;
    const base = { jobId: seq, jobKind: job.kind };
    add(job.created_at, seq, { event: 'job_queued', summary: `Queued: ${title}`, ...base });
    if (job.done_at !== null) add(job.done_at, seq, { event: 'job_done', summary: `Done: ${title} (attempt ${job.attempts})`, ...base, attempts: job.attempts, status: 'done' });
    if (job.failed_at !== null) {
      add(job.failed_at, seq, { event: 'job_gave_up', summary: `Gave up ${title} after ${job.attempts} attempts: ${job.last_error}`, ...base, attempts: job.attempts, status: 'failed', error: job.last_error ?? '' });
    }
  }
  for (const r of readings) add(r.created_at, 0, { event: 'reading_stored', summary: 'Reading made and stored' });
  for (const part of parts) {
    const sent = part.status === 'sent';
    add(Number(part.sent_at ?? part.started_at ?? 0), Number(part.part), {
      event: 'delivery_part',
      summary: sent ? `Sent to Telegram: part ${part.part} (${part.kind})` : `Sending part ${part.part} (${part.kind}): not confirmed by Telegram`,
      part: Number(part.part),
      partKind: part.kind,
      chatId: Number(part.chat_id),
      status: part.status,
    });
  }
  for (const r of refunds) {
    const view = { refundId: r.id, paymentId: r.payment_id, amount: toMajorUnits(r.amount, r.currency), currency: r.currency };
    add(r.created_at, 0, { event: 'refund_requested', summary: `Refund of ${money(r.amount, r.currency)} asked: ${r.reason}`, ...view, status: r.status });
    if (r.status === 'succeeded' || r.status === 'failed') {
      add(r.updated_at, 0, {
        event: 'refund_settled',
        summary: r.status === 'succeeded' ? `Refund of ${money(r.amount, r.currency)} made` : `Refund of ${money(r.amount, r.currency)} failed: ${r.last_error}`,
        ...view,
        status: r.status,
        ...(r.last_error ? { error: r.last_error } : {}),
      });
    }
  }
  for (const a of audits) add(Number(a.created_at), Number(a.id), { event: 'operator_action', summary: `Operator ${a.actor}: ${a.action}`, actor: a.actor, action: a.action });

  entries.sort((a, b) => a.ms - b.ms || CAUSAL_ORDER[a.event] - CAUSAL_ORDER[b.event] || a.seq - b.seq);
  return {
    timeline: entries.map(({ ms: _ms, seq: _seq, ...entry }) => entry),
    retryable: retryableJobs(jobs).map((job) => ({
      jobId: Number(job.id), kind: job.kind, title: JOB_TITLES[job.kind] ?? job.kind, attempts: job.attempts, error: job.last_error ?? '', failedAt: new Date(Number(job.failed_at)).toISOString(),
    })),
  };
}
