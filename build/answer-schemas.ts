/**
 * Writes the JSON Schema of every endpoint's success answer, read from the TypeScript types the endpoint
 * table names (`endpoint<Answer>()`), to src/server/features/openapi/answer-schemas.generated.json:
 * `npm run contract:schemas`. The answer types are the one declaration; the OpenAPI document embeds these
 * schemas, and tests/unit/answer-schemas.test.ts fails when the committed file no longer matches them.
 *
 * The generator cannot see through the table's unique-symbol brand, so it reads a throwaway file of one
 * alias per key (`export type GetPropertiesByIdAnswer = ApiAnswer<'GET /api/properties/:id'>`).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';
import { answerSchemaName } from '../src/server/features/openapi/operation-id.ts';
import { API_ENDPOINTS } from '../src/shared/endpoints/api-endpoints.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ANSWER_SCHEMAS_FILE = join(root, 'src/server/features/openapi/answer-schemas.generated.json');

type Schema = Record<string, unknown>;

export interface AnswerSchemas {
  /** Endpoint key → the name of its answer's schema. */
  answers: Record<string, string>;
  /** Every schema, its references `#/components/schemas/<name>`, ready for the document's components. */
  schemas: Record<string, Schema>;
}

/** `Ok<ListingCard[]>` → `Ok_ListingCard_Array`: names an OpenAPI component may carry. */
const componentName = (name: string) =>
  name
    .replace(/\[\]/g, '_Array')
    .replace(/[^A-Za-z0-9_.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * A definition the generator names after a source position (`Ok<def-interface-1097806674-…>`, a generic
 * over an inline or imported shape) would change name with any edit above it: it is written in place.
 */
const positional = (name: string) => /(def-|structure-|alias-)/.test(name);

/** Rewrites every `$ref` from the generator's `#/definitions/` to the document's components. */
function relink(value: unknown, definitions: Record<string, Schema>): unknown {
  if (Array.isArray(value)) return value.map((item) => relink(item, definitions));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as Schema).$ref;
  if (typeof ref === 'string') {
    const name = decodeURIComponent(ref.replace('#/definitions/', ''));
    const inline = definitions[name];
    if (positional(name) && inline) return relink(inline, definitions);
    return { ...value, $ref: `#/components/schemas/${componentName(name)}` };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, relink(inner, definitions)]));
}

/**
 * The answer type each entry names, as written: `'GET /api/x': endpoint<Ok<Thing>>()` → `Ok<Thing>`.
 * Its angle brackets are counted (an answer type holds no arrow function).
 */
function answerTypesIn(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/'((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^']*)':\s*endpoint</g)) {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let at = start;
    for (; at < text.length && depth > 0; at += 1) {
      if (text[at] === '<') depth += 1;
      else if (text[at] === '>' && text[at - 1] !== '=') depth -= 1;
    }
    found.set(match[1] as string, text.slice(start, at - 1).trim());
  }
  return found;
}

/**
 * A copy of each endpoints file in a cache folder, its relative imports pointed back at src, and an
 * exported alias per entry for its answer type, in the scope where that type is written.
 */
function writeAliasCopies(dir: string, answers: Record<string, string>): string[] {
  const source = join(root, 'src/shared/endpoints');
  const seen = new Set<string>();
  const files = readdirSync(source).filter((name) => name.endsWith('.endpoints.ts'));
  const written = files.map((name) => {
    const text = readFileSync(join(source, name), 'utf8');
    const types = answerTypesIn(text);
    const imports = text.replace(/from '(\.{1,2}\/[^']+)'/g, (_, spec: string) => {
      const to = relative(dir, join(source, spec)).replaceAll('\\', '/');
      return `from '${to.startsWith('.') ? to : `./${to}`}'`;
    });
    const aliases = [...types]
      .filter(([key]) => key in answers)
      .map(([key, type]) => {
        seen.add(key);
        return `export type ${answers[key]} = ${type};`;
      });
    const file = join(dir, name);
    writeFileSync(file, `${imports}\n${aliases.join('\n')}\n`);
    return file;
  });
  const missing = Object.keys(answers).filter((key) => !seen.has(key));
  if (missing.length > 0) throw new Error(`No endpoint<Answer>() found for: ${missing.join(', ')}`);
  return written;
}

/** The schemas, built from the types as they are now (seconds: it runs the TypeScript compiler). */
export function generateAnswerSchemas(): AnswerSchemas {
  // A CSV answer is text: its document entry says so, and it has no schema.
  const keys = Object.entries(API_ENDPOINTS)
    .filter(([, spec]) => !('answerType' in spec))
    .map(([key]) => key)
    .sort();
  const answers = Object.fromEntries(keys.map((key) => [key, answerSchemaName(key)]));
  const dir = join(root, 'node_modules/.cache/contract/answers');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeAliasCopies(dir, answers);
  const generator = createGenerator({
    path: join(dir, '*.endpoints.ts'),
    tsconfig: join(root, 'src/server/tsconfig.json'),
    expose: 'export',
    jsDoc: 'basic',
    skipTypeCheck: true,
    functions: 'fail',
  });
  // One root type a call (the generator release that runs on Node 20 takes no list); the shared parts of
  // the answers come out alike every time, so merging the definitions keeps one of each.
  const definitions: Record<string, Schema> = {};
  for (const name of Object.values(answers)) {
    Object.assign(definitions, generator.createSchema(name).definitions);
  }
  const schemas: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b))) {
    if (!positional(name)) schemas[componentName(name)] = relink(schema, definitions) as Schema;
  }
  return { answers, schemas };
}

/** The file's text: stable, so a rerun with no type changed changes nothing. */
const answerSchemasText = (schemas: AnswerSchemas) => `${JSON.stringify(schemas, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const schemas = generateAnswerSchemas();
  writeFileSync(ANSWER_SCHEMAS_FILE, answerSchemasText(schemas));
  process.stdout.write(
    `${Object.keys(schemas.answers).length} answers, ${Object.keys(schemas.schemas).length} schemas → ${relative(root, ANSWER_SCHEMAS_FILE)}\n`,
  );
}
