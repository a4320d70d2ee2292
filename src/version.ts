// The service's version, from package.json (src/ and dist/ both sit right under the package root).
import { createRequire } from 'node:module';

export const SERVICE_VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
