// Type declarations for the parts of astronomia (plain JS, no bundled types) that the ephemeris reads.

declare module 'astronomia/data/vsop87Bearth' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Bmercury' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Bvenus' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Bmars' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Bjupiter' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Bsaturn' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Buranus' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/vsop87Bneptune' { const d: import('./vsop87.js').Vsop87Data; export default d }
declare module 'astronomia/data/elpMppDe' { const d: import('./moon-elp.js').ElpData; export default d }
declare module 'astronomia/data/elpMppDeFull' { const d: import('./moon-elp.js').ElpData; export default d }
declare module 'astronomia/pluto' {
  export function heliocentric(jde: number): { lon: number; lat: number; range: number };
}
declare module 'astronomia/deltat' {
  export function deltaT(decimalYear: number): number;
}
declare module 'astronomia/eclipse' {
  interface EclipseResult { type: number; jdeMax: number }
  const eclipse: {
    TYPE: { None: 0; Partial: 1; Annular: 2; AnnularTotal: 3; Penumbral: 4; Umbral: 5; Total: 6 };
    solar(decimalYear: number): EclipseResult;
    lunar(decimalYear: number): EclipseResult;
  };
  export default eclipse;
}
