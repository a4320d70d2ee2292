// SVG to PNG through resvg. The wheel SVG draws everything as paths, so no fonts are loaded.
import { Resvg } from '@resvg/resvg-js';

export interface WheelPngOptions {
  /** Output width in px; the height follows the SVG's aspect ratio. Default 600 (legible, and fast: about 15 ms). */
  width?: number;
  background?: string;
}

export function renderWheelPng(svg: string, options: WheelPngOptions = {}): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: options.width ?? 600 },
    background: options.background ?? '#ffffff',
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}
