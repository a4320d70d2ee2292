// The compiled service: TypeScript from src/ to dist/ with tsc, the files tsc does not emit (page
// assets, message files, place names) copied beside it, the city index prepared in its cache (node_modules/.cache, where
// createGazetteer looks), and a stamp of the sources it was built from. `--if-stale` (what
// `npm start` does first, see start.mjs) builds only when a source changed since the stamp, so a
// start after an unchanged checkout costs a directory walk, not a compile.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const stampFile = join(dist, '.source-stamp');

/** Every file the build reads, by path, size and modification time: cheap to compute, changes with any edit. */
function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { size, mtimeMs } = statSync(path);
        hash.update(`${relative(root, path)}\0${size}\0${mtimeMs}\n`);
      }
    }
  };
  walk(join(root, 'src'));
  for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'scripts/build.mjs']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(`${file}\0${readFileSync(path)}\n`);
  }
  return hash.digest('hex');
}

/** Builds dist/: always, or with `ifStale` only when a source changed since the last build. */
export async function build({ ifStale = false } = {}) {
  const stamp = sourceStamp();
  if (ifStale && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  const started = performance.now();
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  cpSync(join(root, 'src/web/assets'), join(dist, 'web/assets'), { recursive: true });
  cpSync(join(root, 'src/i18n/locales'), join(dist, 'i18n/locales'), { recursive: true });
  cpSync(join(root, 'src/astro/places/names'), join(dist, 'astro/places/names'), { recursive: true });
  // The city index, prepared once here rather than in every process that starts (seconds of work).
  const { loadCityIndex } = await import(pathToFileURL(join(dist, 'astro/places/load.js')).href);
  const index = loadCityIndex();
  console.error(`city index ${index.built ? 'built' : 'up to date'}: ${index.path}`);
  writeFileSync(stampFile, stamp);
  console.error(`built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await build({ ifStale: process.argv.includes('--if-stale') });
