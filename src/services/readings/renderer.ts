// What the reading service needs to turn an order into its reading: a renderer that runs the pure
// engine somewhere other than the event loop (a pool of worker threads, src/threads/).
import type { Place } from '../../astro/types.js';
import type { Addon, OmittableSection, Report } from '../../reading/report/types.js';
import type { BirthMeta } from '../orders/model.js';

export interface ReadingOrder {
  /** The product's id: its module (src/products) makes the reading. */
  product: string;
  addons: Addon[];
  name: string;
  meta: BirthMeta;
  /** When the order was placed: the forecast and calendars start here. */
  orderedAt: number;
}

export interface ReadingArtifacts {
  report: Report;
  markdown: string;
  html: string;
  telegram: string[];
  wheelSvg: string | null;
  wheelPng: Buffer | null;
  pdf: Buffer | null;
  /** Add-on sections left out because they could not be computed, with the error (for the operator). */
  omitted: { section: OmittableSection; error: string }[];
}

export interface ReadingRenderer {
  /**
   * Every rendering of the order's reading; `place` is the birth city, found beforehand (or null), and
   * `partnerPlace` the second person's, for a compatibility reading.
   */
  render(order: ReadingOrder, place: Place | null, partnerPlace?: Place | null): Promise<ReadingArtifacts>;
  /** Stops the threads once the work under way is done. */
  close(): Promise<void>;
}
