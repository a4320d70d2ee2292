// The Telegram variables of src/config.ts: defaults, and refusal of values that cannot work.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

const base = { NODE_ENV: 'test', DATABASE_URL: 'sqlite::memory:' };

describe('Telegram configuration', () => {
  it('defaults to the public Bot API, long polling, a one-day login window and 30-day sessions', () => {
    const config = loadConfig(base);
    expect(config.telegram).toEqual({ botToken: null, botUsername: null, apiRoot: 'https://api.telegram.org', webhookUrl: null, webhookSecret: null, refundWindowMs: 48 * 3_600_000 });
    expect(config.login).toEqual({ maxAgeSeconds: 86_400, sessionTtlMs: 30 * 86_400_000, oidc: null });
  });

  it('reads the webhook, API root, login window and session length', () => {
    const config = loadConfig({
      ...base,
      TELEGRAM_BOT_TOKEN: '1:abc',
      TELEGRAM_BOT_USERNAME: '@my_bot',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081/',
      TELEGRAM_WEBHOOK_URL: 'https://example.com/api/telegram/webhook',
      TELEGRAM_WEBHOOK_SECRET: 'abc_DEF-123',
      LOGIN_MAX_AGE_SECONDS: '600',
      SESSION_DAYS: '7',
      PAYSUPPORT_REFUND_WINDOW_HOURS: '0.5',
    });
    expect(config.telegram).toEqual({
      botToken: '1:abc',
      botUsername: 'my_bot',
      apiRoot: 'http://127.0.0.1:8081',
      webhookUrl: 'https://example.com/api/telegram/webhook',
      webhookSecret: 'abc_DEF-123',
      refundWindowMs: 1_800_000,
    });
    expect(config.login).toEqual({ maxAgeSeconds: 600, sessionTtlMs: 7 * 86_400_000, oidc: null });
  });

  it('refuses values Telegram would not accept', () => {
    expect(() => loadConfig({ ...base, TELEGRAM_BOT_TOKEN: '1:abc', TELEGRAM_BOT_USERNAME: 'b', TELEGRAM_WEBHOOK_SECRET: 'has spaces!' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TELEGRAM_WEBHOOK_URL: 'https://example.com/hook' })).toThrow(/needs TELEGRAM_BOT_TOKEN/);
    expect(() => loadConfig({ ...base, TELEGRAM_API_ROOT: 'ftp://x' })).toThrow(/TELEGRAM_API_ROOT/);
    expect(() => loadConfig({ ...base, LOGIN_MAX_AGE_SECONDS: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAYSUPPORT_REFUND_WINDOW_HOURS: '-1' })).toThrow(/PAYSUPPORT_REFUND_WINDOW_HOURS/);
  });

  it('reads the OpenID Connect login client, both halves or neither, at an https issuer', () => {
    const bot = { ...base, TELEGRAM_BOT_TOKEN: '1:abc', TELEGRAM_BOT_USERNAME: 'my_bot' };
    expect(loadConfig(bot).login.oidc).toBeNull();
    expect(loadConfig({ ...bot, TELEGRAM_LOGIN_CLIENT_ID: '7000001', TELEGRAM_LOGIN_CLIENT_SECRET: 's3cret' }).login.oidc).toEqual({ clientId: '7000001', clientSecret: 's3cret', issuer: 'https://oauth.telegram.org' });
    expect(loadConfig({ ...bot, TELEGRAM_LOGIN_CLIENT_ID: '1', TELEGRAM_LOGIN_CLIENT_SECRET: 's', TELEGRAM_LOGIN_ISSUER: 'http://127.0.0.1:9999/' }).login.oidc?.issuer).toBe('http://127.0.0.1:9999');
    expect(() => loadConfig({ ...bot, TELEGRAM_LOGIN_CLIENT_ID: '7000001' })).toThrow(/go together/);
    expect(() => loadConfig({ ...bot, TELEGRAM_LOGIN_CLIENT_SECRET: 's3cret' })).toThrow(/go together/);
    expect(() => loadConfig({ ...base, TELEGRAM_LOGIN_CLIENT_ID: '1', TELEGRAM_LOGIN_CLIENT_SECRET: 's' })).toThrow(/needs TELEGRAM_BOT_TOKEN/);
    expect(() => loadConfig({ ...bot, TELEGRAM_LOGIN_CLIENT_ID: '1', TELEGRAM_LOGIN_CLIENT_SECRET: 's', TELEGRAM_LOGIN_ISSUER: 'http://oauth.telegram.org' })).toThrow(/TELEGRAM_LOGIN_ISSUER must be an https URL/);
    expect(() => loadConfig({ ...bot, TELEGRAM_LOGIN_CLIENT_ID: 'abc', TELEGRAM_LOGIN_CLIENT_SECRET: 's' })).toThrow(/TELEGRAM_LOGIN_CLIENT_ID/);
  });

  it('reads the operators’ Telegram ids for the console, and refuses anything but a list of ids', () => {
    expect(loadConfig(base).operatorTelegramIds).toEqual([]);
    expect(loadConfig({ ...base, OPERATOR_TELEGRAM_IDS: ' 123456789, -42 ,7' }).operatorTelegramIds).toEqual([123456789, -42, 7]);
    for (const bad of ['12,', '@olga', '1;2', '12 34']) {
      expect(() => loadConfig({ ...base, OPERATOR_TELEGRAM_IDS: bad })).toThrow(/OPERATOR_TELEGRAM_IDS/);
    }
  });
});
