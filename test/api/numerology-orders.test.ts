// The name in use (meta.currentName) on a numerology order: accepted and read beside the birth name,
// refused with the failing field where it cannot be counted, repeats the name, or goes unread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/reading/report/types.js';
import { createTestApp, orderBody, type TestApp } from '../support/app.js';
import { testDatabases } from '../support/databases.js';
import { paidOrder } from '../web/helpers.js';

const NUMEROLOGY = { product: 'numerology', addons: [], sum: 30, name: 'Jane Smith', meta: { day: '1', month: '5', year: '1990' } };

describe.each(testDatabases)('numerology orders with a name in use on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => t?.close());

  const create = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/orders/create', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(orderBody(overrides)) });
  const refused = async (overrides: Record<string, unknown>, status: number) => {
    const res = await create(overrides);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    const json = res.json();
    expect(json.code).toBe('validation_failed');
    return (json.fields as { field: string; message: string }[]);
  };

  it('stores the name in use, cleaned, and the profile reads it beside the birth name', async () => {
    const { orderId } = await paidOrder(t, { ...NUMEROLOGY, meta: { ...NUMEROLOGY.meta, currentName: '  Jane   Brown ' } });
    const db = t.app.services.store.db;
    expect(JSON.parse((await db.selectFrom('orders').select('meta').where('id', '=', orderId).executeTakeFirstOrThrow()).meta)).toEqual({ ...NUMEROLOGY.meta, currentName: 'Jane Brown', language: 'en' });
    await t.app.services.worker.drain();
    const reading = await db.selectFrom('readings').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const report = JSON.parse(reading.report) as Report;
    expect(report.facts).toContainEqual(['Name in use', 'Jane Brown']);
    expect(reading.markdown).toContain('Jane Brown adds up to 3, where your birth name gives 9');
    expect(reading.wheel_png).toBeNull();
  });

  it('writes a Russian order\'s profile and natal reading in Russian, the birth place named in Russian; each says which', async () => {
    const profile = await paidOrder(t, { ...NUMEROLOGY, name: 'Мария Ивановна Петрова', language: 'ru' });
    const natal = await paidOrder(t, { name: 'Мария Петрова', language: 'ru', meta: { day: '29', month: '8', year: '1984', time: '09:15', city: 'Moscow' } });
    await t.app.services.worker.drain();
    const db = t.app.services.store.db;
    const readingOf = (orderId: string) => db.selectFrom('readings').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const russian = await readingOf(profile.orderId);
    expect((JSON.parse(russian.report) as Report).language).toBe('ru');
    expect(russian.markdown).toContain('# Нумерологический профиль: Мария Ивановна Петрова');
    expect(russian.html).toContain('lang="ru"');
    expect(russian.markdown.replace(/[\s\S]*?## /, '')).not.toMatch(/[A-Za-z]/);
    const natalReading = await readingOf(natal.orderId);
    expect((JSON.parse(natalReading.report) as Report).language).toBe('ru');
    expect(natalReading.markdown).toContain('# Натальная карта: Мария Петрова');
    expect(natalReading.html).toContain('lang="ru"');
    // Its birth place is named in Russian too, though the order wrote it in English.
    expect(natalReading.markdown).toContain('Москва, Россия');
    expect(natalReading.markdown.replace(/UTC/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('takes the name in use with the numerology add-on too', async () => {
    const res = await create({ addons: ['numerology'], sum: 59, meta: { day: '10', month: '12', year: '1985', city: 'London', currentName: 'Ada King' } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a name in use that cannot be counted, repeats the birth name, is blank or goes unread, naming meta.currentName', async () => {
    for (const currentName of ['😀🎉', ' jane  SMITH ', '   ']) {
      const fields = await refused({ ...NUMEROLOGY, meta: { ...NUMEROLOGY.meta, currentName } }, 400);
      expect(fields.map((f) => f.field), currentName).toEqual(['meta.currentName']);
    }
    const unread = await refused({ meta: { day: '10', month: '12', year: '1985', city: 'London', currentName: 'Ada King' } }, 400);
    expect(unread).toEqual([{ field: 'meta.currentName', message: expect.stringContaining('read only by numerology') }]);
    // The schema: too long, or with a line break.
    for (const currentName of ['x'.repeat(101), 'Jane\nBrown']) {
      const fields = await refused({ ...NUMEROLOGY, meta: { ...NUMEROLOGY.meta, currentName } }, 400);
      expect(fields.map((f) => f.field)).toContain('meta.currentName');
    }
  });
});
