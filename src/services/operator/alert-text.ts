// Alerts as the operator reads them in Telegram: what happened, to which order, why, the money
// involved, and a link to the order in the console. Telegram HTML: every value that comes from a
// buyer, a provider or an error message is escaped, and long errors are cut so that one message
// stays well inside Telegram's 4096 characters.
import { escapeTelegram } from '../../reading/render/escape.js';
import { minorDigits } from '../catalog/money.js';
import type { OrderStatus } from '../orders/lifecycle.js';
import type { OperatorAlert } from './alerts.js';

/** What the database tells about an alert's order and money, looked up when the alert is sent. */
export interface AlertFacts {
  order?: { product: string; status: OrderStatus; amount: number; currency: string; name: string; contact: string };
  /** The payment an alert names (money that came in). */
  payment?: { provider: string; amount: number; currency: string };
  /** The refund an alert names (money that should have gone back). */
  refund?: { amount: number; currency: string };
}

const ERROR_CHARS = 600;

/** The alert as one Telegram HTML message; `baseUrl` is PUBLIC_BASE_URL. */
export function alertText(alert: OperatorAlert, facts: AlertFacts, baseUrl: string): string {
  const { title, body } = describe(alert, facts);
  const lines = [`<b>${esc(title)}</b>`, ''];
  const orderId = 'orderId' in alert ? alert.orderId : null;
  if (orderId) lines.push(orderLine(orderId, facts));
  lines.push(...body.filter((line) => line !== ''));
  // The console (issue 15, items 3-4) will serve each order at this path.
  if (orderId) lines.push('', `<a href="${esc(`${baseUrl}/admin/orders/${encodeURIComponent(orderId)}`)}">Open the order in the console</a>`);
  return lines.join('\n');
}

function describe(alert: OperatorAlert, facts: AlertFacts): { title: string; body: string[] } {
  switch (alert.event) {
    case 'order_failed':
      return alert.stage === 'generation'
        ? {
          title: 'Order failed: the reading could not be made',
          body: [
            `The reading was tried ${times(alert.attempts)} and failed every time, so the order is now <b>failed</b>. The buyer has paid and is owed a reading: retry it once the cause is fixed, or refund.`,
            reason(alert.error),
          ],
        }
        : {
          title: 'Order failed: the reading could not be sent',
          body: [
            `The reading is made, but sending it failed ${times(alert.attempts)} for a reason other than the buyer’s chat, so the order is now <b>failed</b>. Retry the delivery once the cause is fixed, or refund.`,
            reason(alert.error),
          ],
        };
    case 'order_undeliverable':
      return {
        title: 'Reading not delivered: the buyer cannot be reached',
        body: [
          alert.reason === 'bot_never_opened'
            ? 'The reading is ready, but nobody opened the bot link in time, so the order is now <b>undeliverable</b>. The buyer’s next /start sends it; reach them by the phone in the order, rebind it to another account, or refund.'
            : 'The reading is ready, but Telegram refuses the buyer’s chat (the bot was blocked or the chat deleted), so the order is now <b>undeliverable</b>. It is sent as soon as the buyer opens the bot again; reach them by the phone in the order, rebind it, or refund.',
          alert.error ? reason(alert.error) : '',
        ],
      };
    case 'reading_section_omitted':
      return {
        title: 'A reading went out without one of its sections',
        body: [`The section <b>${esc(alert.section)}</b> could not be computed and was left out; the rest of the reading was made and sent.`, reason(alert.error)],
      };
    case 'payment_refunded_automatically':
      return {
        title: 'Payment returned automatically',
        body: [
          `${facts.payment ? `${esc(money(facts.payment.amount, facts.payment.currency))} arrived through ${esc(facts.payment.provider)}` : 'A payment arrived'} for an order that could not take it: ${esc(alert.reason)}. A refund has been asked of the provider; nothing needs doing unless it fails.`,
          `Payment: <code>${esc(alert.paymentId)}</code>`,
        ],
      };
    case 'stars_payment_unmatched':
      return {
        title: 'Telegram Stars paid for an unknown invoice',
        body: [
          `Telegram user <code>${alert.payerId}</code> paid ${esc(money(alert.amount, alert.currency))}, but the invoice matches none of our payments (${esc(alert.reason)}). Nothing was recorded: refund the charge by hand.`,
          `Charge: <code>${esc(alert.chargeId)}</code>`,
          `Invoice payload: <code>${esc(alert.paymentId)}</code>`,
        ],
      };
    case 'refund_failed':
      return {
        title: 'Refund failed: the money is still held',
        body: [
          `${facts.refund ? `The refund of ${esc(money(facts.refund.amount, facts.refund.currency))}` : 'A refund'} could not be made at the payment provider after every retry. Refund it by hand in the provider’s dashboard.`,
          `Refund: <code>${esc(alert.refundId)}</code>`,
          reason(alert.error),
        ],
      };
    case 'refund_requested':
      return {
        title: 'A buyer asks for a refund',
        body: [
          `The buyer (Telegram id <code>${alert.telegramId}</code>) asked for their money back with /paysupport${alert.paidAt === null ? '' : `; they paid on ${utc(alert.paidAt)}`}. ${
            alert.why === 'not_stars'
              ? `The bot gives back only Stars by itself; this payment went through ${esc(alert.provider)}.`
              : alert.why === 'no_window'
                ? 'The bot gives back nothing by itself (PAYSUPPORT_REFUND_WINDOW_HOURS is 0).'
                : 'The payment is older than the refund window (PAYSUPPORT_REFUND_WINDOW_HOURS), so the bot left it to you.'
          }`,
          'Refund the order from the console, or write to the buyer in Telegram with your answer.',
        ],
      };
    case 'payment_provider_failed':
      return {
        title: `The payment provider ${alert.provider} did not open a payment`,
        body: [`A buyer could not start paying through ${esc(alert.provider)}: the provider is down or refuses our credentials. The order is kept and the buyer may try again.`, reason(alert.error)],
      };
    case 'webhook_signature_failures':
      return {
        title: `Payment notifications refused: ${alert.provider}`,
        body: [
          `${alert.failures} notifications at the ${esc(alert.provider)} webhook failed their signature check within ${minutes(alert.windowMinutes)}. Either the webhook secret configured here no longer matches the provider’s, and real payments are not being recorded, or someone is sending forged notifications.`,
          `Last reason: ${esc(cut(alert.lastError))}`,
        ],
      };
    case 'admin_token_failures':
      return {
        title: 'Wrong operator tokens at the admin API',
        body: [
          `${alert.failures} requests to the admin API were refused for a wrong ADMIN_TOKEN within ${minutes(alert.windowMinutes)}, from ${alert.addresses === 1 ? 'one address' : `${alert.addresses} addresses`} (the last: <code>${esc(alert.lastAddress)}</code>). Each address is throttled after a few; the audit log lists them (action auth_failed).`,
          'If no script of yours uses an old token, someone is guessing it: keep ADMIN_TOKEN long and random, and change it if it may have leaked.',
        ],
      };
    case 'job_stuck':
      return {
        title: 'A job is waiting for a worker',
        body: [
          `Job ${alert.jobId} (${esc(alert.kind)}) has been due for ${minutes(alert.waitingMinutes)} and no worker has started it (${alert.attempts === 0 ? 'never tried yet' : `tried ${times(alert.attempts)} before`}). The workers are not running or cannot keep up: check that they run and what they log, or add one.`,
          alert.lastError ? reason(alert.lastError) : '',
        ],
      };
    case 'worker_silent':
      return {
        title: 'The job worker is silent',
        body: [
          alert.lastBeatAt === null
            ? `No job worker has reported for ${minutes(alert.silentMinutes)}: paid orders get no readings until one runs. Start one (npm run worker) or run the jobs in the web process (RUN_WORKER=true).`
            : `No job worker has reported since ${utc(alert.lastBeatAt)} (${minutes(alert.silentMinutes)}): paid orders get no readings until one runs again. Check the worker’s process and its logs.`,
        ],
      };
    case 'worker_back':
      return { title: 'The job worker is back', body: [`A job worker reports again (the alert that none did went out at ${utc(alert.alertedAt)}); queued jobs run now.`] };
  }
}

/** "Order <id>: natal, 49.00 USD, paid, for Ada Lovelace (@ada)", with what is known of it. */
function orderLine(orderId: string, facts: AlertFacts): string {
  const order = facts.order;
  if (!order) return `Order <code>${esc(orderId)}</code>`;
  const who = [order.name, order.contact].filter(Boolean).map(esc).join(', ');
  return `Order <code>${esc(orderId)}</code>: ${esc(order.product)}, ${esc(money(order.amount, order.currency))}, ${esc(order.status)}${who ? `, for ${who}` : ''}`;
}

function reason(error: string): string {
  return `Reason: <code>${esc(cut(error))}</code>`;
}

/** 4990 USD → "49.90 USD"; 2500 XTR → "2500 Stars". */
function money(minor: number, currency: string): string {
  if (currency === 'XTR') return `${minor} Stars`;
  let digits = 2;
  try {
    digits = minorDigits(currency);
  } catch {
    // A code Intl does not know: shown with two decimals, as most currencies have.
  }
  return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

function times(n: number): string {
  return n === 1 ? 'once' : `${n} times`;
}

function minutes(n: number): string {
  if (n >= 120) return `${Math.floor(n / 60)} hours`;
  return n === 1 ? '1 minute' : `${n} minutes`;
}

function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function cut(text: string): string {
  return text.length > ERROR_CHARS ? `${text.slice(0, ERROR_CHARS)}…` : text;
}

const esc = escapeTelegram;
