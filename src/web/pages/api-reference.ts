// A readable reference of the public API, generated from the same OpenAPI document agents read. The
// reference itself is English, as the API is; the page around it (navigation, switcher, footer)
// follows the visitor's language, and the reference says it is in English (lang="en").
import { ERROR_CODES } from '../../services/error-codes.js';
import { html, type SafeHtml } from '../html.js';
import { page } from '../layout.js';
import type { Site } from '../site.js';

interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

export function apiReferencePage(site: Site, doc: OpenApiDoc): string {
  const operations: SafeHtml[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = op.requestBody ? Object.entries(op.requestBody.content)[0] : null;
      operations.push(html`<section class="card endpoint" id="${method}-${path.replace(/[^a-z0-9]+/gi, '-')}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${path}</code></h3>
${op.summary ? html`<p><strong>${op.summary}</strong></p>` : ''}
${op.description ? html`<p>${op.description}</p>` : ''}
${op.parameters?.length ? html`<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Description</th></tr></thead><tbody>${op.parameters.map((p) => html`<tr><td><code>${p.name}</code>${p.required ? ' (required)' : ''}</td><td>${p.in}</td><td>${p.description ?? ''}</td></tr>`)}</tbody></table>` : ''}
${body ? html`<h4>Request body <code>${body[0]}</code></h4><details><summary>Schema</summary><pre>${JSON.stringify(body[1].schema, null, 2)}</pre></details>` : ''}
<h4>Responses</h4>
<table><tbody>${Object.entries(op.responses).map(([status, r]) => html`<tr><td><code>${status}</code></td><td>${r.description ?? ''}</td></tr>`)}</tbody></table>
</section>`);
    }
  }
  return page({
    site,
    title: site.t('docs.title'),
    section: 'docs',
    body: html`<div lang="en">
<h1>${doc.info.title} <small class="muted">${doc.info.version}</small></h1>
${doc.info.description ? html`<p>${doc.info.description}</p>` : ''}
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.0.3) · API catalog: <a href="/.well-known/api-catalog">/.well-known/api-catalog</a>.</p>
<h2>Endpoints</h2>
${operations}
<h2 id="errors">Errors</h2>
<p>Every error is <code>application/problem+json</code> with <code>ok: false</code>, a stable <code>code</code>, a human <code>detail</code> and, for validation errors, <code>fields</code> naming each failing input.</p>
<table><thead><tr><th scope="col">Code</th><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>
${Object.entries(ERROR_CODES).map(([code, e]) => html`<tr id="error-${code}"><td><code>${code}</code></td><td>${e.status}</td><td>${e.meaning}</td></tr>`)}
</tbody></table>
</div>`,
  });
}
