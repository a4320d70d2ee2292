// Which font files the caller should read and pass to renderPdf. PT Serif (SIL Open Font License)
// covers Latin and Cyrillic and ships as TTF in the npm package @expo-google-fonts/pt-serif.
// Resolve each path with the package root, e.g.
//   const root = dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/pt-serif/package.json'));
//   const fonts = { regular: readFileSync(join(root, PDF_FONT_FILES.regular)), ... };
export const PDF_FONT_PACKAGE = '@expo-google-fonts/pt-serif';

export const PDF_FONT_FILES = {
  regular: '400Regular/PTSerif_400Regular.ttf',
  bold: '700Bold/PTSerif_700Bold.ttf',
  italic: '400Regular_Italic/PTSerif_400Regular_Italic.ttf',
  boldItalic: '700Bold_Italic/PTSerif_700Bold_Italic.ttf',
} as const;
