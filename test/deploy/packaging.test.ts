// The image and the compose file, read as Docker would read them. Docker cannot build or run here
// (no registry), so these check what the files promise: the compiled service as a non-root user with
// a health check, production dependencies only, and compose's web, worker, PostgreSQL and Redis
// wired together, waiting for each other's health and given time for a graceful stop.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serviceNodeFlags } from '../../bench/node-flags.js';
import { dockerfileStages, type Stage } from '../support/dockerfile.js';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Whether .dockerignore keeps a path out of the build context (its last matching pattern decides). */
function ignored(path: string, patterns: string[]): boolean {
  let out = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = negated ? raw.slice(1) : raw;
    const matches = pattern === '*' || path === pattern || path.startsWith(`${pattern}/`);
    if (matches) out = !negated;
  }
  return out;
}

/** Compose's variable substitution (`${NAME}`, `${NAME:-default}`, `${NAME:?error}`) over every string in a parsed file. */
function interpolate<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, word?: string) => {
      if (env[name]) return env[name];
      if (op === '?') throw new Error(`compose refuses to start: ${word}`);
      return op === '-' ? word! : '';
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)])) as T;
  return value;
}

/** Seconds in a compose duration such as 35s or 1m30s. */
function seconds(duration: string): number {
  let total = 0;
  for (const [, n, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) total += Number(n) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  return total;
}

describe('Dockerfile', () => {
  const stages = dockerfileStages(read('Dockerfile'));
  const runtime = stages.at(-1)!;
  const all = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
  const ignorePatterns = read('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

  it('builds in one stage and runs the compiled service from a slim one', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    const build = stages[0]!;
    expect(all(build, 'RUN').join('\n')).toMatch(/npm ci\b/);
    expect(all(build, 'RUN').join('\n')).toMatch(/npm run build[\s\S]*npm prune --omit=dev/);
    expect(runtime.from).toMatch(/-slim$/);
    // The native modules built in the first stage must find the same C library in the second.
    expect(runtime.from.replace(/-slim$/, '')).toBe(build.from);
    // The Node flags npm start gives the service (package.json is their source; bench/node-flags.ts reads them there).
    expect(all(runtime, 'CMD')).toEqual([`["node", ${serviceNodeFlags().map((f) => `"${f}"`).join(', ')}, "dist/main.js"]`]);
    expect(all(runtime, 'ENV')).toContain('NODE_ENV=production');
  });

  it('builds and runs on Node.js 24 LTS, a production line that package.json\'s engines names', () => {
    // Node 20 has had no security fixes since 2026-04-30 (README, Production).
    expect(read('Dockerfile')).toMatch(/^ARG NODE_VERSION=24$/m);
    expect(stages.map((s) => s.from)).toEqual(['node:$' + '{NODE_VERSION}-bookworm', 'node:$' + '{NODE_VERSION}-bookworm-slim']);
    const { engines, devEngines } = JSON.parse(read('package.json')) as { engines: { node: string }; devEngines: { runtime: { name: string; version: string } } };
    expect(engines.node.split('||').map((r) => r.trim())).toEqual(['^22', '^24']);
    // Development still works on the 20 our machines have (README, Quick start).
    expect(devEngines.runtime).toMatchObject({ name: 'node', version: '^20.15.0 || ^22 || ^24' });
  });

  it('runs as an unprivileged user, exposes the port, keeps the SQLite data on a volume and checks health', () => {
    const users = all(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(all(runtime, 'EXPOSE')).toEqual(['3000']);
    expect(all(runtime, 'VOLUME')).toEqual(['["/app/data"]']);
    expect(all(runtime, 'WORKDIR')).toEqual(['/app']); // DATABASE_URL's default, ./data/reading-service.db, is then on the volume
    const [healthcheck] = all(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/ CMD \["node", "scripts\/healthcheck\.mjs"\]$/);
  });

  it('copies only files that exist and that .dockerignore lets into the build context', () => {
    const fromContext = stages.flatMap((s) => all(s, 'COPY')).filter((args) => !args.startsWith('--from='));
    const sources = fromContext.flatMap((args) => args.split(/\s+/).slice(0, -1));
    expect(sources).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'src', 'scripts']));
    for (const source of sources) {
      expect(existsSync(join(ROOT, source)), source).toBe(true);
      expect(ignored(source, ignorePatterns), source).toBe(false);
    }
    // Scripts the runtime stage takes from the build stage by name.
    const taken = all(runtime, 'COPY').filter((args) => args.startsWith('--from=build')).flatMap((args) => args.split(/\s+/).slice(1, -1));
    for (const path of taken.filter((p) => p.startsWith('/app/scripts/'))) expect(existsSync(join(ROOT, path.slice('/app/'.length))), path).toBe(true);
  });

  it('keeps the host\'s node_modules, build, databases and secrets out of the build context', () => {
    for (const path of ['node_modules', 'dist', 'data', '.env', 'test-artifacts', '.git', 'test']) expect(ignored(path, ignorePatterns), path).toBe(true);
  });

  it('needs no devDependency at run time: every package the service and the image\'s scripts import is a production one', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> };
    const files: string[] = [join(ROOT, 'scripts/backup.mjs'), join(ROOT, 'scripts/healthcheck.mjs')];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (/\.(ts|mjs|js)$/.test(entry.name)) files.push(join(dir, entry.name));
      }
    };
    walk(join(ROOT, 'src'));
    const devOnly: string[] = [];
    for (const file of files) {
      // Loaded only when the service runs from its TypeScript sources (reading-pool.ts decides).
      if (relative(ROOT, file) === join('src', 'threads', 'load-typescript.mjs')) continue;
      const text = readFileSync(file, 'utf8').replace(/^\s*(import|export)\s+type\s[^;]*;/gm, '');
      for (const [, specifier] of text.matchAll(/(?:\bfrom\s+|\bimport\(\s*|\brequire\(\s*)'([^.'][^']*)'/g)) {
        if (specifier!.startsWith('node:') || builtinModules.includes(specifier!)) continue;
        const name = specifier!.startsWith('@') ? specifier!.split('/').slice(0, 2).join('/') : specifier!.split('/')[0]!;
        const entry = lock.packages[`node_modules/${name}`];
        if (!entry || entry.dev) devOnly.push(`${relative(ROOT, file)}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(devOnly).toEqual([]);
  });
});

describe('compose.yaml', () => {
  type Compose = { services: Record<string, Record<string, any>>; volumes: Record<string, unknown> };
  const file = parse(read('compose.yaml'), { merge: true }) as Compose;
  const compose = interpolate(file, { POSTGRES_PASSWORD: 'k3y' });
  const { web, worker, postgres, redis } = compose.services;

  it('runs the web process, a worker, PostgreSQL and Redis', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'redis', 'web', 'worker']);
    for (const app of [web, worker]) {
      expect(app!.build).toBe('.');
      expect(app!.image).toBe(web!.image);
      expect(app!.env_file).toBe('.env');
      expect(app!.environment.NODE_ENV).toBe('production');
    }
    expect(web!.command).toBeUndefined(); // the image's: node [flags] dist/main.js
    expect(web!.environment.RUN_WORKER).toBe('false');
    expect(worker!.command).toEqual(['node', ...serviceNodeFlags(), 'dist/worker.js']);
    expect(web!.ports).toEqual([`3000:${web!.environment.PORT}`]);
    // The image's health check asks the web server, which the worker does not run.
    expect(worker!.healthcheck).toEqual({ disable: true });
  });

  it('refuses to start without a database password in .env', () => {
    expect(() => interpolate(file, {})).toThrow('set POSTGRES_PASSWORD in .env');
  });

  it('points both processes at the PostgreSQL and Redis services', () => {
    for (const app of [web, worker]) {
      const url = new URL(app!.environment.DATABASE_URL);
      expect(url.protocol).toBe('postgres:');
      expect(url.hostname).toBe('postgres');
      expect(url.username).toBe(postgres!.environment.POSTGRES_USER);
      expect(url.pathname).toBe(`/${postgres!.environment.POSTGRES_DB}`);
      expect(decodeURIComponent(url.password)).toBe(postgres!.environment.POSTGRES_PASSWORD);
      expect(new URL(app!.environment.REDIS_URL).hostname).toBe('redis');
    }
  });

  it('starts the processes once PostgreSQL and Redis answer their health checks', () => {
    expect(postgres!.healthcheck.test.join(' ')).toContain('pg_isready');
    expect(redis!.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
    for (const app of [web, worker]) expect(app!.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
  });

  it('keeps PostgreSQL\'s and Redis\'s data in named volumes', () => {
    const named = (service: Record<string, any>) => (service.volumes as string[]).map((v) => v.split(':')[0]!);
    expect(named(postgres!)).toEqual(['postgres-data']);
    expect(postgres!.volumes[0]).toBe('postgres-data:/var/lib/postgresql/data');
    expect(named(redis!)).toEqual(['redis-data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['postgres-data', 'redis-data']);
  });

  it('gives the processes longer to stop than the 30 s the service takes at most to finish its work', () => {
    for (const app of [web, worker]) expect(seconds(app!.stop_grace_period)).toBeGreaterThan(30);
  });

  it('restarts every service that stops on its own', () => {
    for (const service of Object.values(compose.services)) expect(service.restart).toBe('unless-stopped');
  });
});
