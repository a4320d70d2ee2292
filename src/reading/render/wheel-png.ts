// SVG to PNG through resvg. The wheel SVG draws everything as paths, so no fonts are loaded.
import { Resvg } from '@resvg/resvg-js';
import { encodeRgbaPng } from './png-encode.js';

export interface WheelPngOptions {
  /** Output width in px; the height follows the SVG's aspect ratio. Default 600 (legible, and fast: about 12 ms). */
  width?: number;
  background?: string;
}

export function renderWheelPng(svg: string, options: WheelPngOptions = {}): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: options.width ?? 600 },
    background: options.background === 'transparent' ? undefined : (options.background ?? '#ffffff'),
    font: { loadSystemFonts: false },
  });
  const image = resvg.render();
  // The background makes every pixel opaque, so resvg's premultiplied RGBA is plain RGBA here.
  return options.background === 'transparent' ? image.asPng() : encodeRgbaPng(image.pixels, image.width, image.height);
}
