// Says which suites run here and which are skipped and why; under CI=true a skip is a failure.
import { existsSync } from 'node:fs';

/** The browser suite drives Debian's chromium (.ci/run installs it). */
const CHROMIUM = '/usr/bin/chromium';

export default function setup() {
  const chromium = existsSync(CHROMIUM);
  const suites = [
    { name: 'unit and API on SQLite', ran: true, why: 'always' },
    { name: 'API and jobs on PostgreSQL', ran: Boolean(process.env.TEST_DATABASE_URL), why: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is set' : 'TEST_DATABASE_URL is not set' },
    { name: 'rate limits on Redis', ran: Boolean(process.env.TEST_REDIS_URL), why: process.env.TEST_REDIS_URL ? 'TEST_REDIS_URL is set' : 'TEST_REDIS_URL is not set' },
    { name: 'browser journey in chromium', ran: chromium, why: chromium ? `${CHROMIUM} found` : `${CHROMIUM} is missing (apt-get install chromium)` },
  ];
  console.log('\nTest suites:');
  for (const s of suites) console.log(`  ${s.ran ? 'RUN ' : 'SKIP'} ${s.name} (${s.why})`);
  const skipped = suites.filter((s) => !s.ran);
  if (process.env.CI === 'true' && skipped.length > 0) {
    throw new Error(`CI=true and suites were skipped: ${skipped.map((s) => s.name).join(', ')}`);
  }
}
