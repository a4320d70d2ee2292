// Folding for name matching: case, accents and punctuation do not matter ("Köln" = "koln",
// "Санкт-Петербург" = "санкт петербург"). Letters that do not decompose are spelled out.

const SPECIAL: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', ı: 'i', þ: 'th', ħ: 'h', ŧ: 't', ё: 'е', ʼ: '', '’': '', "'": '',
};
const SPECIAL_PATTERN = /[ßæœøđðłıþħŧёʼ’']/g;

const PLAIN_ASCII = /^[\x20-\x7e]*$/;

export function normalizeName(text: string): string {
  // Most names are plain ASCII; they only need case and punctuation folded.
  if (PLAIN_ASCII.test(text)) {
    return text.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
  }
  return text
    .toLowerCase()
    .replace(SPECIAL_PATTERN, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
