/**
 * Holds every JSON answer an API test sees to the OpenAPI document the server publishes: the status must
 * be one the document lists for that operation (method and path template), and the body must match that
 * status's schema. The success schemas are generated from the answer types, and strict (no field they do
 * not name), so a route answering a status or a field its contract lacks fails the test that saw it.
 */
import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/server/features/openapi/openapi.document';

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Status → its JSON schema's pointer in the document, or null for an answer with no JSON body. */
  answers: Map<string, string | null>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

let built: { operations: Operation[]; validator: (ref: string) => ValidateFunction } | undefined;

function contract() {
  if (built) return built;
  const document = structuredClone(openApiDocument()) as unknown as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', ...document });
  const compiled = new Map<string, ValidateFunction>();
  const operations = Object.entries(document.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+').replaceAll('.', '\\.')}$`),
      answers: new Map(
        Object.entries(op.responses).map(([status, answer]) => [
          status,
          answer.content?.['application/json']
            ? `openapi#/${pointer('paths', template, method, 'responses', status, 'content', 'application/json', 'schema')}`
            : null,
        ]),
      ),
    })),
  );
  const validator = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
  built = { operations, validator };
  return built;
}

/** The document's operation for a request, or undefined when no template matches. */
function operationOf(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0] ?? url;
  const matches = contract().operations.filter((op) => op.method === method && op.pattern.test(path));
  // A literal segment beats a parameter: `/properties/search` over `/properties/{id}`.
  return matches.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0))[0];
}

/**
 * Throws, naming the operation, the status and what is wrong, when `body` (parsed JSON) is not what the
 * document says `METHOD url` answers with `status`. A path no operation has may only answer the app's
 * own 404 or 405, in the error envelope.
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  try {
    checkAnswerInner(method, url, status, body);
  } catch (error) {
    // A file to gather every refusal of a whole run in, since a test stops at its first.
    if (process.env.ANSWER_CONTRACT_LOG) appendFileSync(process.env.ANSWER_CONTRACT_LOG, `${String(error)}\n----\n`);
    throw error;
  }
}
function checkAnswerInner(method: string, url: string, status: number, body: unknown): void {
  const op = operationOf(method.toUpperCase(), url);
  if (!op) {
    if (status !== 404 && status !== 405)
      throw new Error(`${method} ${url} matches no operation of the OpenAPI document, yet answered ${status}`);
    check(`${method} ${url}`, status, body, 'openapi#/components/schemas/ApiError');
    return;
  }
  const name = `${op.method} ${op.template}`;
  if (!op.answers.has(String(status)))
    throw new Error(
      `${name} answered ${status}, a status the OpenAPI document does not list for it (it lists ${[...op.answers.keys()].join(', ')}). Add it to the entry's statuses in src/shared/endpoints.`,
    );
  const ref = op.answers.get(String(status));
  if (ref) check(name, status, body, ref);
}

function check(name: string, status: number, body: unknown, ref: string): void {
  const validate = contract().validator(ref);
  if (validate(body)) return;
  const problems = (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (e) =>
        `  ${e.instancePath || '(root)'} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
    )
    .join('\n');
  throw new Error(
    `${name} answered ${status} with a body its OpenAPI schema refuses (the answer type in src/shared, then npm run contract:schemas):\n${problems}\nbody: ${JSON.stringify(body).slice(0, 600)}`,
  );
}
