// Where .ci/run installs the official MCP conformance suite and the Node 22 it needs
// (`npm ci --prefix .ci/conformance`): read by the suite list and by the conformance test.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const RUNNER = join(process.cwd(), '.ci', 'conformance', 'node_modules');

export const CONFORMANCE = {
  node22: join(RUNNER, '.bin', 'node'),
  suite: join(RUNNER, '@modelcontextprotocol', 'conformance', 'dist', 'index.js'),
};

export const conformanceInstalled = (): boolean => existsSync(CONFORMANCE.node22) && existsSync(CONFORMANCE.suite);
