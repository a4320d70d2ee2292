// What a product is: one module (src/products/<id>/) holds everything that differs between the
// readings we sell: its catalog defaults and form fields, the parts of the interpretation library it
// reads, which charts it is cast from, its computation and composer, and its captions. The id lists,
// types and schemas are derived from the set of modules (index.ts), so a product missing a piece does
// not compile. This layer sits between the pure engine (astro, reading) and the services.
import type { NatalChart } from '../astro/types.js';
import type { Language } from '../i18n/languages.js';
import type { LibraryPart } from '../reading/library/parts.js';
import type { Addon, OmittableSection, Report } from '../reading/report/types.js';

/** The birth fields an order form can ask for; `partner` is the second person's birth data (meta.partner). */
export const BIRTH_FIELDS = ['day', 'month', 'year', 'time', 'city', 'partner'] as const;
export type BirthField = (typeof BIRTH_FIELDS)[number];

/** An item's title and description in one language. */
export interface ItemText {
  title: string;
  description: string;
}

/** A product as the catalog first stores it (the operator changes prices, texts and flags later). */
interface CatalogDefaults extends ItemText {
  /** Title and description in each other language, by language code (`ru`); a language left out shows the English. */
  texts: Partial<Record<string, ItemText>>;
  /** The price in each currency the default catalog sells in, in its major unit. */
  prices: Record<string, number>;
  enabled: boolean;
}

/** The order form's fields for the product. */
interface FormFields {
  /** Birth fields the reading uses, in the order the form shows them. */
  fields: BirthField[];
  /** Birth fields an order must carry. */
  required: BirthField[];
  /**
   * Whether the reading counts the buyer's name (numerology): the form then offers the name in use
   * (`meta.currentName`), which an order without it may not carry.
   */
  countsName: boolean;
}

/** What the computation reads of an order: the product's own fields of the stored order meta. */
interface ProductOrder {
  addons: Addon[];
  name: string;
  meta: {
    day?: string;
    month?: string;
    year?: string;
    currentName?: string;
    partner?: { name: string };
  };
  /** When the order was placed (epoch ms): the forecast and calendars start here. */
  orderedAt: number;
}

/** The charts a reading is cast from: the buyer's and, for a reading of two people, the partner's. */
export interface ChartsNeeded {
  own: boolean;
  partner: boolean;
}

export interface ReadingContext {
  order: ProductOrder;
  /** The language the reading is written in when its library has every part it reads. */
  language: Language;
  /** The buyer's chart when `charts(addons).own`, else null. */
  chart: NatalChart | null;
  /** The partner's chart when `charts(addons).partner`, else null. */
  partnerChart: NatalChart | null;
  /** The birth date (YYYY-MM-DD) from the order, for a reading without a chart. */
  birthDate: string | undefined;
}

/** A reading as a product writes it: the report, its wheel picture, and add-ons left out (with why). */
export interface ProductReading {
  report: Report;
  wheelSvg: string | null;
  omitted: { section: OmittableSection; error: string }[];
}

export interface ProductModule<Id extends string = string> {
  id: Id;
  catalog: CatalogDefaults;
  form: FormFields;
  /** The add-ons that can be ordered with it. */
  addons: readonly Addon[];
  /** The parts of the interpretation library the reading reads, besides its add-ons' parts. */
  library: readonly LibraryPart[];
  /** The charts the reading is cast from, given the add-ons ordered. */
  charts(addons: readonly Addon[]): ChartsNeeded;
  /** The reading itself: computation and composer. Pure; runs in a reading thread. */
  read(context: ReadingContext): ProductReading;
  /** Keys of the bot's messages (i18n) that caption what is sent beside the text: the wheel picture. */
  captions: { wheel: string };
}
