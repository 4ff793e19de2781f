/**
 * Module hooks for `npm run contract:client`: openapi-typescript prints its types with the TypeScript
 * compiler API, which the project's TypeScript 7 no longer has; it gets the TypeScript 5 that
 * ts-json-schema-generator depends on instead.
 */
let typescript5;

export function initialize(data) {
  typescript5 = data.typescript5;
}

export function resolve(specifier, context, next) {
  if (specifier === 'typescript' && context.parentURL?.includes('/node_modules/openapi-typescript/'))
    return next(typescript5, context);
  return next(specifier, context);
}
