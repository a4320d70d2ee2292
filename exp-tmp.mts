import Fastify from 'fastify';
import { connect } from 'node:net';
const app = Fastify({ requestTimeout: 1000, http: { headersTimeout: 500, connectionsCheckingInterval: 100 } as any });
app.post('/x', async (req) => ({ n: JSON.stringify(req.body).length }));
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as any).port;
function probe(name: string, start: string, drip: string) {
  return new Promise<void>((resolve) => {
    const t0 = Date.now();
    const s = connect(port, '127.0.0.1', () => s.write(start));
    let got = '';
    s.on('data', (d) => (got += d));
    const iv = setInterval(() => s.writable && s.write(drip), 100);
    s.on('close', () => { clearInterval(iv); console.log(name, Date.now() - t0, 'ms', JSON.stringify(got.slice(0, 200))); resolve(); });
    s.on('error', () => {});
    setTimeout(() => { if (!s.destroyed) { console.log(name, 'STILL OPEN after 5s'); s.destroy(); } }, 5000);
  });
}
await Promise.all([
  probe('idle', '', ''),
  probe('headers', 'POST /x HTTP/1.1\r\nHost: a\r\n', 'X-a: b\r\n'),
  probe('body', 'POST /x HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"a":"', 'a'),
]);
await app.close();
