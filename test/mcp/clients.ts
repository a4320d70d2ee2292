// The official SDK client the MCP suites connect with: over Streamable HTTP, with a bearer credential
// when one is given, kept in the suite's list so that afterAll closes it.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export async function connectClient(url: URL, open: Client[], token?: string): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(url, token ? { requestInit: { headers: { authorization: `Bearer ${token}` } } } : {});
  await client.connect(transport);
  open.push(client);
  return client;
}
