// RFC 8707 resource indicators: the resources our tokens are good for. One token serves the MCP
// endpoint and the REST API alike (the same scopes, the same bearer check), so every name of this
// server is accepted and a token records the one it was asked for; any other resource is refused.

/** The names a client may give for us: the MCP endpoint, the API, the origin (with or without its slash). */
export function ourResources(baseUrl: string): string[] {
  return [`${baseUrl}/api/mcp`, `${baseUrl}/api`, baseUrl, `${baseUrl}/`];
}

/** The resource a grant is bound to when the client names none. */
export const defaultResource = (baseUrl: string) => baseUrl;
