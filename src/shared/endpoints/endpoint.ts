/**
 * How the API's contract is written: one entry per route, keyed `'<METHOD> /api/<path>'` with `:name` for a
 * path parameter, naming the zod schemas the route validates its query and body with and the type of its
 * success answer. The server builds its OpenAPI document from these entries; the client takes its paths and
 * answer types from them (type-only: no schema reaches the page's scripts through this).
 */
import type { z } from 'zod';

/** Who may call: anyone; anyone, with more for a session; or a session of this kind. */
export type Access = 'public' | 'optional' | 'user' | 'seller' | 'builder' | 'agent' | 'admin' | 'signed';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a route may answer besides success and what its access, input and method already imply (400, 401,
 * 403, 413, 415, 500, 503): `200` beside a `201` (the same answer, nothing new made), `304` for a public
 * read that answers a matching `If-None-Match`, and the error statuses its own logic gives. The document
 * lists them, and the API tests fail on any other.
 */
export type OtherStatus = 200 | 304 | 401 | 402 | 403 | 404 | 409 | 410 | 415 | 429 | 502 | 507;

/** One request, written as a caller sends it. */
export interface EndpointExample {
  /** The path's parameters as they appear in the address: `{ id: '443' }` for `/api/properties/:id`. */
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
  /** The JSON body: one `body` accepts, or for a `bodyNote` JSON body, one that note describes. */
  body?: unknown;
  /** A multipart body in words: a file has no JSON to show. */
  form?: string;
}

export interface EndpointSpec {
  summary: string;
  access: Access;
  /** The schema the route validates its query string with. */
  query?: z.ZodType;
  /** The schema the route validates its JSON body with. */
  body?: z.ZodType;
  /** A body that is not JSON, or JSON checked otherwise (the document says what it is). */
  bodyNote?: { type: 'application/json' | 'multipart/form-data'; description: string };
  /** The success status when it is not 200. */
  status?: 201;
  /** Its other answers (see OtherStatus). */
  statuses?: readonly OtherStatus[];
  /**
   * A request the route accepts, for the reference; a test holds it to what the route reads (`query`,
   * `body`, the path's parameters), so every entry with any input has one.
   */
  example?: EndpointExample;
  /** An answer that is not JSON. */
  answerType?: 'text/csv';
  /** Longer words for the reference: limits, other statuses. */
  description?: string;
}

declare const answerType: unique symbol;

/** An entry whose success answer is `Answer` (a type only: nothing of it exists at run time). */
export type Endpoint<Answer = unknown, Spec extends EndpointSpec = EndpointSpec> = Spec & {
  readonly [answerType]?: Answer;
};

/** `endpoint<LoginResponse>()({ ... })`: the answer's type is named, the rest is inferred. */
export const endpoint =
  <Answer>() =>
  <const Spec extends EndpointSpec>(spec: Spec): Endpoint<Answer, Spec> =>
    spec;

export type EndpointKey = `${Method} /api/${string}`;

/** `{ success: true, data }`, the shape of most answers. */
export interface Ok<T> {
  success: true;
  data: T;
}

/** `{ success: true, message }`, the answer of a change with nothing more to say. */
export interface Done {
  success: true;
  message: string;
}

export type AnswerOf<E> = E extends { readonly [answerType]?: infer A } ? Exclude<A, undefined> : never;

/** The JSON a key takes: its schema's input; for a body checked otherwise, any object. */
export type BodyOf<E> = E extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : E extends { bodyNote: { type: 'application/json' } }
    ? Record<string, unknown>
    : never;

/** Query values as the caller has them: the schemas read strings, so numbers and booleans are written out. */
export type QueryOf<E> = E extends { query: infer Q extends z.ZodType }
  ? { [K in keyof z.input<Q>]?: string | number | boolean | undefined }
  : never;

type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint key: `{ id }` for `'GET /api/properties/:id'`. */
export type ParamsOf<Key> = Key extends `${string} ${infer Path}`
  ? { [K in ParamNames<Path>]: string | number }
  : never;
