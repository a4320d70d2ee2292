// The Dockerfile read as Docker reads it: stages (FROM … AS name) and their instructions, with
// continuation lines joined and comments dropped. For the packaging tests and the image replay.

export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  from: string;
  name: string | null;
  instructions: Instruction[];
}

export function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const line of logical) {
    const [, keyword, args] = line.match(/^(\w+)\s+(.*)$/)!;
    if (keyword!.toUpperCase() === 'FROM') {
      const [, from, name] = args!.match(/^(\S+)(?:\s+AS\s+(\S+))?$/i)!;
      stages.push({ from: from!, name: name ?? null, instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword: keyword!.toUpperCase(), args: args! });
  }
  return stages;
}
