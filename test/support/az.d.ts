// Type declarations for az (Az.js, plain JS, no bundled types): the morphology module over the
// OpenCorpora dictionaries, as far as the Russian grammar tests use it.
declare module 'az' {
  interface AzTag {
    POS?: string;
    NMbr?: string;
    toString(): string;
    [grammeme: string]: unknown;
  }
  interface AzParse {
    tag: AzTag;
    score: number;
  }
  interface AzMorph {
    (word: string, config?: Record<string, unknown>): AzParse[];
    init(path: string, callback: (error?: unknown) => void): void;
  }
  const Az: { Morph: AzMorph };
  export default Az;
}
