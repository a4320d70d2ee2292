// `npm start` and `npm run worker`: build dist/ if a source changed since the last build, then run the
// compiled entry point in this same process (one node start, not two). Production images run
// `node dist/main.js` directly.
import { build } from './build.mjs';

await build({ ifStale: true });
await import(process.argv[2] === 'worker' ? '../dist/worker.js' : '../dist/main.js');
