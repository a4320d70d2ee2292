// Issue 26: the MCP tool list comes from the tool registry everywhere code names it; README, which no
// code can derive, is held to it here, so a tool added or renamed without its line fails the suite.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../../src/mcp/tools.js';

describe('README names the MCP tools the server has', () => {
  it('lists exactly the registry\'s tools on the /api/mcp line', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const line = readme.split('\n').find((l) => l.startsWith('| POST | `/api/mcp` |'))!;
    expect(line).toBeDefined();
    const listed = /Tools (.*?);/.exec(line)![1].match(/`([a-z_]+)`/g)!.map((m) => m.slice(1, -1));
    expect([...listed].sort()).toEqual([...TOOL_NAMES].sort());
  });
});
