// Origin validation and CORS for /api/mcp. The Streamable HTTP transport says a server MUST refuse an
// invalid Origin (a page of another site driving a local or signed-in client: DNS rebinding);
// requests without one come from programs, not browsers, and are served. Browser MCP clients on an
// allowed origin get CORS: they send the bearer in a header (no cookies), and must read the
// challenge and the session header.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const MCP_CORS_ALLOW_HEADERS = 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';
const MCP_CORS_EXPOSE_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate';
export const MCP_METHODS = 'POST, GET, DELETE, OPTIONS';

interface OriginGate {
  /** Sets the CORS headers for an allowed Origin; false (headers untouched) for one we refuse. */
  admit(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** Our own origin (PUBLIC_BASE_URL's) and those MCP_ALLOWED_ORIGINS lists. */
export function originGate(publicBaseUrl: string, allowedOrigins: readonly string[]): OriginGate {
  const allowed = new Set([new URL(publicBaseUrl).origin, ...allowedOrigins]);
  return {
    admit(request, reply) {
      const origin = request.headers.origin;
      reply.header('vary', 'Origin');
      if (origin === undefined) return true;
      if (!allowed.has(origin)) return false;
      reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', MCP_CORS_EXPOSE_HEADERS);
      return true;
    },
  };
}
