// Astrological glyphs and the few letters and digits the wheel prints, drawn as stroked SVG paths
// so no renderer ever depends on a font having them. Zodiac and planet glyphs live in a box from
// -10 to 10 on both axes; characters are 10 units tall (-5..5) with their own advance widths.
import type { BodyId, ExtraBodyId, SignId } from '../../astro/types.js';

const circle = (cx: number, cy: number, r: number) => `M${cx - r},${cy} a${r},${r} 0 1,0 ${2 * r},0 a${r},${r} 0 1,0 ${-2 * r},0`;

export const SIGN_GLYPHS: Record<SignId, string> = {
  aries: 'M0,9 L0,-3 M0,-3 C0,-8 -2,-10 -5,-10 C-8,-10 -9,-7.5 -9,-5.5 C-9,-3.5 -8,-2 -6.5,-1 M0,-3 C0,-8 2,-10 5,-10 C8,-10 9,-7.5 9,-5.5 C9,-3.5 8,-2 6.5,-1',
  taurus: `${circle(0, 3.5, 5.5)} M-9,-9.5 C-8,-4.5 -4.5,-2 0,-2 C4.5,-2 8,-4.5 9,-9.5`,
  gemini: 'M-8,-9 Q0,-6 8,-9 M-8,9 Q0,6 8,9 M-3.5,-7.4 L-3.5,7.4 M3.5,-7.4 L3.5,7.4',
  cancer: `${circle(-5.5, -3.5, 3)} M-5.5,-6.5 C-1,-9.5 6,-9 9.5,-4.5 ${circle(5.5, 3.5, 3)} M5.5,6.5 C1,9.5 -6,9 -9.5,4.5`,
  leo: `${circle(-5.5, 4, 3)} M-2.5,4 C-2.5,-1 -5.5,-3 -5,-6.5 C-4.5,-9.5 -1,-10 1.5,-10 C5,-10 6.5,-7.5 6,-5 C5.5,-2 2.5,0 2.5,4 C2.5,7.5 4.5,9.5 7,8.5 C8,8 8.5,7.5 9,6.5`,
  virgo: 'M-9.5,-6 C-8.5,-7.5 -7,-7 -7,-5 L-7,8 M-7,-4 C-7,-8 -2,-8 -2,-4 L-2,8 M-2,-4 C-2,-8 3,-8 3,-4 L3,6 C3,9 5,10 6.5,8.5 M3,2 C5,-1.5 10,-1 9,3 C8.5,6 5,8 1,10',
  libra: 'M-9.5,8 L9.5,8 M-9.5,3 L-4.5,3 C-7,0 -6,-6.5 0,-6.5 C6,-6.5 7,0 4.5,3 L9.5,3',
  scorpio: 'M-9.5,-6 C-8.5,-7.5 -7,-7 -7,-5 L-7,8 M-7,-4 C-7,-8 -2,-8 -2,-4 L-2,8 M-2,-4 C-2,-8 3,-8 3,-4 L3,6 C3,8.5 5,9 7,7.5 L9.5,5 M6,4.5 L9.5,5 L9.5,8.5',
  sagittarius: 'M-8.5,8.5 L8.5,-8.5 M1,-8.5 L8.5,-8.5 L8.5,-1 M-6,-1.5 L1.5,6',
  capricorn: 'M-9.5,-7 C-7.5,-7.5 -6,-5.5 -6,-3 L-6,7 M-6,-3 C-5,-8.5 0.5,-8.5 0.5,-3 L0.5,4 C0.5,8 2.5,9.5 5,9.5 C8,9.5 9.5,7 9.5,4.5 C9.5,2 7.5,0.5 5.5,0.5 C2.5,0.5 1.5,4 0.5,6 C-0.5,8.5 -2.5,10 -4.5,10',
  aquarius: 'M-9.5,-1 L-6.3,-5 L-3.1,-1 L0,-5 L3.1,-1 L6.3,-5 L9.5,-1 M-9.5,7 L-6.3,3 L-3.1,7 L0,3 L3.1,7 L6.3,3 L9.5,7',
  pisces: 'M-7.5,-9.5 C-2,-5 -2,5 -7.5,9.5 M7.5,-9.5 C2,-5 2,5 7.5,9.5 M-4,0 L4,0',
};

export const BODY_GLYPHS: Record<BodyId, string> = {
  sun: `${circle(0, 0, 8.5)} ${circle(0, 0, 1.2)}`,
  moon: 'M3,-8.8 A9,9 0 1,0 3,8.8 A7,7 0 1,1 3,-8.8 Z',
  mercury: `${circle(0, -1.5, 4.2)} M-4.5,-9.5 C-3.5,-6.2 3.5,-6.2 4.5,-9.5 M0,2.7 L0,10 M-3.5,6.8 L3.5,6.8`,
  venus: `${circle(0, -3.5, 5.5)} M0,2 L0,10 M-4,6.3 L4,6.3`,
  mars: `${circle(-2.5, 2.5, 5.8)} M1.6,-1.6 L8.5,-8.5 M2.5,-8.5 L8.5,-8.5 L8.5,-2.5`,
  jupiter: 'M-7.5,-5.5 C-7.5,-9.5 -1,-9.5 -1,-5.5 C-1,-2 -5,1 -8.5,3.5 L8.5,3.5 M4.5,-9 L4.5,10',
  saturn: 'M-5,-10 L-5,6 M-8.5,-7 L-1.5,-7 M-5,0.5 C-4.5,-3.5 4.5,-4.5 4.5,0.5 C4.5,3.5 1.5,5 1.5,7.5 C1.5,9.5 3.5,10.5 5.5,8.5',
  uranus: `M-7,-9.5 L-7,3 M7,-9.5 L7,3 M-7,-3.3 L7,-3.3 M0,-9.5 L0,4.2 ${circle(0, 7, 2.8)}`,
  neptune: 'M-7.5,-8.5 C-7.5,0 7.5,0 7.5,-8.5 M0,-9.5 L0,10 M-4.5,6 L4.5,6 M-9,-6.5 L-7.5,-9 L-6,-6.5 M6,-6.5 L7.5,-9 L9,-6.5 M-1.5,-7 L0,-9.5 L1.5,-7',
  pluto: `M-6.5,-8 C-6.5,-0.5 6.5,-0.5 6.5,-8 ${circle(0, -6.8, 2.4)} M0,-2.3 L0,10 M-4,6 L4,6`,
  trueNode: `M-4,5.5 C-10,0.5 -8.5,-9.5 0,-9.5 C8.5,-9.5 10,0.5 4,5.5 ${circle(-5, 7.5, 2.2)} ${circle(5, 7.5, 2.2)}`,
  meanNode: `M-4,5.5 C-10,0.5 -8.5,-9.5 0,-9.5 C8.5,-9.5 10,0.5 4,5.5 ${circle(-5, 7.5, 2.2)} ${circle(5, 7.5, 2.2)}`,
};

/** Chiron (a key: K on a stem over a circle), Black Moon Lilith (a crescent over a cross), the Part of Fortune (a circled X). */
export const POINT_GLYPHS: Record<ExtraBodyId | 'partOfFortune', string> = {
  chiron: `${circle(-1.5, 6.2, 3.6)} M-1.5,2.6 L-1.5,-10 M-1.5,-4 L5.5,-10 M-1.5,-4 L5.5,2`,
  lilith: 'M1.6,-9.6 A5,5 0 1,0 1.6,0.2 A3.9,3.9 0 1,1 1.6,-9.6 Z M-1.7,0.6 L-1.7,10 M-5.2,5.6 L1.8,5.6',
  partOfFortune: `${circle(0, 0, 8)} M-5.66,-5.66 L5.66,5.66 M5.66,-5.66 L-5.66,5.66`,
};

/** Strokes of the characters the wheel prints, with their advance widths. */
const CHARACTERS: Record<string, { d: string; advance: number }> = {
  '0': { d: 'M0,-5 C-4,-5 -4,5 0,5 C4,5 4,-5 0,-5 Z', advance: 7 },
  '1': { d: 'M-2,-3 L0.6,-5 L0.6,5', advance: 5.2 },
  '2': { d: 'M-3,-3 C-3,-6 3,-6 3,-2.5 C3,0 -3,2 -3,5 L3.2,5', advance: 7 },
  '3': { d: 'M-3,-4 C-1.5,-5.8 3,-5.6 3,-2.8 C3,-0.8 1.2,0 -0.5,0 C1.8,0 3.3,1.1 3.3,2.6 C3.3,5.6 -1.2,6 -3.2,4', advance: 7 },
  '4': { d: 'M1.8,5 L1.8,-5 L-3.4,2 L3.6,2', advance: 7 },
  '5': { d: 'M3,-5 L-2.4,-5 L-2.9,-0.4 C-1,-1.6 3.2,-1.6 3.2,2 C3.2,5.6 -1.6,6 -3.2,4', advance: 7 },
  '6': { d: 'M2.6,-5 C-1,-5 -3,-2 -3,1.6 C-3,4 -1.6,5 0,5 C2,5 3,3.6 3,1.8 C3,0 1.8,-1.2 0,-1.2 C-1.6,-1.2 -3,0 -3,1.6', advance: 7 },
  '7': { d: 'M-3,-5 L3.2,-5 L-1,5', advance: 7 },
  '8': { d: 'M0,0 C-3.6,0 -3.6,-5 0,-5 C3.6,-5 3.6,0 0,0 C-4,0 -4,5 0,5 C4,5 4,0 0,0 Z', advance: 7 },
  '9': { d: 'M-2.6,5 C1,5 3,2 3,-1.6 C3,-4 1.6,-5 0,-5 C-2,-5 -3,-3.6 -3,-1.8 C-3,0 -1.8,1.2 0,1.2 C1.6,1.2 3,0 3,-1.6', advance: 7 },
  A: { d: 'M-3.6,5 L0,-5 L3.6,5 M-2.3,1.5 L2.3,1.5', advance: 7.6 },
  S: { d: 'M3,-3.6 C2,-5.6 -3,-5.6 -3,-2.6 C-3,0.4 3,-0.4 3,2.6 C3,5.6 -2,5.6 -3.2,3.6', advance: 7 },
  C: { d: 'M3.2,-3.4 C1.6,-5.6 -3.2,-5.6 -3.2,0 C-3.2,5.6 1.6,5.6 3.2,3.4', advance: 7.2 },
  M: { d: 'M-3.8,5 L-3.8,-5 L0,2.2 L3.8,-5 L3.8,5', advance: 8.6 },
  D: { d: 'M-3,-5 L-3,5 L-0.5,5 C4,5 4,-5 -0.5,-5 Z', advance: 7.2 },
  I: { d: 'M0,-5 L0,5', advance: 3.4 },
  R: { d: 'M-3,5 L-3,-5 L0.6,-5 C4,-5 4,0 0.6,0 L-3,0 M0.2,0 L3.2,5', advance: 7 },
  '°': { d: circle(0, -3.6, 1.4), advance: 4 },
  '′': { d: 'M0.8,-5.2 L-0.6,-2', advance: 2.6 },
  ' ': { d: '', advance: 3.5 },
};

/** Scale and move an absolute-coordinate path (M L C Q Z, relative a for circles, absolute A). */
export function transformPath(d: string, scale: number, dx: number, dy: number): string {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let command = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const r = (v: number) => Math.round(v * 100) / 100;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    switch (command) {
      case 'M': case 'L': out.push(`${command}${r(num() * scale + dx)},${r(num() * scale + dy)}`); break;
      case 'C': out.push(`C${[0, 1, 2].map(() => `${r(num() * scale + dx)},${r(num() * scale + dy)}`).join(' ')}`); break;
      case 'Q': out.push(`Q${[0, 1].map(() => `${r(num() * scale + dx)},${r(num() * scale + dy)}`).join(' ')}`); break;
      case 'a': out.push(`a${r(num() * scale)},${r(num() * scale)} ${num()} ${num()},${num()} ${r(num() * scale)},${r(num() * scale)}`); break;
      case 'A': out.push(`A${r(num() * scale)},${r(num() * scale)} ${num()} ${num()},${num()} ${r(num() * scale + dx)},${r(num() * scale + dy)}`); break;
      case 'Z': case 'z': out.push('Z'); command = ''; break;
      default: throw new Error(`transformPath: unsupported command "${command}"`);
    }
  }
  return out.join(' ');
}

/** Width in px of a string drawn at `size` px tall. */
function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += (CHARACTERS[ch] ?? CHARACTERS[' ']).advance;
  return (units * size) / 10;
}

/** One path drawing `text` centred on (x, y), `size` px tall. */
export function textPath(text: string, x: number, y: number, size: number): string {
  const scale = size / 10;
  let cursor = x - textWidth(text, size) / 2;
  const parts: string[] = [];
  for (const ch of text) {
    const glyph = CHARACTERS[ch] ?? CHARACTERS[' '];
    const half = (glyph.advance * scale) / 2;
    if (glyph.d) parts.push(transformPath(glyph.d, scale, cursor + half, y));
    cursor += glyph.advance * scale;
  }
  return parts.join(' ');
}
