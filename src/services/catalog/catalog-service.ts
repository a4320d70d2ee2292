// The price catalog: stored in the settings table, cached briefly, priced in minor units.
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../store/schema.js';
import { AppError, type FieldError } from '../errors.js';
import { DEFAULT_CATALOG } from './defaults.js';
import { Catalog, hasCents, MIN_ORDER_SUM, type CatalogPatch, type PublicCatalog } from './model.js';

const SETTINGS_KEY = 'catalog';

/** Other processes (workers, more web instances) see an operator's change within this time. */
const CACHE_MS = 1000;

export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => minor / 100;

export interface CheckoutInfo {
  provider: string;
  demo: boolean;
}

export class CatalogService {
  private cached: { catalog: Catalog; publicView: PublicCatalog; publicJson: string; at: number } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly checkoutInfo: CheckoutInfo,
  ) {}

  /** Writes the default catalog unless one is stored; safe to run from several processes at once. */
  async ensureDefault(): Promise<void> {
    await this.db
      .insertInto('settings')
      .values({ key: SETTINGS_KEY, value: JSON.stringify(DEFAULT_CATALOG), updated_at: this.clock.now() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  async get(): Promise<Catalog> {
    return (await this.load()).catalog;
  }

  async getPublic(): Promise<PublicCatalog> {
    return (await this.load()).publicView;
  }

  /** The public catalog already serialised: the most requested document, sent as is. */
  async getPublicJson(): Promise<string> {
    return (await this.load()).publicJson;
  }

  async update(patch: CatalogPatch): Promise<Catalog> {
    const next = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst();
      const current = row ? (JSON.parse(row.value) as Catalog) : DEFAULT_CATALOG;
      const merged = applyPatch(current, patch);
      await trx
        .insertInto('settings')
        .values({ key: SETTINGS_KEY, value: JSON.stringify(merged), updated_at: this.clock.now() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(merged), updated_at: this.clock.now() }))
        .execute();
      return merged;
    });
    this.cached = null;
    return next;
  }

  private async load() {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached;
    const row = await this.db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst();
    const catalog = row ? (JSON.parse(row.value) as Catalog) : DEFAULT_CATALOG;
    const view = publicView(catalog, this.checkoutInfo);
    this.cached = { catalog, publicView: view, publicJson: JSON.stringify(view), at: now };
    return this.cached;
  }
}

function applyPatch(current: Catalog, patch: CatalogPatch): Catalog {
  const next: Catalog = structuredClone(current);
  if (patch.currency) next.currency = patch.currency;
  if (patch.checkout?.enabled !== undefined) next.checkout.enabled = patch.checkout.enabled;
  for (const [id, change] of Object.entries(patch.products ?? {})) {
    const item = next.products.find((p) => p.id === id);
    if (item && change) Object.assign(item, change);
  }
  for (const [id, change] of Object.entries(patch.addons ?? {})) {
    const item = next.addons.find((a) => a.id === id);
    if (item && change) Object.assign(item, change);
  }
  const fields: FieldError[] = [...Value.Errors(Catalog, next)].map((e) => ({ field: e.path.slice(1).replaceAll('/', '.'), message: e.message }));
  for (const [kind, items] of [['products', next.products], ['addons', next.addons]] as const) {
    items.forEach((item) => {
      if (!hasCents(item.price)) fields.push({ field: `${kind}.${item.id}.price`, message: 'at most two decimals' });
    });
  }
  if (fields.length > 0) {
    throw new AppError('invalid_catalog', 'the change would make the catalog invalid', { fields });
  }
  return next;
}

function publicView(catalog: Catalog, checkout: CheckoutInfo): PublicCatalog {
  const products = catalog.products.filter((p) => p.enabled);
  const productIds = new Set(products.map((p) => p.id));
  return {
    ok: true,
    currency: catalog.currency,
    products: products.map(({ id, title, description, price, fields, required }) => ({ id, title, description, price, fields, required })),
    addons: catalog.addons
      .filter((a) => a.enabled)
      .map(({ id, title, description, price, products: forProducts }) => ({
        id,
        title,
        description,
        price,
        products: forProducts.filter((p) => productIds.has(p)),
      })),
    checkout: { enabled: catalog.checkout.enabled, minSum: MIN_ORDER_SUM, provider: checkout.provider, demo: checkout.demo },
  };
}
