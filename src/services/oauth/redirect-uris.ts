// Which redirect URIs a client may register (RFC 9700 and RFC 8252): https anywhere, http only back
// to the person's own machine (a loopback host), or a private-use scheme of a native app. Never a
// fragment, credentials in the URI, or a scheme a browser would run or read locally.

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const REFUSED_SCHEMES = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'about:', 'ftp:', 'ws:', 'wss:', 'mailto:', 'tel:']);

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
  if (REFUSED_SCHEMES.has(url.protocol)) return `the scheme ${url.protocol} cannot be a redirect URI`;
  return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) ? null : 'has an invalid scheme';
}

/** The host the person is sent back to, as the consent page names it. */
export function redirectHost(value: string): string {
  const url = new URL(value);
  return url.host || `${url.protocol}//`;
}
