// The signed-in person's readings as MCP resources: `reading://{readingId}` is the reading as
// Markdown, and beside it the wheel (SVG text, PNG blob) and the PDF (blob) when the reading has
// them. Listed and read only with readings:read and a person behind the credential, as the reading
// tools; another person's reading id reads as not found, the same answer as an id that never was.
import { McpError, type ReadResourceResult, type Resource, type ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import type { AgentPrincipal } from '../services/agents/agent-service.js';
import type { Services } from '../services/index.js';
import type { ToolName } from './tools.js';

/** A tool's name as a description gives it: checked against the tool list by the compiler. */
const named = (name: ToolName) => name;

export const READING_SCHEME = 'reading://';

/** The MCP spec's "Resource not found" error code. */
const RESOURCE_NOT_FOUND = -32002;

const PARTS = {
  '': { mimeType: 'text/markdown', title: 'the reading as Markdown' },
  '/wheel.svg': { mimeType: 'image/svg+xml', title: 'the chart wheel as SVG (readings with a chart)' },
  '/wheel.png': { mimeType: 'image/png', title: 'the chart wheel as PNG (readings with a chart)' },
  '/reading.pdf': { mimeType: 'application/pdf', title: 'the PDF edition (when it was bought)' },
} as const;
type Part = keyof typeof PARTS;

export const READING_TEMPLATES: ResourceTemplate[] = Object.entries(PARTS).map(([suffix, part]) => ({
  uriTemplate: `${READING_SCHEME}{readingId}${suffix}`,
  name: `reading${suffix.replace(/[/.]/g, '-')}`,
  title: `One of your person's readings: ${part.title}`,
  description: `A reading id from ${named('list_my_readings')} or resources/list. Needs a bearer credential with readings:read that speaks for a person (see auth.md).`,
  mimeType: part.mimeType,
}));

/** Whether a URI names a reading resource (and so needs readings:read). */
export const isReadingUri = (uri: string) => uri.startsWith(READING_SCHEME);

function parse(uri: string): { readingId: string; part: Part } | null {
  const match = /^reading:\/\/([A-Za-z0-9_-]{1,64})(\/wheel\.svg|\/wheel\.png|\/reading\.pdf)?$/.exec(uri);
  return match ? { readingId: match[1]!, part: (match[2] ?? '') as Part } : null;
}

const notFound = (uri: string) => new McpError(RESOURCE_NOT_FOUND, `Resource ${uri} not found`, { uri });

/** The person's readings, newest first, as resources; none for a caller that may not read them. */
export async function listReadingResources(services: Pick<Services, 'readingQueries'>, principal: AgentPrincipal | null, mayRead: boolean): Promise<Resource[]> {
  if (!mayRead || !principal?.user) return [];
  const readings = await services.readingQueries.readingsFor(principal.user.id);
  return readings.map((r) => ({
    uri: `${READING_SCHEME}${r.id}`,
    name: r.id,
    title: r.title,
    description: `${r.subtitle} (${r.kind}, ${new Date(r.createdAt).toISOString().slice(0, 10)})${r.hasWheel ? '; its wheel: /wheel.svg, /wheel.png' : ''}${r.hasPdf ? '; its PDF: /reading.pdf' : ''}`,
    mimeType: 'text/markdown',
    annotations: { audience: ['user', 'assistant'], lastModified: new Date(r.createdAt).toISOString() },
  }));
}

export async function readReadingResource(services: Pick<Services, 'readingQueries'>, principal: AgentPrincipal | null, uri: string): Promise<ReadResourceResult> {
  const parsed = parse(uri);
  if (!parsed || !principal?.user) throw notFound(uri);
  const { readingId, part } = parsed;
  const { mimeType } = PARTS[part];
  if (part === '') {
    const reading = await services.readingQueries.readingFor(principal.user.id, readingId);
    if (!reading) throw notFound(uri);
    return { contents: [{ uri, mimeType, text: reading.markdown }] };
  }
  const file = await services.readingQueries.readingFile(principal.user.id, readingId, part === '/wheel.svg' ? 'wheel_svg' : part === '/wheel.png' ? 'wheel_png' : 'pdf');
  if (file === null) throw notFound(uri);
  if (part === '/wheel.svg') return { contents: [{ uri, mimeType, text: file.toString() }] };
  return { contents: [{ uri, mimeType, blob: Buffer.from(file).toString('base64') }] };
}
