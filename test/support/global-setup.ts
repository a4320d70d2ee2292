// Says which suites run here and which are skipped and why; under CI=true a skip is a failure.
// Builds the city index cache once, before the test processes start, and tells them where it is.
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { loadCityIndex } from '../../src/astro/places/load.js';
import { TZDB_VERSION } from '../../src/astro/time/zone-table.js';
import { missingReferenceTools } from '../astro/tz-reference.js';
import { conformanceInstalled } from './conformance-runner.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The city index file every test process opens (test/support/app.ts sharedGazetteer). */
    cityIndexPath: string;
  }
}

/** The browser suite drives Debian's chromium (.ci/run installs it). */
const CHROMIUM = '/usr/bin/chromium';

export default function setup(project: TestProject) {
  const started = performance.now();
  const cityIndex = loadCityIndex();
  if (cityIndex.built) {
    console.log(`\nCity index built in ${((performance.now() - started) / 1000).toFixed(1)} s${cityIndex.saved ? `, cached at ${cityIndex.path}` : ' (could not be cached: each test process builds its own)'}`);
  }
  if (cityIndex.saved) project.provide('cityIndexPath', cityIndex.path);
  const chromium = existsSync(CHROMIUM);
  // The committed tzdb source compiled by zic and read by python3 and zdump (test/astro/time-zones.test.ts).
  const tzTools = missingReferenceTools();
  const conformance = conformanceInstalled();
  const suites = [
    { name: 'unit and API on SQLite', ran: true, why: 'always' },
    { name: 'API and jobs on PostgreSQL', ran: Boolean(process.env.TEST_DATABASE_URL), why: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is set' : 'TEST_DATABASE_URL is not set' },
    { name: 'rate limits on Redis', ran: Boolean(process.env.TEST_REDIS_URL), why: process.env.TEST_REDIS_URL ? 'TEST_REDIS_URL is set' : 'TEST_REDIS_URL is not set' },
    {
      name: `time-zone table against tzdb ${TZDB_VERSION} with backzone`,
      ran: tzTools.length === 0,
      why: tzTools.length === 0 ? 'python3, zic and zdump found' : `${tzTools.join(', ')} missing`,
    },
    {
      name: 'MCP conformance suite (server scenarios)',
      ran: conformance,
      why: conformance ? '.ci/conformance is installed' : '.ci/conformance is not installed (npm ci --prefix .ci/conformance)',
    },
    { name: 'browser journey in chromium', ran: chromium, why: chromium ? `${CHROMIUM} found` : `${CHROMIUM} is missing (apt-get install chromium)` },
  ];
  console.log('\nTest suites:');
  for (const s of suites) console.log(`  ${s.ran ? 'RUN ' : 'SKIP'} ${s.name} (${s.why})`);
  const skipped = suites.filter((s) => !s.ran);
  if (process.env.CI === 'true' && skipped.length > 0) {
    throw new Error(`CI=true and suites were skipped: ${skipped.map((s) => s.name).join(', ')}`);
  }
}
