// Asks GET <url> over `connections` keep-alive connections, one request after another on each, until
// it gets SIGTERM; then prints the latencies (milliseconds) as JSON on stdout. It runs in a process
// of its own so that the service's event loop carries none of the client's work.
import { Agent, request } from 'node:http';

const [url, connections = '4'] = process.argv.slice(2);
const agent = new Agent({ keepAlive: true, maxSockets: Number(connections) });
const latencies = [];
let running = true;

function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        latencies.push(performance.now() - started);
        resolve(res.statusCode);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function loop() {
  while (running) await once();
}

process.on('SIGTERM', () => {
  running = false;
});
await Promise.all(Array.from({ length: Number(connections) }, loop));
process.stdout.write(JSON.stringify(latencies));
