/**
 * The API reference as one server-written HTML page, read from the OpenAPI document: no script at all
 * (the CSP allows none inline, and a renderer from a CDN is out) and a small stylesheet of its own.
 */
import type { oas31 } from 'zod-openapi';
import { escapeHtml } from '../client/index-page';

/** The few inline marks the summaries use: `code`. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const isRef = (value: unknown): value is oas31.ReferenceObject =>
  typeof value === 'object' && value !== null && '$ref' in value;

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function schemaBlock(schema: oas31.SchemaObject | oas31.ReferenceObject | undefined): string {
  if (!schema) return '';
  if (isRef(schema))
    return ` <a href="#schema-${escapeHtml(refName(schema.$ref))}">${escapeHtml(refName(schema.$ref))}</a>`;
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function parameters(list: oas31.OperationObject['parameters']): string {
  const rows = (list ?? []).filter((p): p is oas31.ParameterObject => !isRef(p));
  if (rows.length === 0) return '';
  const cells = rows.map((p) => {
    const schema = p.schema && !isRef(p.schema) ? p.schema : undefined;
    const type = schema ? JSON.stringify({ ...schema, description: undefined }) : '';
    return `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td><code>${escapeHtml(type)}</code></td></tr>`;
  });
  return `<table><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr>${cells.join('')}</table>`;
}

function requestBody(body: oas31.OperationObject['requestBody']): string {
  if (!body || isRef(body)) return '';
  const [type, media] = Object.entries(body.content)[0] ?? [];
  if (!type) return '';
  const note = body.description ? ` ${prose(body.description)}` : '';
  const schema = media?.schema && !(type !== 'application/json' || body.description) ? schemaBlock(media.schema) : '';
  return `<p><b>Body</b> (<code>${escapeHtml(type)}</code>):${note}</p>${schema}`;
}

function responses(all: oas31.ResponsesObject | undefined): string {
  const items = Object.entries(all ?? {}).map(([status, answer]) => {
    if (isRef(answer)) return '';
    const [type, media] = (Object.entries(answer.content ?? {})[0] ?? []) as [string?, oas31.MediaTypeObject?];
    const shape =
      media?.schema && isRef(media.schema) ? schemaBlock(media.schema) : type ? ` <code>${type}</code>` : '';
    return `<li><b>${escapeHtml(status)}</b> ${prose(answer.description)}${shape}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function operation(method: string, path: string, op: oas31.OperationObject): string {
  const session = (op.security ?? []).some((s) => 'bearer' in s);
  const optional = (op.security ?? []).some((s) => Object.keys(s).length === 0);
  const access = session ? (optional ? 'session optional' : 'session') : 'no session';
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(op.summary ?? '')} <small>(${access})</small></p>${op.description ? `<p>${prose(op.description)}</p>` : ''}
${parameters(op.parameters)}${requestBody(op.requestBody)}${responses(op.responses)}</section>`;
}

/**
 * Its look is a stylesheet of the client's build (public/api-docs.css), linked, not inline: the CSP allows
 * no inline style.
 */
export const API_DOCS_STYLESHEET = '/api-docs.css';

/** The whole reference page for `document`. */
export function referencePage(document: oas31.OpenAPIObject, documentPath: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()];
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock(schema)}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(document.info.title)}</title><link rel="stylesheet" href="${API_DOCS_STYLESHEET}"></head><body>
<h1>${escapeHtml(document.info.title)}</h1><p>${prose(document.info.description ?? '')}</p>
<p>The same as an OpenAPI ${escapeHtml(document.openapi)} document: <a href="${escapeHtml(documentPath)}"><code>${escapeHtml(documentPath)}</code></a>.</p>
<nav><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
${tags.map((tag) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>${schemas}</body></html>`;
}
