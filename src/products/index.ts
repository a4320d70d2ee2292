// The products we sell, one module each. Everything that lists products (the catalog's defaults and
// schemas, the add-ons each product takes, the library parts a reading reads, OpenAPI and the MCP
// tools) is derived from this list or from a registry built from it (registry.ts); a test may
// compose the app with a registry holding a product of its own.
import { compatibility } from './compatibility/index.js';
import { forecast } from './forecast/index.js';
import { natal } from './natal/index.js';
import { numerology } from './numerology/index.js';
import { ProductRegistry } from './registry.js';

/** In the order the catalog lists them. */
export const PRODUCTS = [natal, forecast, numerology, compatibility] as const;
export type ProductId = (typeof PRODUCTS)[number]['id'];
export const PRODUCT_IDS = PRODUCTS.map((product) => product.id);

/** The registry of the products above: what the composition root uses unless given another. */
export const BUILT_IN_PRODUCTS = new ProductRegistry(PRODUCTS);

export { ProductRegistry };
export type { BirthField, ProductModule } from './product.js';
export { BIRTH_FIELDS } from './product.js';
