// What every browser test needs: the service listening on a real port over a fresh SQLite file with
// its worker running, and Debian's Chromium (through playwright-core) in a throwaway profile.
// Screenshots go to test-artifacts/browser/.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import pino from 'pino';
import { buildApp } from '../../src/app.js';
import { systemClock } from '../../src/clock.js';
import { compose } from '../../src/compose.js';
import { loadConfig } from '../../src/config.js';
import { sqliteDatabase } from './databases.js';
import { freePort } from './net.js';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'browser');

export interface BrowserService {
  base: string;
  close(): Promise<void>;
}

/** The service on 127.0.0.1 with the given environment (over the test defaults), its worker started. */
export async function startBrowserService(env: Record<string, string> = {}): Promise<BrowserService> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const db = await sqliteDatabase.create();
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: base, DATABASE_URL: db.url, JOB_POLL_MS: '50', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(await compose({ config, store: db.store, clock: systemClock, logger: pino({ level: 'silent' }) }));
  app.services.worker.start();
  await app.listen({ host: '127.0.0.1', port });
  return {
    base,
    close: async () => {
      await app.close();
      await app.services.worker.stop();
      await app.services.renderer.close();
      await db.dispose();
    },
  };
}

export interface Browser {
  context: BrowserContext;
  /** Saves a full-page screenshot as test-artifacts/browser/<name>.png. */
  shot(page: Page, name: string): Promise<void>;
  /** Saves what the window shows (not the whole page) as test-artifacts/browser/<name>.png. */
  screen(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const profileDir = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    shot: async (page, name) => void (await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true })),
    screen: async (page, name) => void (await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) })),
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Fills a date of the order form, given as YYYY-MM-DD: the day and the year typed, the month chosen
 * (`field` is birthDate or partnerBirthDate).
 */
export async function fillDate(page: Page, field: 'birthDate' | 'partnerBirthDate', iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page.locator(`#${field}-day`).fill(String(Number(day)));
  await page.locator(`#${field}-month`).selectOption(String(Number(month)));
  await page.locator(`#${field}-year`).fill(year!);
}
