/**
 * The answer schemas in the OpenAPI document are generated from the answer types the endpoint table
 * names; the generated file is committed, so a changed answer type must be followed by a rerun.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_SCHEMAS_FILE, generateAnswerSchemas } from '../../build/answer-schemas.ts';
import { API_ENDPOINTS } from '../../src/shared/endpoints/api-endpoints';

// Generating runs the TypeScript compiler over the shared types: seconds alone, minutes on a busy machine.
const GENERATING_MS = 300_000;

describe('the generated answer schemas', () => {
  it(
    'match the answer types as they are now (else: npm run contract:schemas)',
    () => {
      const committed: unknown = JSON.parse(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8'));
      expect(committed, 'answer-schemas.generated.json is stale: run npm run contract:schemas').toEqual(
        generateAnswerSchemas(),
      );
    },
    GENERATING_MS,
  );

  it('name one schema per endpoint, strict about fields', () => {
    const { answers, schemas } = JSON.parse(readFileSync(ANSWER_SCHEMAS_FILE, 'utf8')) as {
      answers: Record<string, string>;
      schemas: Record<string, { additionalProperties?: boolean }>;
    };
    const json = Object.entries(API_ENDPOINTS).filter(([, spec]) => !('answerType' in spec));
    expect(Object.keys(answers).sort()).toEqual(json.map(([key]) => key).sort());
    for (const name of Object.values(answers)) expect(schemas[name], name).toBeDefined();
    expect(schemas.PropertyDetail?.additionalProperties).toBe(false);
  });
});
