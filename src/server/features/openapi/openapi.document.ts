/**
 * The OpenAPI 3.1 document of the API, built from the endpoint table in src/shared/endpoints: each query
 * and body schema there is the one its route validates with, so the document cannot drift from what the
 * routes accept. Success answers are described in words (their types are TypeScript, not schemas); every
 * error answer has the one envelope, `ApiError`, with its stable `code`.
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
import type { Access, EndpointSpec } from '../../../shared/endpoints/endpoint';
import { BRAND_NAME } from '../../../shared/messages';

const apiError = z
  .object({
    success: z.literal(false),
    code: z.enum(API_ERROR_CODES).meta({ description: 'Stable, for programs; the message may change.' }),
    message: z.string().meta({ description: 'For a person: shown as it is.' }),
  })
  .meta({ id: 'ApiError', description: 'Every error answer.' });

const apiSuccess = z
  .looseObject({ success: z.literal(true) })
  .meta({ id: 'ApiSuccess', description: 'A success answer: `success: true` and the fields the summary names.' });

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

/** Reads of one listing that answer 410 once it has left public view. */
const ANSWERS_GONE = new Set(['GET /api/properties/:id', 'GET /api/projects/:id']);

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

function responses(key: string, spec: EndpointSpec, hasInput: boolean): ZodOpenApiResponsesObject {
  const answer = spec.answerType
    ? { content: { [spec.answerType]: { schema: z.string() } } }
    : { content: { 'application/json': { schema: apiSuccess } } };
  const all: ZodOpenApiResponsesObject = { [String(spec.status ?? 200)]: { description: spec.summary, ...answer } };
  if (hasInput) all['400'] = errorAnswer('A parameter or field was refused: the message names it.');
  if (NEEDS_SESSION.has(spec.access)) all['401'] = errorAnswer('No session, or not a live one.');
  const role = NEEDS_ROLE[spec.access];
  if (role) all['403'] = errorAnswer(role);
  if (ANSWERS_GONE.has(key)) all['410'] = goneAnswer;
  if (WRITES.has(key.split(' ')[0] ?? '')) {
    all['413'] = errorAnswer('The body is over the size limit: the connection is closed after the answer.');
    // A photo is multipart, and the payment gateway's webhook is read as raw bytes: neither must be JSON.
    const json = spec.bodyNote?.type !== 'multipart/form-data' && !key.endsWith('/webhook');
    if (json) all['415'] = errorAnswer('A body that is not JSON.');
  }
  all.default = errorAnswer('Any other refusal or failure, with its status.');
  return all;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable name for each operation, from its method and path, for generated clients and contract tools:
 * `GET /api/properties/:id/similar` → `getPropertiesByIdSimilar`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) =>
      part.startsWith(':')
        ? `By${capital(part.slice(1))}`
        : part
            .split(/[^A-Za-z0-9]+/)
            .map(capital)
            .join(''),
    );
  return `${method.toLowerCase()}${words.join('')}`;
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
  if (spec.body) op.requestBody = { required: true, content: { 'application/json': { schema: spec.body } } };
  else if (spec.bodyNote) {
    op.requestBody = {
      required: true,
      description: spec.bodyNote.description,
      content: { [spec.bodyNote.type]: { schema: z.looseObject({}) } },
    };
  }
  return op;
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

/** Built once: the table is fixed for the life of the process. */
let built: oas31.OpenAPIObject | undefined;

export function openApiDocument(): oas31.OpenAPIObject {
  built ??= createDocument({
    openapi: '3.1.0',
    info: {
      title: `${BRAND_NAME} API`,
      version: '1',
      description:
        'Every answer is JSON. Success carries `success: true`; every error is `{ success: false, code, message }` ' +
        'with the right status. Send the token from `POST /api/users/login` as `Authorization: Bearer <token>`.',
    },
    tags: Object.keys(ENDPOINT_GROUPS).map((name) => ({ name })),
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: paths(),
  });
  return built;
}
