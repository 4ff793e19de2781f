/**
 * The API's routes, registered from its endpoint table: a routes file gives only a handler per endpoint key
 * (`endpointRoutes({ 'GET /api/x/:id': (c, { id, query }) => ... })`), and the key's entry gives the rest:
 * the method and path, the guard its access implies, and the schemas its query and JSON body are read
 * with. So a route cannot check less than its entry tells the OpenAPI document and the typed client.
 *
 * Each route runs, in order: the middleware listed before its handler (public cache, conditional reads,
 * dropping cached answers), the guard, the path's `:id` (`parseId`), any `first` check, the query, the
 * body, then the handler with what was read: who asks, which record, then what is sent, so a request with
 * two parts wrong is refused for the first of them.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { API_ENDPOINTS, type ApiAnswer, type ApiEndpoints, type ApiKey } from '../../shared/endpoints/api-endpoints';
import type { Access, EndpointSpec } from '../../shared/endpoints/endpoint';
import type { AppEnv } from '../app-env';
import { adminOnly } from '../features/admin/admin-guard';
import { requireAgent, requireBuilder, requireSeller } from '../features/sellers/require-seller';
import { requireUser } from './auth';
import { jsonObjectBody } from './json-body';
import { parseId, parseOrFail } from './validate';

/** The checks each access implies: 401 before 403, the seller's kind after the seller. */
const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  optional: [],
  // Razorpay's webhook: its signature, checked by the handler, is its authorisation.
  signed: [],
  user: [requireUser],
  seller: [requireUser, requireSeller],
  builder: [requireUser, requireSeller, requireBuilder],
  agent: [requireUser, requireSeller, requireAgent],
  admin: [adminOnly],
};

/** How a route reads its input, where it differs from the entry's defaults. */
export interface Reading {
  /** In place of the access's guard: the same refusal in the feature's own words. */
  guard?: MiddlewareHandler<AppEnv>;
  /** The name the path's `:id` has in its message (`parseId`), or how else it is read. */
  id?: string | ((c: Context<AppEnv>) => number);
  /** A check after the guard and the id, before the query and body are read (a header, the raw body). */
  first?: (c: Context<AppEnv>) => unknown;
  /** The query the schema reads, when it is not the request's query as sent. */
  query?: (c: Context<AppEnv>) => Record<string, string>;
}

type Entry<K extends ApiKey> = ApiEndpoints[K];
type Below<K> = K extends `${string} /api${infer Path}` ? Path : never;
type HasId<K> = K extends `${string}/:id` | `${string}/:id/${string}` ? true : false;

/** What the registrar read and hands to the handler, typed from the entry's schemas. */
export type Input<K extends ApiKey> = (Entry<K> extends { query: infer Q extends z.ZodType }
  ? { query: z.output<Q> }
  : unknown) &
  (Entry<K> extends { body: infer B extends z.ZodType } ? { body: z.output<B> } : unknown) &
  (HasId<K> extends true ? { id: number } : unknown) & {
    /** `c.json` held to the entry's answer type. */
    json: (answer: ApiAnswer<K>, status?: ContentfulStatusCode) => Response;
  };

export type Handler<K extends ApiKey> = (c: Context<AppEnv, Below<K>>, input: Input<K>) => Response | Promise<Response>;

/** A handler, or middleware (and at most one `Reading`) then the handler. */
export type Route<K extends ApiKey> = Handler<K> | readonly [...(MiddlewareHandler<AppEnv> | Reading)[], Handler<K>];

declare const handles: unique symbol;

/** A feature's API routes, and (for the compiler only) the endpoint keys they handle. */
export type EndpointRoutes<K extends ApiKey> = Hono<AppEnv> & { readonly [handles]?: K };

interface Parts {
  before: MiddlewareHandler<AppEnv>[];
  reading: Reading;
  handler: Handler<ApiKey>;
}

function partsOf(route: Route<ApiKey>): Parts {
  if (typeof route === 'function') return { before: [], reading: {}, handler: route };
  const steps = route.slice(0, -1) as (MiddlewareHandler<AppEnv> | Reading)[];
  return {
    before: steps.filter((step) => typeof step === 'function'),
    reading: Object.assign({}, ...steps.filter((step) => typeof step !== 'function')) as Reading,
    handler: route[route.length - 1] as Handler<ApiKey>,
  };
}

/** Reads what the entry says the route takes, then runs the handler with it. */
function run(key: ApiKey, reading: Reading, handler: Handler<ApiKey>): MiddlewareHandler<AppEnv> {
  const entry: EndpointSpec = API_ENDPOINTS[key];
  const hasId = /\/:id(\/|$)/.test(key);
  return async (c) => {
    const input: Record<string, unknown> = {
      json: (answer: unknown, status?: ContentfulStatusCode) => c.json(answer as never, status),
    };
    if (hasId) {
      const { id } = reading;
      input.id = typeof id === 'function' ? id(c) : parseId(c.req.param('id'), id);
    }
    await reading.first?.(c);
    if (entry.query) input.query = parseOrFail(entry.query, reading.query?.(c) ?? c.req.query());
    if (entry.body) input.body = parseOrFail(entry.body, await jsonObjectBody(c));
    return handler(c as Context<AppEnv, never>, input as Input<ApiKey>);
  };
}

/**
 * Registers a handler for each key, in the order given (Hono tries routes in that order: a fixed path such as
 * `/properties/featured` before `/properties/:id`). A key the table lacks does not compile; `everyEndpoint`
 * holds the routes files together to every key of the table.
 */
export function endpointRoutes<K extends ApiKey>(routes: { [P in K]: Route<P> }): EndpointRoutes<K> {
  const app = new Hono<AppEnv>();
  for (const [key, route] of Object.entries(routes) as [ApiKey, Route<ApiKey>][]) {
    const space = key.indexOf(' ');
    const method = key.slice(0, space);
    const path = key.slice(space + 1).replace(/^\/api/, '');
    const { before, reading, handler } = partsOf(route);
    const guard = reading.guard ? [reading.guard] : GUARDS[API_ENDPOINTS[key].access];
    const chain = [...before, ...guard, run(key, reading, handler)] as [MiddlewareHandler<AppEnv>];
    app.on(method, path, ...chain);
  }
  return app;
}

type KeysOf<R> = R extends { readonly [handles]?: infer K } ? Exclude<K, undefined> : never;
type Missing<R extends readonly unknown[]> = Exclude<ApiKey, KeysOf<R[number]>>;

/**
 * The routes files, in the order they are mounted; compiles only when together they handle every key of the
 * endpoint table, and throws at start-up when two handle the same key (the second would never run).
 */
export function everyEndpoint<const R extends readonly EndpointRoutes<ApiKey>[]>(
  ...routes: R & ([Missing<R>] extends [never] ? unknown : { missingHandlers: Missing<R> })
): R {
  const seen = new Set<string>();
  for (const app of routes) {
    const keys = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    for (const key of keys) {
      if (seen.has(key)) throw new Error(`${key} is handled twice`);
      seen.add(key);
    }
  }
  return routes;
}
