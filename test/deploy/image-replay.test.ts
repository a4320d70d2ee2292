// The image built and run without Docker, which cannot run here: every instruction of the
// Dockerfile replayed on this machine, each stage in a directory of its own standing in for its
// /app, COPY taking exactly what it names (from the sources, or from the build stage), RUN run as
// written, ENV and WORKDIR applied, and USER's unprivileged account played by `nobody`. What this
// catches is what a real `docker build` would: a file the runtime needs that no COPY brings, a
// build step that fails from a clean checkout, a service that cannot start from the pruned
// node_modules, or one that cannot write its data as a user who owns nothing else. It does not
// check the base images themselves (Node 24 on Debian bookworm): the node it runs is the one running
// the test, the machine's, and Node 24 in CI's second run (.ci/run).
import { execFile, spawn } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { dockerfileStages, type Stage } from '../support/dockerfile.js';
import { freePort } from '../support/net.js';

const ROOT = join(import.meta.dirname, '../..');
/** The image's unprivileged user (`node`, uid 1000 in the official image) played by this machine's `nobody`. */
const NOBODY = { uid: 65534, gid: 65534, names: 'nobody:nogroup' };

const sh = (command: string, cwd: string, env: Record<string, string>, timeout = 600_000) =>
  new Promise<void>((resolve, reject) => {
    execFile('sh', ['-c', command], { cwd, env, timeout, maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`RUN ${command}\n${stderr.slice(-4000)}`)) : resolve());
  });

/** A stage's filesystem, rooted in `dir`: absolute paths inside the image become paths under it. */
function inStage(dir: string, path: string): string {
  return path.startsWith('/') ? join(dir, path) : path;
}

interface Built {
  dirs: Map<string, string>;
  env: Record<string, string>;
  workdir: string;
  user: string | null;
  cmd: string[];
  healthcheck: string[];
}

async function replay(stages: Stage[], scratch: string): Promise<Built> {
  const dirs = new Map<string, string>();
  let built: Built | null = null;
  for (const [index, stage] of stages.entries()) {
    const dir = join(scratch, stage.name ?? `stage-${index}`);
    mkdirSync(dir, { recursive: true });
    dirs.set(stage.name ?? String(index), dir);
    // The official node images put node and npm on PATH and HOME at /root for the build's root user, and
    // ship the headers of their node, against which npm builds native modules. Here the running node
    // stands for the image's: where its headers are not npm's default (CI's second runtime, from the npm
    // registry), npm_config_nodedir says where they are, and the build must use them too.
    const env: Record<string, string> = {
      PATH: process.env.PATH!,
      HOME: process.env.HOME!,
      ...(process.env.npm_config_nodedir ? { npm_config_nodedir: process.env.npm_config_nodedir } : {}),
    };
    let workdir = dir;
    let user: string | null = null;
    let cmd: string[] = [];
    let healthcheck: string[] = [];
    const local = (command: string) =>
      command
        .replace(/--mount=\S+\s*/g, '')
        .replace(/(^|[\s=])\/app(?=[/\s]|$)/g, (_, before: string) => `${before}${join(dir, 'app')}`)
        .replace(/\bnode:node\b/g, NOBODY.names);
    for (const { keyword, args } of stage.instructions) {
      switch (keyword) {
        case 'WORKDIR':
          workdir = inStage(dir, args);
          mkdirSync(workdir, { recursive: true });
          break;
        case 'ENV': {
          const [name, ...value] = args.split('=');
          env[name!] = value.join('=');
          break;
        }
        case 'COPY': {
          const words = args.split(/\s+/);
          const from = words[0]!.startsWith('--from=') ? dirs.get(words.shift()!.slice('--from='.length))! : null;
          const target = words.pop()!;
          const dest = target.startsWith('/') ? inStage(dir, target) : join(workdir, target);
          for (const source of words) {
            const path = from ? inStage(from, source) : join(ROOT, source);
            if (!existsSync(path)) throw new Error(`COPY ${source}: no such file in ${from ? 'the build stage' : 'the build context'}`);
            // As Docker does: a directory's contents go into the target; files into it when it ends in "/".
            if (statSync(path).isDirectory()) cpSync(path, dest, { recursive: true });
            else {
              if (target.endsWith('/') || words.length > 1) mkdirSync(dest, { recursive: true });
              cpSync(path, target.endsWith('/') || words.length > 1 ? join(dest, basename(path)) : dest);
            }
          }
          break;
        }
        case 'RUN':
          await sh(local(args), workdir, env);
          break;
        case 'USER':
          user = args;
          break;
        case 'CMD':
          cmd = JSON.parse(args) as string[];
          break;
        case 'HEALTHCHECK':
          healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 4)) as string[];
          break;
        // ARG, EXPOSE and VOLUME change nothing inside the image's files.
      }
    }
    built = { dirs, env, workdir, user, cmd, healthcheck };
  }
  return built!;
}

describe('the image, its Dockerfile replayed without Docker', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'image-replay-'));
  // The stand-in for the container's filesystem must be readable by the unprivileged user.
  chmodSync(scratch, 0o755);
  // node_modules twice over: removed without blocking the test worker, given the time a busy machine takes.
  afterAll(() => rm(scratch, { recursive: true, force: true }), 300_000);

  it('builds from the sources alone, and the runtime stage runs unprivileged: healthy, takes an order, backs up, stops cleanly on SIGTERM', async () => {
    const image = await replay(dockerfileStages(readFileSync(join(ROOT, 'Dockerfile'), 'utf8')), scratch);
    expect(image.user).toBe('node');
    const app = image.workdir;
    // Only what the runtime stage copied: the compiled service, its production packages, two scripts.
    expect(existsSync(join(app, 'src'))).toBe(false);
    expect(existsSync(join(app, 'node_modules/typescript'))).toBe(false);
    expect(existsSync(join(app, 'node_modules/vitest'))).toBe(false);

    const port = String(await freePort());
    const env = {
      ...image.env, PORT: port, HOST: '127.0.0.1',
      // What an operator sets for a trial run of the image (README, production); demo payments allowed explicitly.
      ALLOW_DEMO_IN_PRODUCTION: 'true', APP_SECRET: 'replayed-image-secret-0123456789abcdef', PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      SELLER_NAME: 'Replay Readings Ltd', SELLER_ADDRESS: '1 Test Street, London', SELLER_TAX_ID: 'GB123456789', SUPPORT_EMAIL: 'help@replay.example',
    };
    const service = spawn(image.cmd[0]!, image.cmd.slice(1), { cwd: app, env, uid: NOBODY.uid, gid: NOBODY.gid, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    service.stdout.on('data', (d) => (output += d));
    service.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => service.on('exit', (code) => resolve(code)));
    try {
      const healthcheck = () =>
        new Promise<number>((resolve) =>
          execFile(image.healthcheck[0]!, image.healthcheck.slice(1), { cwd: app, env, uid: NOBODY.uid, gid: NOBODY.gid }, (error) => resolve(error ? Number(error.code ?? 1) : 0)));
      await expect.poll(healthcheck, { timeout: 60_000, interval: 500 }).toBe(0);

      // The SQLite database was created on the data volume, by the unprivileged user.
      const db = join(app, 'data/reading-service.db');
      expect(statSync(db).uid).toBe(NOBODY.uid);
      const order = await fetch(`http://127.0.0.1:${port}/api/orders/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product: 'natal', addons: [], sum: 49, name: 'Image Buyer', phone: '+44 20 7946 0958', contact: '@image_buyer', meta: { day: '10', month: '12', year: '1985', time: '14:30', city: 'London' } }),
      });
      expect(order.status, output).toBe(200);
      const { orderId } = (await order.json()) as { orderId: string };
      expect((await fetch(`http://127.0.0.1:${port}/offer`)).status).toBe(200);

      // README's backup of the image on SQLite, `docker exec reading-service npm run backup -- /app/data/backups/latest.db`,
      // run as the image's user with its HOME, while the service runs.
      const home = join(scratch, 'home-node');
      mkdirSync(home);
      chownSync(home, NOBODY.uid, NOBODY.gid);
      const backup = join(app, 'data/backups/latest.db');
      await new Promise<void>((resolve, reject) =>
        execFile('npm', ['run', 'backup', '--', backup], { cwd: app, env: { ...env, HOME: home }, uid: NOBODY.uid, gid: NOBODY.gid }, (error, _out, stderr) => (error ? reject(new Error(stderr)) : resolve())));
      const copy = new SQLite(backup, { readonly: true });
      try {
        expect(copy.prepare('select status from orders where id = ?').get(orderId)).toEqual({ status: 'pending_payment' });
      } finally {
        copy.close();
      }
    } finally {
      service.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 900_000);
});
