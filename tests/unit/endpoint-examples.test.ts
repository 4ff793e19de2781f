/**
 * The requests the API reference shows as examples are ones the routes accept: each is held to the very
 * schema its route validates with, and each path parameter to the way its route reads it, so an example
 * cannot go stale when a field's rules change. Every entry that takes any input has one, so a new route
 * cannot reach the reference without one.
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument, openApiPath } from '../../src/server/features/openapi/openapi.document';
import { parseId } from '../../src/server/lib/validate';
import { API_ENDPOINTS } from '../../src/shared/endpoints/api-endpoints';
import type { EndpointSpec } from '../../src/shared/endpoints/endpoint';
import { LANDING_ROOT, parseLandingPath } from '../../src/shared/landing/landing-paths';
import { listingSchema, mergeListingEdit } from '../../src/shared/sellers/seller-listing-contract';
import { mergeProjectEdit, projectSchema } from '../../src/shared/sellers/seller-project-contract';
import { SAVED_LISTING_KINDS } from '../../src/shared/shortlist/saved-listings-contract';

const ENTRIES = Object.entries(API_ENDPOINTS) as [string, EndpointSpec][];

const paramNames = (key: string) => [...key.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

const takesInput = ([key, spec]: [string, EndpointSpec]) =>
  Boolean(spec.query || spec.body || paramNames(key).length > 0);

const withExamples = ENTRIES.filter(([, spec]) => spec.example);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugProblem = (value: string) => (SLUG.test(value) ? undefined : `${value} is not a slug`);

/**
 * How the routes read each path parameter, as a problem or nothing: `:id` by `parseId`, which the
 * endpoint registrar applies (the shortlist's reader is stricter only past 2^31); `:kind` by the
 * shortlist's kinds; the places by the slugs the landing and review routes take.
 */
const PARAM_PROBLEMS: Readonly<Record<string, (value: string) => string | undefined>> = {
  id: (value) => {
    try {
      parseId(value);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  },
  kind: (value) => ((SAVED_LISTING_KINDS as readonly string[]).includes(value) ? undefined : `${value} is no kind`),
  city: slugProblem,
  locality: slugProblem,
  topic: slugProblem,
};

/**
 * JSON bodies the table does not validate with one schema (`bodyNote`), each checked as its route reads
 * it, giving its problems or nothing. An edit is merged over the whole record and the result validated
 * again, so its example is merged over the new record's example. Razorpay's event is acted on when it is
 * one the webhook handles and names the payment and its order.
 */
const JSON_NOTES: Readonly<Record<string, (body: Record<string, unknown>) => unknown>> = {
  'PATCH /api/seller/properties/:id': (edit) =>
    listingSchema.safeParse(mergeListingEdit(exampleBody('POST /api/seller/properties'), edit)).error?.issues,
  'PATCH /api/seller/projects/:id': (edit) =>
    projectSchema.safeParse(mergeProjectEdit(exampleBody('POST /api/seller/projects'), edit)).error?.issues,
  'POST /api/billing/razorpay/webhook': (event) => {
    const payment = (event as { payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown } } } }).payload
      ?.payment?.entity;
    const handled = ['payment.captured', 'order.paid'].includes(String(event.event));
    return handled && typeof payment?.id === 'string' && typeof payment.order_id === 'string'
      ? undefined
      : 'an event the webhook ignores';
  },
};

function exampleBody(key: string): Record<string, unknown> {
  return (API_ENDPOINTS as Record<string, EndpointSpec>)[key]?.example?.body as Record<string, unknown>;
}

describe('the endpoint examples', () => {
  it('exist for every entry that takes a query, a body or a path parameter', () => {
    const missing = ENTRIES.filter((entry) => takesInput(entry) && !entry[1].example).map(([key]) => key);
    expect(missing, `entries without an example: ${missing.join(', ')}`).toEqual([]);
  });

  it.each(withExamples)('%s: its example passes its own schemas', (key, spec) => {
    const { params, query, body, form } = spec.example ?? {};
    expect(Object.keys(params ?? {}).sort(), 'the example names each path parameter, and no other').toEqual(
      paramNames(key).sort(),
    );
    for (const [name, value] of Object.entries(params ?? {})) {
      const problem = PARAM_PROBLEMS[name];
      expect(problem, `a reader for :${name} in this test`).toBeDefined();
      expect(problem?.(value), `:${name}`).toBeUndefined();
    }
    if (key.startsWith('GET /api/landing/')) {
      const address = paramNames(key).map((name) => params?.[name]);
      expect(parseLandingPath([LANDING_ROOT, ...address].join('/')), 'a landing address').toBeDefined();
    }
    if (query !== undefined) {
      expect(spec.query, 'an example query needs a query schema').toBeDefined();
      expect(spec.query?.safeParse(query).error?.issues).toBeUndefined();
    }
    if (body !== undefined && spec.body) expect(spec.body.safeParse(body).error?.issues).toBeUndefined();
    else if (body !== undefined) {
      expect(spec.bodyNote?.type, 'an example body needs a body schema or a JSON body note').toBe('application/json');
      const check = JSON_NOTES[key];
      expect(check, 'how this test checks the body').toBeDefined();
      expect(check?.(body as Record<string, unknown>)).toBeUndefined();
    }
    if (form !== undefined) expect(spec.bodyNote?.type, 'a form in words is for multipart').toBe('multipart/form-data');
  });

  it('are in the document: bodies on their media type, query and path values on their parameters', () => {
    const document = openApiDocument();
    const operation = (key: string) => {
      const [method, path] = key.split(' ') as [string, string];
      return document.paths?.[openApiPath(path)]?.[method.toLowerCase() as 'get'];
    };
    const media = (key: string, type = 'application/json') => {
      const body = operation(key)?.requestBody;
      return body && 'content' in body ? body.content[type] : undefined;
    };
    const parameter = (key: string, where: 'query' | 'path', name: string) =>
      (operation(key)?.parameters ?? []).find((p) => 'in' in p && p.in === where && p.name === name);

    expect(media('POST /api/users/login')?.example).toEqual(API_ENDPOINTS['POST /api/users/login'].example.body);
    expect(media('PATCH /api/seller/properties/:id')?.example).toEqual(
      API_ENDPOINTS['PATCH /api/seller/properties/:id'].example.body,
    );
    expect(media('POST /api/media', 'multipart/form-data')?.examples).toMatchObject({
      form: { description: API_ENDPOINTS['POST /api/media'].example.form },
    });
    expect(parameter('GET /api/properties/search', 'query', 'city')).toMatchObject({ example: 'Bhopal' });
    expect(parameter('GET /api/properties/:id', 'path', 'id')).toMatchObject({ example: '443' });
    expect(parameter('GET /api/reviews/:city/:locality', 'path', 'locality')).toMatchObject({
      example: 'arera-colony',
    });
    expect(parameter('GET /api/reviews/:city/:locality', 'query', 'sort')).toMatchObject({ example: 'helpful' });

    // Every value of every example is on its parameter (a number where the schema reads one).
    const lost: string[] = [];
    for (const [key, spec] of withExamples) {
      const values = [
        ...Object.entries(spec.example?.query ?? {}).map(([name, value]) => ['query', name, value] as const),
        ...Object.entries(spec.example?.params ?? {}).map(([name, value]) => ['path', name, value] as const),
      ];
      for (const [where, name, value] of values) {
        const shown = parameter(key, where, name);
        if (!shown || !('example' in shown) || String(shown.example) !== value) lost.push(`${key} ${name}`);
      }
    }
    expect(lost, 'example values missing from their parameters').toEqual([]);

    const bare: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const op = item?.[method];
        const body = op?.requestBody;
        for (const [type, content] of Object.entries(body && 'content' in body ? body.content : {})) {
          if (content.example === undefined && content.examples === undefined) bare.push(`${method} ${path} ${type}`);
        }
        for (const p of op?.parameters ?? []) {
          if ('in' in p && p.in === 'path' && p.example === undefined) bare.push(`${method} ${path} {${p.name}}`);
        }
      }
    }
    expect(bare, 'bodies and path parameters without an example').toEqual([]);
    // Building the document takes a second or two alone, more on a busy machine.
  }, 30_000);
});
