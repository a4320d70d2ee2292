// The Node flags the service runs with, as `npm start` gives them (package.json is their one source;
// the Dockerfile and compose.yaml repeat them, and test/deploy/packaging.test.ts keeps them equal), so
// that a bench starting dist/main.js itself measures the service as it runs.
import { readFileSync } from 'node:fs';

export function serviceNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const match = /^node((?: --[\w-]+(?:=\S+)?)*) scripts\/start\.mjs$/.exec(scripts.start!);
  if (!match) throw new Error(`package.json's start script is not "node [flags] scripts/start.mjs": ${scripts.start}`);
  return match[1]!.trim().split(' ').filter(Boolean);
}
