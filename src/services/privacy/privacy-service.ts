// A person's own data: the copy of everything we hold about them, and the deletion of their account.
// What a person is here: their user row and sessions, the orders that are theirs (bound to their
// account) with those orders' payments, refunds, readings and deliveries, the agents they claimed,
// and in a demo the demo chat with them. Orders nobody owns that were placed for their own username
// are theirs too, paid or not, when we saw them holding that username at the time the order was
// placed (src/services/identity/placed-for.ts): anyone may type anyone's username into an order, and
// usernames change hands, so a username alone does not make an order someone's.
import { isLanguage } from '../../i18n/languages.js';
import type { Clock } from '../../clock.js';
import { sha256Hex } from '../../ids.js';
import type { DialectName } from '../../store/database.js';
import type { OrderRow } from '../../store/schema.js';
import type { Queries } from '../../store/queries/index.js';
import type { AgentService } from '../agents/agent-service.js';
import { parseScopes } from '../agents/scopes.js';
import { toMajorUnits } from '../catalog/money.js';
import { AppError, notFound } from '../errors.js';
import type { IdentityService } from '../identity/identity-service.js';
import { unboundOrdersPlacedFor } from '../identity/placed-for.js';
import type { AuditLog } from '../operator/audit.js';
import { effectiveStatus, PAID_STATUSES, SETTLED_STATUSES, statusIn, type OrderLifecycle } from '../orders/lifecycle.js';
import { readingTitles } from '../readings/reading-queries.js';
import type { AccountDeleted, PersonalData } from './model.js';

interface PrivacyServiceDeps {
  queries: Queries;
  dialect: DialectName;
  clock: Clock;
  lifecycle: OrderLifecycle;
  /** The operator's audit log, whose rebind entries name the orders' contacts. */
  audit: Pick<AuditLog, 'eraseOrderDetails'>;
  identity: IdentityService;
  agents: AgentService;
  baseUrl: string;
}

/** Why an order keeps its account alive: the buyer is still owed a reading or money. */
export type DeletionBlock = 'reading_in_progress' | 'reading_waits_for_bot' | 'reading_failed' | 'refund_in_progress';

export interface DeletionBlocker {
  orderId: string;
  why: DeletionBlock;
}

/** What the buyer should do about each blocker, in the words of the API's detail. */
const BLOCK_TEXT: Record<DeletionBlock, string> = {
  reading_in_progress: 'its reading is being prepared; try again in a few minutes',
  reading_waits_for_bot: 'its reading is ready and waits to be sent in Telegram; open the bot link on the order page to receive it',
  reading_failed: 'its reading could not be made; write to support for another attempt or a refund',
  refund_in_progress: 'a refund of it is on its way back to you; try again once it has arrived',
};

/** Refunds not yet answered by the provider: the payer's reference is still needed to finish them. */
const OPEN_REFUND = ['requested', 'pending'] as const;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));


export class PrivacyService {
  constructor(private readonly deps: PrivacyServiceDeps) {}

  /** Everything we hold about the person, as one document; `sessionToken` marks the session asking. */
  async exportFor(userId: string, sessionToken: string | null = null): Promise<PersonalData> {
    const { queries, clock, baseUrl } = this.deps;
    const now = clock.now();
    const user = await queries.identities.userById(userId);
    if (!user) throw notFound('this account');
    const placedFor = await unboundOrdersPlacedFor(queries.usernames, userId);
    const { orders, payments, refunds, readings, parts, sessions, nonces, confirmations, openQuestion, registrations, credentials, chat } = await queries.personalData.of(
      userId,
      Number(user.telegram_id),
      placedFor,
      now,
    );
    const usernames = await queries.usernames.ofAccount(Number(user.telegram_id));
    const chatLanguage = await queries.chatLanguages.of(Number(user.telegram_id));

    const currentHash = sessionToken ? sha256Hex(sessionToken) : null;
    const money = (minor: number, currency: string) => toMajorUnits(Number(minor), currency);
    return {
      exportedAt: iso(now),
      service: baseUrl,
      person: {
        id: user.id,
        telegramId: Number(user.telegram_id),
        username: user.username,
        firstName: user.first_name,
        photoUrl: user.photo_url,
        createdAt: iso(user.created_at),
        updatedAt: iso(user.updated_at),
        usernames: usernames.map((u) => ({ username: u.username, firstSeenAt: iso(u.firstSeenAt), lastSeenAt: iso(u.lastSeenAt) })),
        chatLanguage: isLanguage(chatLanguage) ? chatLanguage : null,
      },
      sessions: sessions.map((s) => ({ createdAt: iso(s.created_at), expiresAt: iso(s.expires_at), current: s.token_hash === currentHash })),
      botLogins: nonces
        .filter((n) => n.confirmed_at !== null)
        .map((n) => ({ createdAt: iso(n.created_at), confirmedAt: isoOrNull(n.confirmed_at), usedAt: isoOrNull(n.consumed_at) })),
      orderConfirmations: confirmations.map((c) => ({
        askedAt: iso(c.asked_at),
        wrongAnswers: Number(c.wrong_answers),
        lockedAt: isoOrNull(c.locked_at),
        confirmedAt: isoOrNull(c.confirmed_at),
        open: openQuestion?.order_id === c.order_id,
      })),
      orders: orders.map((order) => {
        const reading = readings.find((r) => r.order_id === order.id);
        return {
          id: order.id,
          status: effectiveStatus({ status: order.status, expires_at: Number(order.expires_at) }, now),
          product: order.product,
          addons: JSON.parse(order.addons) as string[],
          sum: money(order.sum, order.currency),
          currency: order.currency,
          name: order.name,
          phone: order.phone,
          contact: order.contact,
          birth: JSON.parse(order.meta) as Record<string, unknown>,
          telegramChatId: order.owner_chat_id === null ? null : Number(order.owner_chat_id),
          placedByAgent: order.agent_registration_id,
          createdAt: iso(order.created_at),
          updatedAt: iso(order.updated_at),
          paidAt: isoOrNull(order.paid_at),
          readyAt: isoOrNull(order.ready_at),
          deliveredAt: isoOrNull(order.delivered_at),
          expiresAt: iso(order.expires_at),
          payments: payments
            .filter((p) => p.order_id === order.id)
            .map((p) => ({
              id: p.id,
              provider: p.provider,
              providerRef: p.provider_ref,
              status: p.status,
              amount: money(p.amount, p.currency),
              refundedAmount: money(refunds.filter((r) => r.payment_id === p.id && r.status === 'succeeded').reduce((sum, r) => sum + Number(r.amount), 0), p.currency),
              currency: p.currency,
              payerRef: p.payer_ref,
              createdAt: iso(p.created_at),
              updatedAt: iso(p.updated_at),
              refunds: refunds
                .filter((r) => r.payment_id === p.id)
                .map((r) => ({ id: r.id, amount: money(r.amount, r.currency), currency: r.currency, status: r.status, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) })),
            })),
          reading: reading
            ? {
                id: reading.id,
                kind: reading.kind,
                title: readingTitles(reading.report).title,
                createdAt: iso(reading.created_at),
                text: reading.markdown,
                pageUrl: `${baseUrl}/profile/readings/${reading.id}`,
                pdfUrl: Number(reading.has_pdf) === 1 ? `${baseUrl}/api/readings/${reading.id}.pdf` : null,
                wheelUrl: Number(reading.has_wheel) === 1 ? `${baseUrl}/api/readings/${reading.id}/wheel.png` : null,
                deliveries: parts
                  .filter((p) => p.reading_id === reading.id)
                  .map((p) => ({
                    chatId: Number(p.chat_id),
                    part: Number(p.part),
                    kind: p.kind,
                    status: p.status,
                    telegramMessageId: p.telegram_message_id === null ? null : Number(p.telegram_message_id),
                    sentAt: isoOrNull(p.sent_at),
                  })),
              }
            : null,
        };
      }),
      agents: registrations.map((r) => ({
        registrationId: r.id,
        clientName: r.client_name,
        identityType: r.identity_type,
        status: r.status,
        createdAt: iso(r.created_at),
        claimedAt: isoOrNull(r.claimed_at),
        revokedAt: isoOrNull(r.revoked_at),
        credentials: credentials
          .filter((c) => c.registration_id === r.id)
          .map((c) => ({ kind: c.kind, scopes: parseScopes(c.scopes), createdAt: iso(c.created_at), expiresAt: isoOrNull(c.expires_at), revokedAt: isoOrNull(c.revoked_at) })),
      })),
      demoChat: chat.map((m) => ({ sender: m.sender, kind: m.kind, text: m.text, orderId: m.order_id, createdAt: iso(m.created_at) })),
    };
  }

  /**
   * What keeps the account from being deleted now: orders of the person (or paid ones placed for
   * their username, which the deletion would make theirs first) that are still owed a reading, or
   * money on its way back. Empty when it may be deleted.
   */
  async deletionBlockers(userId: string): Promise<DeletionBlocker[]> {
    const q = this.deps.queries;
    const user = await q.identities.userById(userId);
    if (!user) return [];
    const own = await q.personalData.ownOrders(userId);
    const unclaimed = user.username ? await q.personalData.unclaimedPaidOrders(user.username.toLowerCase(), PAID_STATUSES) : [];
    return this.blockersOf(q, [...own, ...unclaimed]);
  }

  /**
   * Deletes the account: the user row, its sessions and bot logins go; its orders lose every
   * personal field and their readings and delivery records; the payment records stay, as the law
   * requires, with amounts, currencies, dates and provider references only; every agent the person
   * claimed is revoked. Refused (409 `orders_in_progress`, nothing changed) while an order is paid
   * and neither delivered nor refunded, or a refund is on its way. All in one transaction.
   */
  async deleteAccount(userId: string): Promise<AccountDeleted> {
    const { queries, lifecycle } = this.deps;
    return queries.transaction(async (q) => {
      // A login or a bot link opened meanwhile upserts this row; locked, they wait for the deletion.
      const user = await q.personalData.userForDeletion(userId, this.deps.dialect === 'postgres');
      if (!user) throw notFound('this account');
      // Paid orders placed for the username become the person's first, as a login would make them:
      // nothing of theirs is left behind unowned.
      if (user.username) await lifecycle.bindPaidOrdersByContact(q, user.username, userId);
      // So do the unpaid ones placed for their own username (issue 25): an unpaid one is cancelled
      // below, and every one is erased, instead of staying payable with its personal data.
      for (const orderId of await unboundOrdersPlacedFor(q.usernames, userId)) await lifecycle.bindOwner(q, orderId, userId);
      const orders = await q.personalData.ownOrders(userId);
      const blockers = await this.blockersOf(q, orders);
      if (blockers.length > 0) throw blockedError(blockers);
      // An unpaid order is cancelled: money that still arrives for it is given back automatically.
      for (const order of orders.filter((o) => o.status === 'pending_payment')) {
        if (!(await lifecycle.cancelled(q, order.id))) throw blockedError([{ orderId: order.id, why: 'reading_in_progress' }]);
      }
      const { readingsDeleted, paymentsKept } = await q.personalData.eraseOrderRecords(orders.map((o) => o.id), Number(user.telegram_id));
      const erased = await lifecycle.eraseOwnedSettled(q, userId);
      await this.deps.audit.eraseOrderDetails(q, erased);
      // Settled, every order was erasable; one that moved meanwhile keeps the account.
      if (erased.length !== orders.length) {
        const left = orders.filter((o) => !erased.includes(o.id)).map((o) => ({ orderId: o.id, why: 'reading_in_progress' as const }));
        throw blockedError(left);
      }
      const agentsRevoked = await this.deps.agents.revokeEveryAgentOf(q, userId);
      const sessionsEnded = await this.deps.identity.eraseUser(q, userId);
      return { ok: true as const, deleted: true as const, ordersErased: erased.length, readingsDeleted, paymentsKept, agentsRevoked, sessionsEnded };
    });
  }

  private async blockersOf(q: Queries, orders: Pick<OrderRow, 'id' | 'status'>[]): Promise<DeletionBlocker[]> {
    const blockers: DeletionBlocker[] = [];
    for (const order of orders) {
      if (order.status === 'paid') blockers.push({ orderId: order.id, why: 'reading_in_progress' });
      else if (order.status === 'ready' || order.status === 'undeliverable') blockers.push({ orderId: order.id, why: 'reading_waits_for_bot' });
      else if (order.status === 'failed') blockers.push({ orderId: order.id, why: 'reading_failed' });
    }
    const settled = orders.filter((o) => statusIn(SETTLED_STATUSES, o.status)).map((o) => o.id);
    if (settled.length) {
      for (const orderId of await q.personalData.ordersRefunding(settled, OPEN_REFUND)) blockers.push({ orderId, why: 'refund_in_progress' });
    }
    return blockers;
  }
}

function blockedError(blockers: DeletionBlocker[]): AppError {
  const list = blockers.map((b) => `order ${b.orderId}: ${BLOCK_TEXT[b.why]}`).join('; ');
  return new AppError('orders_in_progress', `your account cannot be deleted while something is still owed to you on an order (${list}). Nothing was deleted.`);
}
