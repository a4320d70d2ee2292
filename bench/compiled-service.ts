// The compiled service, as production runs it (its reading threads load compiled code too), for the
// benchmarks that compose it in process: dist/ built first, then its modules imported with the types of
// their sources.
import { buildService } from './process.js';

/** A module of the compiled service, typed as its source. */
export const compiled = <T>(path: string) => import(new URL(`../dist/${path}`, import.meta.url).href) as Promise<T>;

/** Builds dist/ if a source changed, then loads the modules every in-process bench composes the service from. */
export async function compiledService() {
  buildService();
  const [{ compose }, { buildApp }, { loadConfig }, { openStore }, { migrateToLatest }, { systemClock }] = await Promise.all([
    compiled<typeof import('../src/compose.js')>('compose.js'),
    compiled<typeof import('../src/app.js')>('app.js'),
    compiled<typeof import('../src/config.js')>('config.js'),
    compiled<typeof import('../src/store/database.js')>('store/database.js'),
    compiled<typeof import('../src/store/migrate.js')>('store/migrate.js'),
    compiled<typeof import('../src/clock.js')>('clock.js'),
  ]);
  return { compose, buildApp, loadConfig, openStore, migrateToLatest, systemClock };
}
