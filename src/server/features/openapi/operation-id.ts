/**
 * A stable name for each operation, from its method and path, for generated clients and contract tools:
 * `GET /api/properties/:id/similar` → `getPropertiesByIdSimilar`. The document and the answer-schema
 * generator (build/answer-schemas.ts) both name things by it, so it stands apart from either.
 */

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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

/** The components/schemas name of an endpoint key's success answer: `GetPropertiesByIdAnswer`. */
export function answerSchemaName(key: string): string {
  const [method = '', path = ''] = key.split(' ');
  return `${capital(operationIdOf(method, path))}Answer`;
}
