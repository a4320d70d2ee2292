// The icons clients show for this server and its tools (MCP 2025-11-25 `icons`): our favicon, served
// by us under /assets/ as SVG and as a 192 px PNG, and the SVG once more as a data URI for a client
// that fetches nothing (the spec lets a client refuse remote icons). Every tool shows the same mark.
import { readFileSync } from 'node:fs';
import type { Icon } from '@modelcontextprotocol/sdk/types.js';

/** Paths under the public base URL; stable, because clients may cache them. */
export const ICON_SVG_PATH = '/assets/favicon.svg';
export const ICON_PNG_PATH = '/assets/icon-192.png';

let svgDataUri: string | null = null;
/** The asset file is the one the site serves: read once, beside the build as in the source tree. */
function dataUri(): string {
  svgDataUri ??= `data:image/svg+xml;base64,${readFileSync(new URL('../web/assets/favicon.svg', import.meta.url)).toString('base64')}`;
  return svgDataUri;
}

export function serviceIcons(base: string): Icon[] {
  return [
    { src: `${base}${ICON_SVG_PATH}`, mimeType: 'image/svg+xml', sizes: ['any'] },
    { src: `${base}${ICON_PNG_PATH}`, mimeType: 'image/png', sizes: ['192x192'] },
    { src: dataUri(), mimeType: 'image/svg+xml', sizes: ['any'] },
  ];
}
