// What a production start refuses in the operator's settings (issue 25, findings 6 and 7): an
// ADMIN_TOKEN anyone could guess, and TRUST_PROXY ranges that trust every client's X-Forwarded-For,
// however they are split up; a malformed TRUST_PROXY is a configuration error naming the variable,
// never a TypeError from deep inside the server.
import { spawn } from 'node:child_process';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config.js';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'production-config-test-secret-of-40-chars',
  ALLOW_DEMO_IN_PRODUCTION: 'true',
  SELLER_NAME: 'Stella Readings Ltd',
  SELLER_ADDRESS: '1 Observatory Lane, London',
  SELLER_TAX_ID: 'GB123456789',
};
const STRONG_TOKEN = 'k3J9x2LmQ8vR4tY7wB1nC6dF0gH5jP2s';

/** The error loadConfig throws, to look at its class and message. */
function refusal(env: Record<string, string>): Error {
  try {
    loadConfig(env);
  } catch (error) {
    return error as Error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('ADMIN_TOKEN in production', () => {
  it('refuses a token shorter than 32 characters, naming the variable', () => {
    for (const token of ['a', 'admin', 'x'.repeat(31)]) {
      const error = refusal({ ...production, ADMIN_TOKEN: token });
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toMatch(/^ADMIN_TOKEN must be at least 32 characters/);
    }
    expect(loadConfig({ ...production, ADMIN_TOKEN: STRONG_TOKEN }).adminToken).toBe(STRONG_TOKEN);
    // Left unset, the admin API is off: nothing to guess.
    expect(loadConfig(production).adminToken).toBeNull();
    // Outside production a short token still serves tests and local work.
    expect(loadConfig({ ADMIN_TOKEN: 'a' }).adminToken).toBe('a');
  });

  it('refuses a token with whitespace, which no Authorization header could carry', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: `${STRONG_TOKEN} x` })).toThrow(/^ADMIN_TOKEN must not contain spaces/);
  });
});

describe('TRUST_PROXY', () => {
  const whole = [
    ['0.0.0.0/1,128.0.0.0/1', /every IPv4 address/],
    ['0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1', /every IPv4 address/],
    ['::/1,8000::/1', /every IPv6 address/],
    // IPv4 written as IPv6: proxy-addr matches an IPv4 client against it.
    ['::ffff:0:0/96', /every IPv4 address/],
    // ::/1 holds ::ffff:0:0/96, so it trusts every IPv4 client as well as half of IPv6.
    ['::/1', /every IPv4 address/],
    ['::ffff:0.0.0.0/97,::ffff:128.0.0.0/97', /every IPv4 address/],
    ['0.0.0.0/1,::ffff:128.0.0.0/97,::/1,8000::/1', /every IPv4 and every IPv6 address/],
  ] as const;

  it('refuses in production ranges that together cover a whole address family, naming the variable', () => {
    for (const [value, family] of whole) {
      const error = refusal({ ...production, TRUST_PROXY: value });
      expect(error, value).toBeInstanceOf(ConfigError);
      expect(error.message, value).toMatch(/^TRUST_PROXY=/);
      expect(error.message, value).toMatch(family);
    }
  });

  it('refuses every spelling of "all" and every /0 in any environment, with a message and never a TypeError', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0', '0.0.0.0/00', 'true', 'TRUE', '*', 'all', 'yes']) {
      for (const env of [production, {}]) {
        const error = refusal({ ...env, TRUST_PROXY: value });
        expect(error, value).toBeInstanceOf(ConfigError);
        expect(error.message, value).toMatch(/^TRUST_PROXY/);
      }
    }
  });

  it('answers a malformed value with a configuration error naming the variable', () => {
    for (const value of ['10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/-1', '10.0.0.0/+8', '10.0.0.0/8x', '300.0.0.1', 'proxy.example', 'fe80::1%eth0', ',', '1.2.3.4, nope', 'toString', '11']) {
      const error = refusal({ TRUST_PROXY: value });
      expect(error, value).toBeInstanceOf(ConfigError);
      expect(error.message, value).toMatch(/^TRUST_PROXY/);
    }
  });

  it('outside production accepts a whole family with a warning that production refuses it', () => {
    const config = loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' });
    expect(config.trustProxy).toEqual(['0.0.0.0/1', '128.0.0.0/1']);
    expect(config.warnings).toEqual([expect.stringMatching(/^TRUST_PROXY=0\.0\.0\.0\/1,128\.0\.0\.0\/1 covers every IPv4 address.*NODE_ENV=production refuses this/)]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).warnings).toEqual([]);
  });

  it('accepts in production what leaves part of each family untrusted, and every accepted value is one the server takes', async () => {
    const accepted = ['false', '1', '10.0.0.0/8,loopback', 'loopback,linklocal,uniquelocal', '0.0.0.0/1', '8000::/1', '::ffff:10.0.0.0/104', '2001:db8::/32,192.0.2.1', '10.0.0.0/08'];
    for (const value of accepted) {
      const trust = loadConfig({ ...production, TRUST_PROXY: value }).trustProxy;
      expect(trust).toEqual(parseTrustProxy(value));
      if (!Array.isArray(trust)) continue;
      // What passes the config must be something proxy-addr compiles (a /0 once threw a TypeError here).
      const app = Fastify({ trustProxy: trust });
      await app.ready();
      await app.close();
    }
  });

  it('stops the service at start with the message, exit code 2 and no stack trace', async () => {
    for (const [variable, value] of [['TRUST_PROXY', '0.0.0.0/0'], ['TRUST_PROXY', '0.0.0.0/1,128.0.0.0/1'], ['ADMIN_TOKEN', 'a']] as const) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        env: { PATH: process.env.PATH, ...production, DATABASE_URL: 'sqlite::memory:', [variable]: value },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, stderr).toBe(2);
      expect(stderr).toMatch(new RegExp(`^configuration error: ${variable}`));
      expect(stderr).not.toMatch(/TypeError|\n\s+at /);
    }
  }, 60_000);
});
