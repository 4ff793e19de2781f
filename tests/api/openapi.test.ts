/**
 * The API describes itself: `GET /api/openapi.json` is a valid OpenAPI 3.1 document listing exactly the
 * routes the app registers under /api, and `GET /api/docs` is a page of it with no script.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../src/server/features/openapi/openapi.document';
import { API_DOCS_STYLESHEET } from '../../src/server/features/openapi/openapi-page';
import { API_DOC_PATHS, API_ENDPOINTS } from '../../src/shared/endpoints/api-endpoints';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
let app: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  app = createTestApp(database);
});
afterAll(() => database.destroy());

type Document = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** `GET /api/properties/{id}` for every operation the document lists. */
const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the API reference', () => {
  it('serves a valid OpenAPI 3.1 document', async () => {
    const res = await app.request(API_DOC_PATHS.document);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const document = (await res.json()) as Document;
    expect(document.openapi).toBe('3.1.0');
    // The validator dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('lists every route the app registers under /api, and nothing else', async () => {
    const document = (await (await app.request(API_DOC_PATHS.document)).json()) as Document;
    const own = new Set([`GET ${API_DOC_PATHS.document}`, `GET ${API_DOC_PATHS.reference}`]);
    const registered = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${openApiPath(route.path)}`)
        .filter((route) => !own.has(route)),
    );
    const listed = operationsOf(document);
    expect(registered.size).toBeGreaterThan(90);
    expect(
      [...registered].filter((route) => !listed.includes(route)),
      'routes missing from the document',
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.has(route)),
      'operations without a route',
    ).toEqual([]);
    expect(listed).toHaveLength(Object.keys(API_ENDPOINTS).length);
  });

  it('names every operation with a unique operationId, as generated clients and contract tools need', async () => {
    const document = (await (await app.request(API_DOC_PATHS.document)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBe(Object.keys(API_ENDPOINTS).length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/properties/{id}/similar']?.get?.operationId).toBe('getPropertiesByIdSimilar');
  });

  it('describes a gone listing with its similar listings, and the size and type refusals of every write', async () => {
    const document = (await (await app.request(API_DOC_PATHS.document)).json()) as Document & {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const detail = document.paths['/api/properties/{id}']?.get?.responses ?? {};
    expect(Object.keys(detail)).toContain('410');
    expect(Object.keys(document.components.schemas.ApiGone?.properties ?? {})).toEqual(
      expect.arrayContaining(['success', 'code', 'message', 'similar']),
    );
    const login = document.paths['/api/users/login']?.post?.responses ?? {};
    expect(Object.keys(login)).toEqual(expect.arrayContaining(['413', '415']));
    const upload = document.paths['/api/media']?.post?.responses ?? {};
    expect(Object.keys(upload)).toContain('413');
    // A photo is multipart: its 415 is an image the route cannot read, never a body that is not JSON.
    expect(JSON.stringify(upload['415'])).not.toContain('JSON');
  });

  it('describes every error with the one envelope, its code among the stable ones', async () => {
    const document = (await (await app.request(API_DOC_PATHS.document)).json()) as Document & {
      components: { schemas: { ApiError: { properties: { code: { enum: string[] } } } } };
    };
    expect(document.components.schemas.ApiError.properties.code.enum).toEqual(
      expect.arrayContaining(['validation_failed', 'not_found', 'unauthorised', 'forbidden', 'rate_limited']),
    );
    const search = document.paths['/api/properties/search']?.get as unknown as { parameters: { name: string }[] };
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['city', 'page', 'sort']));
  });

  it('serves a readable page of the same, with no script', async () => {
    const res = await app.request(API_DOC_PATHS.reference);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    // Nor inline style, which the CSP refuses: its look is a linked stylesheet.
    expect(html).not.toMatch(/<style\b|\sstyle=/i);
    expect(html).toContain(`<link rel="stylesheet" href="${API_DOCS_STYLESHEET}">`);
    expect(html).toContain('<code>/api/properties/search</code>');
    expect(html).toContain('<code>/api/seller/projects/{id}</code>');
    expect(html).toContain(`href="${API_DOC_PATHS.document}"`);
  });
});
