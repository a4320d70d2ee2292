// Sends a request at a fixed rate (open loop: each one leaves on its schedule, whether or not the
// ones before it have been answered, so a slow server cannot slow the prober down and hide its own
// slowness) until it gets SIGTERM; then waits for the answers still due and prints the latencies
// (milliseconds, from the request's scheduled time) and the status codes as JSON on stdout.
// Usage: paced-prober.mjs <url> <requests per second> [<JSON file: an array of bodies to POST in turn>]
// It runs in a process of its own so that neither the service nor the load generator delays it.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const [url, rate, bodiesFile] = process.argv.slice(2);
const bodies = bodiesFile ? JSON.parse(readFileSync(bodiesFile, 'utf8')) : null;
const agent = new Agent({ keepAlive: true });
const latencies = [];
const statuses = {};
const pending = new Set();
const intervalMs = 1000 / Number(rate);
const started = performance.now();
let sent = 0;

function send(scheduledAt) {
  const body = bodies ? bodies[sent % bodies.length] : null;
  sent++;
  const done = new Promise((resolve) => {
    const req = request(url, { agent, method: body ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/json' } : {} }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - scheduledAt);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        resolve();
      });
    });
    req.on('error', (error) => {
      statuses[error.code ?? 'error'] = (statuses[error.code ?? 'error'] ?? 0) + 1;
      resolve();
    });
    req.end(body ?? undefined);
  });
  pending.add(done);
  done.then(() => pending.delete(done));
}

// Request k leaves at start + k × interval; a late timer sends every request already due at once,
// so lateness never lowers the rate, and each latency counts from the request's own time.
let timer;
function tick() {
  const now = performance.now();
  while (started + sent * intervalMs <= now) send(started + sent * intervalMs);
  timer = setTimeout(tick, started + sent * intervalMs - performance.now());
}
tick();

process.on('SIGTERM', async () => {
  clearTimeout(timer);
  await Promise.all(pending);
  agent.destroy();
  process.stdout.write(JSON.stringify({ latencies, statuses }));
});
