// Which redirect URIs a client may register (RFC 9700 and RFC 8252), by an allow rule: https
// anywhere, http only back to the person's own machine (a loopback host), or a native app's
// private-use scheme written as a reverse domain name (com.example.app:, RFC 8252 7.1). Any other
// scheme is refused: a browser hands schemes like ms-msdt:, search-ms:, ms-appinstaller: or
// view-source: to programs of the operating system, and javascript:, data: or file: run or read
// locally; a block list would always miss the next one. Never a fragment or credentials in the URI.

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Native MCP clients whose published callback scheme predates the reverse-domain rule; each is the
 * application's own name (cursor://anysphere.cursor-retrieval/oauth/callback), not an OS handler.
 */
const KNOWN_APP_SCHEMES = new Set(['cursor:', 'vscode:', 'vscode-insiders:', 'windsurf:']);

/** A reverse domain name: two or more dot-separated labels, each starting with a letter. */
const REVERSE_DNS_SCHEME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+:$/;

/** Why the URI cannot be a redirect URI; null when it can. */
export function redirectUriProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URI';
  }
  if (value.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return LOOPBACK_HOSTS.has(url.hostname) ? null : 'http is allowed only on a loopback host (127.0.0.1, [::1], localhost); use https';
  if (REVERSE_DNS_SCHEME.test(url.protocol) || KNOWN_APP_SCHEMES.has(url.protocol)) return null;
  return `has the scheme ${url.protocol}, which is not accepted: use https, http on a loopback host, or a native app's private-use scheme named as a reverse domain name (com.example.app:/callback, RFC 8252)`;
}

/** The host the person is sent back to, as the consent page names it. */
export function redirectHost(value: string): string {
  const url = new URL(value);
  return url.host || `${url.protocol}//`;
}
