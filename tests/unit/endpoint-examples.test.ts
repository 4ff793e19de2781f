/**
 * The requests the API reference shows as examples are ones the routes accept: each is held to the very
 * schema its route validates with, so an example cannot go stale when a field's rules change.
 */
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/server/features/openapi/openapi.document';
import { API_ENDPOINTS } from '../../src/shared/endpoints/api-endpoints';
import type { EndpointSpec } from '../../src/shared/endpoints/endpoint';

const withExamples = (Object.entries(API_ENDPOINTS) as [string, EndpointSpec][]).filter(([, spec]) => spec.example);

describe('the endpoint examples', () => {
  it('exist for the common requests', () => {
    expect(withExamples.map(([key]) => key)).toEqual(
      expect.arrayContaining(['POST /api/users/login', 'POST /api/users/register', 'GET /api/properties/search']),
    );
  });

  it.each(withExamples)('%s: its example passes its own schemas', (_, spec) => {
    const { query, body } = spec.example ?? {};
    if (query !== undefined) {
      expect(spec.query, 'an example query needs a query schema').toBeDefined();
      expect(spec.query?.safeParse(query).error?.issues).toBeUndefined();
    }
    if (body !== undefined) {
      expect(spec.body, 'an example body needs a body schema').toBeDefined();
      expect(spec.body?.safeParse(body).error?.issues).toBeUndefined();
    }
  });

  it('are in the document: the body on its media type, each query value on its parameter', () => {
    const document = openApiDocument();
    const login = document.paths?.['/api/users/login']?.post?.requestBody;
    expect(login && 'content' in login ? login.content['application/json']?.example : undefined).toEqual(
      API_ENDPOINTS['POST /api/users/login'].example.body,
    );
    const search = document.paths?.['/api/properties/search']?.get?.parameters ?? [];
    expect(search.find((p) => 'name' in p && p.name === 'city')).toMatchObject({ example: 'Bhopal' });
    // Building the document takes a second or two alone, more on a busy machine.
  }, 30_000);
});
