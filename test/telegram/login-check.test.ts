// Login Widget and Mini App data, signed here with a test bot token exactly as Telegram signs it.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkInitData, checkWidgetLogin, dataCheckString } from '../../src/telegram/login-check.js';
import { signWidget as signWidgetAs } from './helpers.js';

const BOT_TOKEN = '123456:TEST-bot-token-for-login-checks';
const NOW = Date.parse('2026-03-10T12:00:00Z');
const nowSeconds = NOW / 1000;
const options = { botToken: BOT_TOKEN, nowMs: NOW, maxAgeSeconds: 86_400 };

const signWidget = (fields: Record<string, string | number>, botToken = BOT_TOKEN) => signWidgetAs(fields, botToken);

function signInitData(fields: Record<string, string>, botToken = BOT_TOKEN): string {
  const check = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('\n');
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', key).update(check).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

const widgetFields = { id: 424242, first_name: 'Ada', username: 'ada_lovelace', photo_url: 'https://t.me/i/userpic/320/ada.jpg', auth_date: nowSeconds - 30 };

describe('Login Widget check', () => {
  it('builds the data-check-string from sorted fields without hash', () => {
    expect(dataCheckString({ username: 'u', hash: 'x', auth_date: '1', id: '7' })).toBe('auth_date=1\nid=7\nusername=u');
  });

  it('accepts data signed with our bot token and returns the profile', () => {
    const result = checkWidgetLogin(signWidget(widgetFields), options);
    expect(result).toMatchObject({ ok: true, authDate: nowSeconds - 30, profile: { id: 424242, username: 'ada_lovelace', first_name: 'Ada', photo_url: widgetFields.photo_url } });
  });

  it('accepts values given as strings (a redirect query) as well as numbers (the JS callback)', () => {
    const signed = signWidget(widgetFields);
    const asStrings = Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)]));
    expect(checkWidgetLogin(asStrings, options).ok).toBe(true);
  });

  it('refuses tampered data', () => {
    const signed = signWidget(widgetFields);
    expect(checkWidgetLogin({ ...signed, username: 'someone_else' }, options)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(checkWidgetLogin({ ...signed, id: 1 }, options)).toEqual({ ok: false, reason: 'bad_hash' });
  });

  it('refuses data signed with another bot token', () => {
    expect(checkWidgetLogin(signWidget(widgetFields, '999:other'), options)).toEqual({ ok: false, reason: 'bad_hash' });
  });

  it('refuses data signed the Mini App way (keys differ)', () => {
    const params = new URLSearchParams(signInitData({ auth_date: String(nowSeconds), user: '{"id":1}' }));
    expect(checkWidgetLogin({ auth_date: params.get('auth_date')!, id: 1, hash: params.get('hash')! }, options)).toEqual({ ok: false, reason: 'bad_hash' });
  });

  it('refuses stale auth_date and accepts it just inside the window', () => {
    expect(checkWidgetLogin(signWidget({ ...widgetFields, auth_date: nowSeconds - 86_401 }), options)).toEqual({ ok: false, reason: 'stale' });
    expect(checkWidgetLogin(signWidget({ ...widgetFields, auth_date: nowSeconds - 86_399 }), options).ok).toBe(true);
    expect(checkWidgetLogin(signWidget({ ...widgetFields, auth_date: nowSeconds - 600 }), { ...options, maxAgeSeconds: 300 })).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses auth_date far in the future', () => {
    expect(checkWidgetLogin(signWidget({ ...widgetFields, auth_date: nowSeconds + 3600 }), options)).toEqual({ ok: false, reason: 'from_future' });
  });

  it('refuses incomplete data and malformed hashes', () => {
    const { hash: _hash, ...unsigned } = signWidget(widgetFields);
    expect(checkWidgetLogin(unsigned, options)).toEqual({ ok: false, reason: 'missing_fields' });
    expect(checkWidgetLogin({ ...widgetFields, hash: 'zz' }, options)).toEqual({ ok: false, reason: 'bad_hash' });
    expect(checkWidgetLogin({ ...signWidget(widgetFields), extra: { nested: true } }, options)).toEqual({ ok: false, reason: 'missing_fields' });
  });
});

describe('Mini App initData check', () => {
  const user = JSON.stringify({ id: 777, first_name: 'Grace', username: 'grace_hopper' });
  const fields = { query_id: 'AAH', user, auth_date: String(nowSeconds - 10) };

  it('accepts initData signed with the WebAppData key', () => {
    expect(checkInitData(signInitData(fields), options)).toMatchObject({ ok: true, profile: { id: 777, username: 'grace_hopper', first_name: 'Grace' } });
  });

  it('refuses tampered initData', () => {
    const params = new URLSearchParams(signInitData(fields));
    params.set('user', JSON.stringify({ id: 1, username: 'mallory' }));
    expect(checkInitData(params.toString(), options)).toEqual({ ok: false, reason: 'bad_hash' });
  });

  it('refuses initData signed the widget way', () => {
    const signed = signWidget(fields);
    expect(checkInitData(new URLSearchParams(signed as Record<string, string>).toString(), options)).toEqual({ ok: false, reason: 'bad_hash' });
  });

  it('refuses stale initData', () => {
    expect(checkInitData(signInitData({ ...fields, auth_date: String(nowSeconds - 90_000) }), options)).toEqual({ ok: false, reason: 'stale' });
  });
});
