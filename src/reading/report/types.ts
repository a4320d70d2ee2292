// The report model: one structured, language-resolved reading that every renderer draws from.
// Plain JSON only, so it can be stored with the reading and rendered again later.
import type { Forecast, MonthAhead, NatalChart, NumerologyProfile } from '../../astro/types.js';
import type { Language } from '../../i18n/languages.js';

/**
 * The readings composeReading writes, each reading the library part of its name; a product module
 * (src/products) says which one it is, or composes its reading another way (compatibility).
 */
export type ComposedKind = 'natal' | 'forecast' | 'numerology';
export type Addon = 'pdf' | 'month_ahead' | 'numerology';

export interface ListItem {
  /** A short label printed in bold before the text ("Moon trine your Sun"). */
  lead?: string;
  /** May be empty when the label says everything. */
  text: string;
}

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; lead?: string }
  | { type: 'list'; items: ListItem[] }
  | { type: 'table'; columns: string[]; rows: string[][] }
  | { type: 'note'; text: string };

export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

export interface BirthSummary {
  date: string; // YYYY-MM-DD, local
  time: string | null; // HH:MM local, null when unknown
  place: string | null; // "Moscow, Russia"
  timezone: string | null;
  utcOffset: string | null;
}

export interface Report {
  version: 1;
  /** The language it is written in: the order's, or English when that language's library lacks a part it reads. */
  language: Language;
  /** The product's id. */
  kind: string;
  addons: Addon[];
  name: string;
  title: string;
  subtitle: string;
  orderedAt: string;
  birth: BirthSummary | null;
  /** Labelled facts for a title page: [["Born", "12 March 1990, 14:30"], ...]. */
  facts: Array<[string, string]>;
  sections: Section[];
  /** The chart the wheel is drawn from; null for a numerology reading without birth data. */
  chart: NatalChart | null;
  /** A compatibility reading's second chart: the wheel is then a bi-wheel, `chart` inside and this outside. */
  partnerChart?: NatalChart;
  /** Footer line for every rendering (what the reading is and how it was computed). */
  footer: string;
  /** Short labels renderers print around the text. */
  labels: { wheel: string; continued: string };
  attachments: { pdf: boolean };
}

/** What a caller may watch while a reading is composed. */
export interface ComposeObserver {
  /** A sentence the writer left out because the reading already said it. */
  droppedRepeat?(sentence: string): void;
}

/** Add-on sections that can be left out (with a sentence saying why) when they cannot be worked out. */
export type OmittableSection = 'month_ahead' | 'numerology';

export interface ReadingInput {
  product: ComposedKind;
  addons: Addon[];
  name: string;
  chart: NatalChart | null;
  forecast?: Forecast;
  monthAhead?: MonthAhead;
  numerology?: NumerologyProfile;
  /** ISO timestamp of the order; the only "now" the composer knows. */
  orderedAt: string;
  /** Local birth date (YYYY-MM-DD) when there is no chart, for a numerology-only reading. */
  birthDate?: string;
  /** Ordered add-ons whose data could not be computed: written as a note instead of the section. */
  omitted?: OmittableSection[];
}
