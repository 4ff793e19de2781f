/**
 * The OpenAPI 3.1 document of the API, built from the endpoint table in src/shared/endpoints: each query
 * and body schema there is the one its route validates with, so the document cannot drift from what the
 * routes accept. Success answers are the JSON Schemas generated from the answer types the table names
 * (answer-schemas.generated.json); every error answer has the one envelope, `ApiError`, with its stable
 * `code`.
 */
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { API_ERROR_CODES } from '../../../shared/api';
import { ENDPOINT_GROUPS } from '../../../shared/endpoints/api-endpoints';
import type { Access, EndpointSpec, OtherStatus } from '../../../shared/endpoints/endpoint';
import { BRAND_NAME } from '../../../shared/messages';
// Written by `npm run contract:schemas` from the answer types the table names (build/answer-schemas.ts).
import answerSchemas from './answer-schemas.generated.json';
import { operationIdOf } from './operation-id';

const apiError = z
  .object({
    success: z.literal(false),
    code: z.enum(API_ERROR_CODES).meta({ description: 'Stable, for programs; the message may change.' }),
    message: z.string().meta({ description: 'For a person: shown as it is.' }),
  })
  .meta({ id: 'ApiError', description: 'Every error answer.' });

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiError } },
});

const goneAnswer = {
  description: 'Public once and no longer (sold, rented, removed, its seller blocked): listings like it instead.',
  content: {
    'application/json': {
      schema: apiError
        .extend({
          code: z.literal('gone'),
          similar: z.array(z.looseObject({ id: z.number() })).meta({ description: 'Active listings like it.' }),
        })
        .meta({ id: 'ApiGone' }),
    },
  },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const NEEDS_SESSION: ReadonlySet<Access> = new Set(['user', 'seller', 'builder', 'agent', 'admin']);
const NEEDS_ROLE: Readonly<Partial<Record<Access, string>>> = {
  seller: 'Not a seller.',
  builder: 'Not a seller, or not a builder.',
  agent: 'Not a seller, or not an agent.',
  admin: 'Not an admin.',
};

const SECURITY: Readonly<Record<Access, oas31.SecurityRequirementObject[]>> = {
  public: [],
  signed: [],
  optional: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  seller: [{ bearer: [] }],
  builder: [{ bearer: [] }],
  agent: [{ bearer: [] }],
  admin: [{ bearer: [] }],
};

/** `/api/properties/:id` → `/api/properties/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function pathParams(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
}

/** Why a route answers each of its other statuses (EndpointSpec.statuses). */
const OTHER_ANSWERS: Readonly<Record<Exclude<OtherStatus, 200 | 304 | 410>, string>> = {
  401: 'No session, or credentials that do not match.',
  403: 'Not allowed to this caller, or not in this state.',
  402: 'Nothing left to spend: no credits, or no plan that allows it.',
  404: 'Nothing of that id, or nothing this caller may see.',
  409: 'It clashes with the present state: taken, already done, or changed meanwhile.',
  415: 'A body of a type the route cannot read.',
  429: 'Too many attempts: wait for `Retry-After` seconds.',
  502: 'The payment gateway failed.',
  507: 'No room left to store the upload.',
};

const notModified = {
  description: 'The `If-None-Match` tag matches (anonymous callers only): no body.',
};

/** The generated schema of a key's answer, its shared parts in components. */
function successSchema(key: string): oas31.ReferenceObject {
  const name = answerSchemas.answers[key as keyof typeof answerSchemas.answers];
  if (!name) throw new Error(`No answer schema for ${key}: run npm run contract:schemas`);
  return { $ref: `#/components/schemas/${name}` };
}

function responses(key: string, spec: EndpointSpec, hasInput: boolean): ZodOpenApiResponsesObject {
  const answer = spec.answerType
    ? { content: { [spec.answerType]: { schema: z.string() } } }
    : { content: { 'application/json': { schema: successSchema(key) } } };
  const all: ZodOpenApiResponsesObject = { [String(spec.status ?? 200)]: { description: spec.summary, ...answer } };
  for (const status of spec.statuses ?? []) {
    if (status === 200) all['200'] = { description: 'The same answer, when nothing new was made.', ...answer };
    else if (status === 304) all['304'] = notModified;
    else if (status === 410) all['410'] = goneAnswer;
    else all[`${status}`] = errorAnswer(OTHER_ANSWERS[status]);
  }
  if (hasInput) all['400'] = errorAnswer('A parameter or field was refused: the message names it.');
  if (NEEDS_SESSION.has(spec.access)) all['401'] = errorAnswer('No session, or not a live one.');
  const role = NEEDS_ROLE[spec.access];
  if (role) all['403'] = errorAnswer(role);
  if (WRITES.has(key.split(' ')[0] ?? '')) {
    all['413'] = errorAnswer('The body is over the size limit: the connection is closed after the answer.');
    // A photo is multipart, and the payment gateway's webhook is read as raw bytes: neither must be JSON.
    const json = spec.bodyNote?.type !== 'multipart/form-data' && !key.endsWith('/webhook');
    if (json) all['415'] = errorAnswer('A body that is not JSON.');
  }
  all['500'] = errorAnswer('The server failed.');
  all['503'] = errorAnswer('The database is not reachable for now: retry after `Retry-After`.');
  return all;
}

function operation(method: string, path: string, spec: EndpointSpec, tag: string): ZodOpenApiOperationObject {
  const path_ = pathParams(path);
  const op: ZodOpenApiOperationObject = {
    operationId: operationIdOf(method, path),
    tags: [tag],
    summary: spec.summary,
    security: SECURITY[spec.access],
    responses: responses(`${method} ${path}`, spec, Boolean(spec.query || spec.body || spec.bodyNote || path_)),
  };
  if (spec.description) op.description = spec.description;
  // Every query schema is an object of fields: zod-openapi makes a parameter of each.
  const query = spec.query as ZodObjectInput | undefined;
  if (query || path_) op.requestParams = { ...(query && { query }), ...(path_ && { path: path_ }) };
  const example = bodyExample(spec);
  if (spec.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: spec.body, ...example } } };
  } else if (spec.bodyNote) {
    op.requestBody = {
      required: true,
      description: spec.bodyNote.description,
      content: { [spec.bodyNote.type]: { schema: z.looseObject({}), ...example } },
    };
  }
  return op;
}

/** The entry's example body for its media type: JSON as it is sent, a multipart form in words. */
function bodyExample(spec: EndpointSpec): Pick<oas31.MediaTypeObject, 'example' | 'examples'> {
  const { body, form } = spec.example ?? {};
  if (body !== undefined) return { example: body };
  // An Example Object may be words alone: a file cannot be written out in the document.
  if (form !== undefined) return { examples: { form: { summary: 'The form sent', description: form } } };
  return {};
}

function paths(): ZodOpenApiPathsObject {
  const all: ZodOpenApiPathsObject = {};
  for (const [tag, endpoints] of Object.entries(ENDPOINT_GROUPS)) {
    for (const [key, spec] of Object.entries(endpoints) as [string, EndpointSpec][]) {
      const [method, path] = key.split(' ') as [string, string];
      const at = openApiPath(path);
      all[at] = { ...all[at], [method.toLowerCase()]: operation(method, path, spec, tag) };
    }
  }
  return all;
}

/** What each group of the table holds, for the reference's headings. */
const TAG_DESCRIPTIONS: Readonly<Record<keyof typeof ENDPOINT_GROUPS, string>> = {
  Accounts: 'Sign-up with an OTP, login, the profile, password changes, the export and erasure of an account.',
  Listings: 'Public reads of properties, projects, agents and places, and the comparison of listings.',
  'Places, insights and contact': 'Landing pages, price insights, reverse geocoding, enquiries and the contact form.',
  'Saved lists and alerts': 'A signed-in person’s shortlist, recently viewed listings, saved searches and pushes.',
  Sellers: 'A seller’s profile, listings, projects, enquiries, photos, plans and payments.',
  Admin: 'Moderation, people, plans, payments and settings, for admins only.',
  Reports: 'Reports of a listing by the people who saw it, and their review by admins.',
  'Resident reviews': 'Reviews of a locality by the people who live there, and their moderation.',
};

/**
 * An example value as its parameter's schema types it: a query is text on the wire, but where the
 * schema reads `page` as an integer, the example `'1'` has to be `1` to conform to it.
 */
function typedExample(value: string, schema: oas31.ParameterObject['schema']): unknown {
  const type = schema && 'type' in schema ? schema.type : undefined;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * zod-openapi makes the query's and the path's parameters from their schemas: each gets its entry's
 * example afterwards.
 */
function withParameterExamples(document: oas31.OpenAPIObject): oas31.OpenAPIObject {
  for (const endpoints of Object.values(ENDPOINT_GROUPS)) {
    for (const [key, spec] of Object.entries(endpoints) as [string, EndpointSpec][]) {
      const values = { query: spec.example?.query, path: spec.example?.params };
      if (!values.query && !values.path) continue;
      const [method, path] = key.split(' ') as [string, string];
      const op = document.paths?.[openApiPath(path)]?.[method.toLowerCase() as 'get'];
      for (const parameter of op?.parameters ?? []) {
        if (!('in' in parameter) || (parameter.in !== 'query' && parameter.in !== 'path')) continue;
        const value = values[parameter.in]?.[parameter.name];
        if (value !== undefined) parameter.example = typedExample(value, parameter.schema);
      }
    }
  }
  return document;
}

/** Built once: the table is fixed for the life of the process. */
let built: oas31.OpenAPIObject | undefined;

export function openApiDocument(): oas31.OpenAPIObject {
  built ??= withParameterExamples(
    createDocument({
      openapi: '3.1.0',
      info: {
        title: `${BRAND_NAME} API`,
        version: '1',
        description:
          'Every answer is JSON. Success carries `success: true`; every error is `{ success: false, code, message }` ' +
          'with the right status. Send the token from `POST /api/users/login` as `Authorization: Bearer <token>`.',
      },
      // Relative: the document is served by the API it describes, wherever that is deployed.
      servers: [{ url: '/', description: 'The server this document came from' }],
      tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: answerSchemas.schemas as Record<string, oas31.SchemaObject>,
      },
      paths: paths(),
    }),
  );
  return built;
}
