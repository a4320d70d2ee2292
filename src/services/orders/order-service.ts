// Order use cases: create (priced by us, idempotent, written with its payment in one transaction),
// read status, expire unpaid orders.
import type { Clock } from '../../clock.js';
import { newId, sha256Hex } from '../../ids.js';
import type { PaymentService } from '../payments/payment-service.js';
import type { PaymentProviders } from '../payments/providers.js';
import type { Store } from '../../store/database.js';
import { GroupCommit } from '../../store/group-commit.js';
import type { Queries } from '../../store/queries/index.js';
import type { NewOrder, NewPayment, OrderRow } from '../../store/schema.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import { toMajorUnits } from '../catalog/money.js';
import { AppError, notFound } from '../errors.js';
import { botUrlFor, startTokenFor, type BotLinkOptions } from './links.js';
import { orderRequestSchema, type BirthMeta, type OrderCreated, type OrderRequest, type OrderStatusView } from './model.js';
import type { Place } from '../../astro/types.js';
import { priceAndValidate, refuseFutureBirth } from './validate-order.js';
import { asPartner, partnerBirthMeta } from './partner.js';
import type { ClientKey, RateLimiter } from '../limits/rate-limiter.js';
import { effectiveStatus, type OrderLifecycle } from './lifecycle.js';
import { foldForSearch } from '../text.js';
import type { Language } from '../../i18n/languages.js';

/** Finds the birth place a new order names; order creation refuses one it cannot place for certain. */
export interface CityResolver {
  /**
   * The place, or an AppError: unknown_city, ambiguous_city (with the candidates), unknown_place,
   * validation_failed. Places are named in `language` (the order's), in the refusals too.
   */
  confirm(meta: BirthMeta, language?: Language): Place;
}

interface OrderServiceDeps {
  queries: Queries;
  /** Writes new orders in batches (see GroupCommit). */
  store: Pick<Store, 'runAtomically'>;
  clock: Clock;
  catalog: CatalogService;
  providers: PaymentProviders;
  payments: PaymentService;
  secret: string;
  links: BotLinkOptions;
  orderTtlMs: number;
  cities?: CityResolver;
  limiter: RateLimiter;
  lifecycle: OrderLifecycle;
}

interface CreateOrderContext {
  /** Whose order budget this draws on, and whose Idempotency-Keys it shares. */
  client: ClientKey;
  idempotencyKey?: string;
  agentRegistrationId?: string;
  /** The language of the page or request placing the order: the order's own when it names none. */
  language?: Language;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,255}$/;

/** What is stored for a client's key: a hash, so no client address is kept with the order. */
export const scopedIdempotencyKey = (client: ClientKey, key: string) => sha256Hex(`${client}\n${key}`);

export class OrderService {
  /** Orders arriving together are committed together: one fsync and two statements for many buyers. */
  private readonly writes: GroupCommit<{ order: NewOrder; payment: NewPayment | null }>;
  /** The order request's schema, naming the products sold (the API and the MCP tool publish it). */
  readonly requestSchema: typeof OrderRequest;

  constructor(private readonly deps: OrderServiceDeps) {
    this.requestSchema = orderRequestSchema(deps.catalog.products.ids);
    const { orders, payments } = deps.queries;
    this.writes = new GroupCommit(deps.store, (rows) => {
      const started = rows.flatMap((r) => (r.payment ? [r.payment] : []));
      return [orders.insertStatement(rows.map((r) => r.order)), ...(started.length ? [payments.insertStatement(started)] : [])];
    });
  }

  async create(request: OrderRequest, context: CreateOrderContext): Promise<OrderCreated> {
    const { clock } = this.deps;
    await this.deps.limiter.consume('order', context.client);
    const givenKey = context.idempotencyKey;
    if (givenKey !== undefined && !IDEMPOTENCY_KEY.test(givenKey)) {
      throw new AppError('validation_failed', 'Idempotency-Key must be 1-255 printable ASCII characters', {
        fields: [{ field: 'Idempotency-Key', message: 'must be 1-255 printable ASCII characters' }],
      });
    }
    // Keys are scoped to the client, as Stripe scopes them to an account: another client's equal key is another key.
    const key = givenKey === undefined ? undefined : scopedIdempotencyKey(context.client, givenKey);
    const requestHash = key ? sha256Hex(canonicalJson(request)) : null;
    if (key) {
      const replay = await this.replay(key, requestHash!);
      if (replay) return replay;
    }

    const catalog = await this.deps.catalog.get();
    if (!catalog.checkout.enabled) throw new AppError('checkout_disabled', 'ordering is paused; please try again later');
    const now = clock.now();
    const { products } = this.deps.catalog;
    const priced = priceAndValidate(request, catalog, now, await this.deps.catalog.orderCurrencies(), context.language, (id, addons) => products.countsName(id, addons));
    const { meta } = priced;
    if ((meta.city !== undefined || meta.placeId !== undefined || meta.latitude !== undefined) && this.deps.cities) {
      const place = this.deps.cities.confirm(meta, meta.language);
      refuseFutureBirth(meta, place.timezone, now);
      // The order keeps the id of the place it is cast for, so its reading is cast there whatever the
      // name could also mean.
      if (place.id !== undefined) meta.placeId = String(place.id);
    }
    if (meta.partner && this.deps.cities) {
      const partner = partnerBirthMeta(meta.partner);
      const place = asPartner(() => {
        const found = this.deps.cities!.confirm(partner, meta.language);
        refuseFutureBirth(partner, found.timezone, now);
        return found;
      });
      if (place.id !== undefined) meta.partner = { ...meta.partner, placeId: String(place.id) };
    }

    const orderId = newId('ord');
    const order = {
      id: orderId,
      status: 'pending_payment' as const,
      product: priced.product.id,
      addons: JSON.stringify(priced.addons),
      sum: priced.totalMinor,
      currency: priced.currency,
      name: priced.name,
      name_folded: foldForSearch(priced.name),
      phone: priced.phoneE164,
      contact: request.contact,
      contact_normalized: request.contact.slice(1).toLowerCase(),
      meta: JSON.stringify(meta),
      idempotency_key: key ?? null,
      request_hash: requestHash,
      owner_user_id: null,
      agent_registration_id: context.agentRegistrationId ?? null,
      created_at: now,
      updated_at: now,
      paid_at: null,
      expires_at: now + this.deps.orderTtlMs,
    };
    // With one provider the payment starts with the order; with several the buyer chooses on our page.
    // A provider that cannot open it now does not lose the order: its link is then our payment page,
    // which asks the provider again.
    const only = this.deps.providers.only;
    const payment = only
      ? await this.deps.payments.open(only, this.deps.payments.plan(order, only, catalog).input).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'payment_provider_failed') return null;
        throw error;
      })
      : null;

    try {
      await this.writes.run({ order, payment });
    } catch (error) {
      // Two requests with one key raced: the loser answers as a replay of the winner.
      if (key) {
        const replay = await this.replay(key, requestHash!);
        if (replay) return replay;
      }
      throw error;
    }
    return { ok: true, orderId, payUrl: payment?.pay_url ?? this.chooserUrl(orderId), botUrl: this.botUrl(orderId) };
  }

  private async replay(key: string, requestHash: string): Promise<OrderCreated | null> {
    const row = await this.deps.queries.orders.byIdempotencyKey(key);
    if (!row) return null;
    if (row.request_hash !== requestHash) {
      throw new AppError('idempotency_conflict', 'this Idempotency-Key was already used with a different request body');
    }
    return { ok: true, orderId: row.id, payUrl: await this.payUrl(row.id), botUrl: this.botUrl(row.id) };
  }

  /**
   * Where the buyer pays: with one provider, its page of the order's payment while that can still be
   * paid; else (several providers, no payment yet, or one the provider ended: declined for good, its
   * session expired) our page, which offers the providers and opens a new payment.
   */
  private async payUrl(orderId: string): Promise<string> {
    const payment = this.deps.providers.only
      ? await this.deps.queries.payments.latestOfOrder(orderId)
      : undefined;
    return payment && (payment.status === 'pending' || payment.status === 'failed') ? payment.pay_url : this.chooserUrl(orderId);
  }

  /** Our page that offers the enabled providers. */
  private chooserUrl(orderId: string): string {
    return `${this.deps.links.baseUrl}/orders/${encodeURIComponent(orderId)}/pay`;
  }

  /** The order’s bot link: whoever opens it may receive the reading (see identity). */
  botUrl(orderId: string): string {
    return botUrlFor(this.deps.links, startTokenFor(this.deps.secret, orderId));
  }

  async status(orderId: string): Promise<OrderStatusView> {
    const order = await this.find(orderId);
    const status = effectiveStatus(order, this.deps.clock.now());
    return {
      ok: true,
      orderId: order.id,
      status,
      sum: toMajorUnits(order.sum, order.currency),
      currency: order.currency,
      createdAt: iso(order.created_at),
      updatedAt: iso(order.updated_at),
      paidAt: order.paid_at === null ? null : iso(order.paid_at),
      expiresAt: status === 'pending_payment' || status === 'expired' ? iso(order.expires_at) : null,
    };
  }

  /** The order with its effective status, payment link and bot link: for the order pages. */
  async details(orderId: string): Promise<{ order: OrderRow; status: OrderRow['status']; payUrl: string | null; botUrl: string }> {
    const order = await this.find(orderId);
    return { order, status: effectiveStatus(order, this.deps.clock.now()), payUrl: await this.payUrl(order.id), botUrl: this.botUrl(order.id) };
  }

  async find(orderId: string): Promise<OrderRow> {
    const order = await this.deps.queries.orders.byId(orderId);
    if (!order) throw notFound(`order ${orderId}`);
    return order;
  }

  /** Marks unpaid orders past their time as expired; returns how many. */
  expireDue(): Promise<number> {
    return this.deps.lifecycle.expired(this.deps.queries);
  }

  /** Erases the personal data of orders that were never paid, `retentionMs` after they ended. */
  purgeAbandoned(retentionMs: number): Promise<number> {
    return this.deps.lifecycle.eraseAbandoned(this.deps.queries, retentionMs);
  }
}

/** Unpaid orders keep their personal data this long after they expire (stated in /privacy). */
export const ABANDONED_ORDER_RETENTION_MS = 30 * 24 * 3_600_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** JSON with object keys sorted, so two equal bodies hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
