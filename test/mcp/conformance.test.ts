// The official MCP conformance suite (npm @modelcontextprotocol/conformance) against a listening
// server: the server scenarios that apply to us (the rest test the suite's own reference tools,
// prompts and subscriptions, which this server does not have). The suite needs Node 22, which
// .ci/run installs with it into .ci/conformance (npm `node@22`), away from the service's Node 20;
// without that folder the suite is skipped and named in the suite list (a failure under CI=true).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENV } from '../agents/helpers.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sqliteDatabase } from '../support/databases.js';
import { freePort } from '../support/net.js';
import { CONFORMANCE, conformanceInstalled } from '../support/conformance-runner.js';

const { node22: NODE22, suite: SUITE } = CONFORMANCE;
const installed = conformanceInstalled();

/** The scenarios that test what this server offers; each must pass, so a regression fails the build. */
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection'];

describe.skipIf(!installed)('the official MCP conformance suite (server scenarios)', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    // Served as http://localhost:<port>, its own origin: the suite's DNS-rebinding scenario sends that
    // Origin and expects it served, and another one refused.
    const port = await freePort();
    const base = `http://localhost:${port}`;
    t = await createTestApp(sqliteDatabase, { env: { ...AGENT_ENV, PUBLIC_BASE_URL: base } });
    await t.app.listen({ host: '127.0.0.1', port });
    url = `${base}/api/mcp`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(SCENARIOS)('passes %s', async (scenario) => {
    const run = await promisify(execFile)(NODE22, [SUITE, 'server', '--url', url, '--scenario', scenario], { timeout: 120_000 }).catch(
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    expect('code' in run ? run.code : 0, output).toBe(0);
    expect(output).not.toMatch(/\bFAIL(ED)?\b/);
  }, 150_000);
});
