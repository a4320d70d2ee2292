// Free chart previews (POST /api/chart, MCP preview_chart): each draws on the client's chart budget
// wherever it asks, and the computation takes its turn with the other CPU-heavy work.
import type { ComputeGate } from '../limits/compute-gate.js';
import type { ClientKey, RateLimiter } from '../limits/rate-limiter.js';
import type { ChartRequest, ChartResponse } from './chart-model.js';
import { chartResponse, type ChartService } from './chart-service.js';

export class ChartPreviews {
  constructor(
    private readonly charts: ChartService,
    private readonly limiter: RateLimiter,
    private readonly gate: ComputeGate,
  ) {}

  async preview(request: ChartRequest, client: ClientKey): Promise<ChartResponse> {
    await this.limiter.consume('chart', client);
    return this.gate.run(() => chartResponse(this.charts.fromRequest(request)));
  }
}
