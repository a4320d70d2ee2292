// One reading thread of the pool (reading-pool.ts): it makes the reading of an order, every
// rendering included, off the service's event loop. The PDF fonts are read once per thread.
import type { Place } from '../astro/types.js';
import { makeReading, type ReadingArtifacts, type ReadingOrder } from '../services/readings/make-reading.js';
import { loadPdfFonts } from './pdf-fonts.js';

export interface ReadingTask {
  order: ReadingOrder;
  place: Place | null;
  /** The second person's birth place (compatibility). */
  partnerPlace?: Place | null;
}

export default async function renderReading(task: ReadingTask): Promise<ReadingArtifacts> {
  return makeReading(task.order, task.place, loadPdfFonts(), task.partnerPlace ?? null);
}
