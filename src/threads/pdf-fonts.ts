// The PDF's typeface, read once from its npm package (the pure renderer takes the bytes).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PDF_FONT_FILES, PDF_FONT_PACKAGE } from '../reading/render/fonts.js';
import type { PdfFonts } from '../reading/render/pdf.js';

let cached: PdfFonts | null = null;

export function loadPdfFonts(): PdfFonts {
  if (cached) return cached;
  const root = dirname(createRequire(import.meta.url).resolve(`${PDF_FONT_PACKAGE}/package.json`));
  const read = (file: string) => readFileSync(join(root, file));
  cached = { regular: read(PDF_FONT_FILES.regular), bold: read(PDF_FONT_FILES.bold), italic: read(PDF_FONT_FILES.italic), boldItalic: read(PDF_FONT_FILES.boldItalic) };
  return cached;
}
