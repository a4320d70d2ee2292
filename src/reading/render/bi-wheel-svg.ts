// The compatibility bi-wheel as a standalone SVG document, drawn as the natal wheel is (paths only).
import type { NatalChart } from '../../astro/types.js';
import { biWheelOf } from './bi-wheel.js';
import { drawingSvg, type WheelSvgOptions } from './wheel-svg.js';

export function renderBiWheelSvg(inner: NatalChart, outer: NatalChart, options: WheelSvgOptions = {}): string {
  return drawingSvg(biWheelOf(inner, outer), options, 'bi-wheel');
}
