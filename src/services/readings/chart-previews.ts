// Free chart previews (POST /api/chart, MCP preview_chart): each draws on the client's chart budget
// wherever it asks, and the computation takes its turn with the other CPU-heavy work.
import type { ComputeGate } from '../limits/compute-gate.js';
import type { ClientKey, RateLimiter } from '../limits/rate-limiter.js';
import type { ChartRequest, ChartResponse } from './chart-model.js';
import { renderWheelSvg } from '../../reading/render/wheel-svg.js';
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

  /** The preview and its wheel drawn by the readings' own renderer (MCP preview_chart, for the chart app). */
  async previewWithWheel(request: ChartRequest, client: ClientKey): Promise<{ chart: ChartResponse; wheelSvg: string }> {
    await this.limiter.consume('chart', client);
    return this.gate.run(() => {
      const chart = this.charts.fromRequest(request);
      return { chart: chartResponse(chart), wheelSvg: renderWheelSvg(chart) };
    });
  }
}
