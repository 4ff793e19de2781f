/**
 * The check every API test's answers go through (tests/helpers/answer-contract.ts) refuses what the
 * OpenAPI document does not describe: a status the operation does not list, a field its answer type
 * lacks, an error outside the envelope.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../helpers/answer-contract';

const notFound = { success: false, code: 'not_found', message: 'Property not found' };

describe('the answer contract check', () => {
  it('passes a listed status with a body of its schema', () => {
    expect(() => checkAnswer('GET', '/api/properties/12', 404, notFound)).not.toThrow();
    expect(() =>
      checkAnswer('GET', '/api/health', 200, { success: true, status: 'ok', uptimeSeconds: 3 }),
    ).not.toThrow();
  });

  it('fails a status the operation does not list', () => {
    expect(() => checkAnswer('GET', '/api/health', 404, notFound)).toThrow(
      /GET \/api\/health answered 404.*does not list/,
    );
    expect(() =>
      checkAnswer('POST', '/api/users/logout', 429, { ...notFound, code: 'rate_limited', message: 'Slow down' }),
    ).toThrow(/does not list/);
  });

  it('fails a field the answer type does not name, and a missing one', () => {
    const health = { success: true, status: 'ok', uptimeSeconds: 3 };
    expect(() => checkAnswer('GET', '/api/health', 200, { ...health, secret: 1 })).toThrow(
      /additional properties: secret/,
    );
    expect(() => checkAnswer('GET', '/api/health', 200, { success: true, status: 'ok' })).toThrow(/uptimeSeconds/);
  });

  it('matches a literal path before a template, and holds the query apart', () => {
    expect(() => checkAnswer('GET', '/api/properties/search?city=Pune', 200, { success: true, data: [] })).toThrow(
      /GET \/api\/properties\/search answered 200 with a body/,
    );
  });

  it('lets a path no operation has answer only the app’s 404 or 405 in the envelope', () => {
    expect(() => checkAnswer('GET', '/api/nowhere', 404, notFound)).not.toThrow();
    expect(() => checkAnswer('GET', '/api/nowhere', 200, { success: true })).toThrow(/matches no operation/);
    expect(() => checkAnswer('GET', '/api/nowhere', 404, { error: 'x' })).toThrow(/refuses/);
  });
});
