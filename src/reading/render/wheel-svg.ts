// The chart wheel as a standalone SVG document: every glyph and digit is a path, so it renders
// the same in a browser, in resvg (no fonts loaded) and in a PDF.
import type { NatalChart } from '../../astro/types.js';
import { escapeXml } from './escape.js';
import { drawWheel, type Primitive, type WheelDrawing } from './wheel.js';

export interface WheelSvgOptions {
  /** Accessible title of the picture. */
  title?: string;
  /** Rendered width and height in px (the drawing itself is always 600 units). */
  size?: number;
}

export function renderWheelSvg(chart: NatalChart, options: WheelSvgOptions = {}): string {
  return drawingSvg(drawWheel(chart), options);
}

/** A wheel drawing as an SVG document; `kind` is added to its class ("bi-wheel"). */
export function drawingSvg(drawing: WheelDrawing, options: WheelSvgOptions = {}, kind?: string): string {
  const size = options.size ?? drawing.size;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${drawing.size} ${drawing.size}" role="img" class="chart-wheel${kind ? ` ${kind}` : ''}${drawing.hasHouses ? '' : ' no-houses'}">`,
  ];
  if (options.title) out.push(`<title>${escapeXml(options.title)}</title>`);
  out.push(`<rect width="${drawing.size}" height="${drawing.size}" fill="#ffffff"/>`);
  out.push('<g fill="none" stroke-linecap="round" stroke-linejoin="round">');
  for (const primitive of drawing.primitives) out.push(primitiveSvg(primitive));
  out.push('</g></svg>');
  return out.join('');
}

function role(p: { role?: string; data?: string }): string {
  return `${p.role ? ` class="${escapeXml(p.role)}"` : ''}${p.data ? ` data-of="${escapeXml(p.data)}"` : ''}`;
}

function paint(stroke?: string, fill?: string, width?: number): string {
  return `${stroke ? ` stroke="${stroke}"` : ''}${fill ? ` fill="${fill}"` : ''}${width !== undefined ? ` stroke-width="${width}"` : ''}`;
}

function primitiveSvg(p: Primitive): string {
  switch (p.kind) {
    case 'circle':
      return `<circle cx="${p.cx}" cy="${p.cy}" r="${p.r}"${paint(p.stroke, p.fill, p.width)}/>`;
    case 'line':
      return `<line${role(p)} x1="${p.x1}" y1="${p.y1}" x2="${p.x2}" y2="${p.y2}"${paint(p.stroke, undefined, p.width)}${p.dash ? ` stroke-dasharray="${p.dash.join(' ')}"` : ''}${p.opacity !== undefined ? ` stroke-opacity="${p.opacity}"` : ''}/>`;
    case 'path':
      return `<path${role(p)} d="${p.d}"${paint(p.stroke, p.fill, p.width)}${p.opacity !== undefined ? ` opacity="${p.opacity}"` : ''}/>`;
    case 'glyph': {
      const half = p.size / 2;
      return `<g class="${p.point ? 'point' : 'planet'}" data-body="${p.body}"${p.owner ? ` data-owner="${p.owner}"` : ''} data-x="${p.x}" data-y="${p.y}" data-size="${p.size}" data-longitude="${Math.round(p.trueLongitude * 1000) / 1000}"><rect x="${Math.round((p.x - half) * 100) / 100}" y="${Math.round((p.y - half) * 100) / 100}" width="${p.size}" height="${p.size}" fill="none" stroke="none"/><path d="${p.d}"${paint(p.stroke, undefined, p.width)}/></g>`;
    }
  }
}
