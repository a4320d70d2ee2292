// The image's HEALTHCHECK: exits 0 when the service in this container answers /api/health with 200,
// 1 otherwise. Node rather than curl, which the slim image does not have.
const host = ['', '0.0.0.0', '::'].includes(process.env.HOST ?? '') ? '127.0.0.1' : process.env.HOST;
const url = `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}/api/health`;
const response = await fetch(url, { signal: AbortSignal.timeout(4000) }).catch(() => null);
process.exitCode = response?.ok ? 0 : 1;
