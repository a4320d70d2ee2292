// The request histogram made without prom-client's Histogram must read exactly as one: cumulative
// buckets with `le`, +Inf equal to the count, _sum and _count, in the registry's exposition text.
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTimings } from '../../src/metrics/request-timings.js';

describe('RequestTimings', () => {
  it('writes the same exposition text as prom-client’s own Histogram fed the same observations', async () => {
    const bounds = [0.001, 0.01, 0.1, 1];
    const ours = new Registry();
    const theirs = new Registry();
    const timings = new RequestTimings('http_request_duration_seconds', 'Requests.', bounds, ours);
    const reference = new Histogram({ name: 'http_request_duration_seconds', help: 'Requests.', labelNames: ['method', 'route', 'status_code'], buckets: bounds, registers: [theirs] });
    const observations: [string, string, number, number][] = [
      ['GET', '/api/health', 200, 0.0004],
      ['GET', '/api/health', 200, 0.001], // on a bound: counted in it, as `le` says
      ['GET', '/api/health', 200, 0.05],
      ['POST', '/api/orders/create', 422, 0.002],
      ['GET', '(unmatched)', 404, 7],
    ];
    for (const [method, route, status, seconds] of observations) {
      timings.record(method, route, status, seconds);
      reference.observe({ method, route, status_code: String(status) }, seconds);
    }
    const lines = async (registry: Registry) => (await registry.metrics()).split('\n').filter(Boolean).sort();
    expect(await lines(ours)).toEqual(await lines(theirs));
    expect(await ours.metrics()).toContain('http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/health",status_code="200"} 2');
  });
});
