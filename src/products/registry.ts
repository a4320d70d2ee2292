// A set of product modules, looked up by id. The composition root builds the app from one (the
// built-in products by default); the catalog, the order rules, the reading job, delivery, OpenAPI
// and MCP read the products from it rather than from lists of their own.
import type { LibraryPart } from '../reading/library/parts.js';
import { partsOfReading } from '../reading/library/parts.js';
import type { Addon } from '../reading/report/types.js';
import type { ChartsNeeded, ProductModule } from './product.js';

export class ProductRegistry {
  readonly modules: readonly ProductModule[];
  private readonly byId: ReadonlyMap<string, ProductModule>;

  constructor(modules: readonly ProductModule[]) {
    this.modules = modules;
    this.byId = new Map(modules.map((module) => [module.id, module]));
    if (this.byId.size !== modules.length) throw new Error('two product modules have the same id');
  }

  /** The product ids, in catalog order. */
  get ids(): string[] {
    return this.modules.map((module) => module.id);
  }

  /** The module of a product id; undefined for an id no module has (an old order's, a typo). */
  find(id: string): ProductModule | undefined {
    return this.byId.get(id);
  }

  /** The module of a product id that must exist (a stored order's). */
  get(id: string): ProductModule {
    const module = this.byId.get(id);
    if (!module) throw new Error(`no product module for "${id}"`);
    return module;
  }

  /** The products an add-on can be ordered with: those whose module takes it. */
  productsTaking(addon: Addon): string[] {
    return this.modules.filter((module) => module.addons.includes(addon)).map((module) => module.id);
  }

  /** The library parts a reading of this product with these add-ons reads. */
  libraryParts(id: string, addons: readonly Addon[]): LibraryPart[] {
    return partsOfReading(this.get(id).library, addons);
  }

  /** The charts a reading of this product with these add-ons is cast from. */
  charts(id: string, addons: readonly Addon[]): ChartsNeeded {
    return this.get(id).charts(addons);
  }

  /** The products whose reading counts the buyer's name (numerology): their form offers the name in use. */
  get countingName(): string[] {
    return this.modules.filter((module) => module.form.countsName).map((module) => module.id);
  }

  /** Whether an order of this product with these add-ons counts the buyer's name (the product, or the numerology add-on). */
  countsName(id: string, addons: readonly string[]): boolean {
    return this.find(id)?.form.countsName === true || addons.includes('numerology');
  }
}
