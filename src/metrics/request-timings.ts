// http_request_duration_seconds, recorded cheaply. prom-client's Histogram hashes its label object
// on every observation (a labelled child does too), which cost the cheapest routes about a third of
// their throughput; here a request costs one string key, one map lookup and a bucket search, and the
// Prometheus text is produced only when scraped. It registers as a prom-client metric, so the
// registry serves it with the others.
import type { Registry } from 'prom-client';

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  counts: Float64Array;
  sum: number;
  count: number;
}

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName: string;
}

export class RequestTimings {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as never);
  }

  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels: { method, route, status_code: String(statusCode) }, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    series.counts[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  /** What prom-client's registry asks of a metric when it writes the exposition text. */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: MetricValue[] }> {
    const values: MetricValue[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += counts[i]!;
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.series.clear();
  }
}
