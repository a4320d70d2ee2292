// The image's HEALTHCHECK (scripts/healthcheck.mjs), run as Docker runs it: a process of its own in
// the container, with the service's PORT, asking the service over a real socket.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';

const SCRIPT = join(import.meta.dirname, '../../scripts/healthcheck.mjs');

function healthcheck(env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, ...env } }, (error) => resolve(error ? Number(error.code) : 0));
  });
}

describe('the image\'s health check', () => {
  let t: TestApp;
  let port: string;
  beforeAll(async () => {
    t = await createTestApp(sqliteDatabase);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = String((t.app.server.address() as AddressInfo).port);
  });
  afterAll(async () => t?.close());

  it('passes while the service answers /api/health, on the address HOST names or on loopback when it names them all', async () => {
    expect(await healthcheck({ PORT: port })).toBe(0);
    expect(await healthcheck({ PORT: port, HOST: '0.0.0.0' })).toBe(0);
    expect(await healthcheck({ PORT: port, HOST: '127.0.0.1' })).toBe(0);
  });

  it('fails when nothing listens, and when the service cannot use its database', async () => {
    expect(await healthcheck({ PORT: String(await freePort()) })).toBe(1);
    const broken = await createTestApp(sqliteDatabase);
    await broken.app.listen({ host: '127.0.0.1', port: 0 });
    await broken.app.services.store.close();
    expect(await healthcheck({ PORT: String((broken.app.server.address() as AddressInfo).port) })).toBe(1);
    await broken.app.close();
  });
});
