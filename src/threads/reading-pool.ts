// Readings are made in a pool of worker threads (piscina), so a reading with its PDF, a few hundred
// milliseconds of work, never holds the event loop: HTTP requests are answered meanwhile. Threads
// start when work comes and stop after a minute idle, so an idle service holds none.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Place } from '../astro/types.js';
import type { ReadingArtifacts, ReadingOrder } from '../services/readings/renderer.js';
import type { ReadingRenderer } from '../services/readings/renderer.js';
import type { ReadingTask } from './reading-thread.js';

interface ReadingPoolOptions {
  /** Threads at most; one core is left to the event loop. */
  maxThreads?: number;
  /** A thread with nothing to do stops after this long. */
  idleTimeoutMs?: number;
}

export class ReadingPool implements ReadingRenderer {
  private readonly pool: Piscina<ReadingTask, ReadingArtifacts>;

  constructor(options: ReadingPoolOptions = {}) {
    const module = new URL('./reading-thread.js', import.meta.url);
    // From sources (tsx, vitest) this module is .ts; the thread then needs tsx registered first.
    const fromSources = import.meta.url.endsWith('.ts');
    const entry = fromSources ? new URL('./reading-thread.ts', import.meta.url) : module;
    this.pool = new Piscina({
      filename: fileURLToPath(fromSources ? new URL('./load-typescript.mjs', import.meta.url) : module),
      workerData: { entry: entry.href },
      minThreads: 0,
      maxThreads: options.maxThreads ?? Math.max(1, availableParallelism() - 1),
      idleTimeout: options.idleTimeoutMs ?? 60_000,
    });
  }

  /** Threads running now (0 when idle). */
  get threads(): number {
    return this.pool.threads.length;
  }

  async render(order: ReadingOrder, place: Place | null, partnerPlace: Place | null = null): Promise<ReadingArtifacts> {
    const artifacts = await this.pool.run({ order, place, partnerPlace });
    // Structured cloning hands Buffers back as plain Uint8Arrays.
    return {
      ...artifacts,
      wheelPng: artifacts.wheelPng ? Buffer.from(artifacts.wheelPng.buffer, artifacts.wheelPng.byteOffset, artifacts.wheelPng.byteLength) : null,
      pdf: artifacts.pdf ? Buffer.from(artifacts.pdf.buffer, artifacts.pdf.byteOffset, artifacts.pdf.byteLength) : null,
    };
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
