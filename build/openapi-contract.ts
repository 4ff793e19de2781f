/**
 * The OpenAPI document as a file, and what a generated client makes of it, for the contract checks:
 *
 * - `document`: writes the document the server serves to tests/.artifacts/contract/openapi.json
 *   (`npm run contract:lint` lints it with Redocly's recommended rules).
 * - `client`: also writes its TypeScript types with openapi-typescript to
 *   tests/.artifacts/contract/openapi.d.ts (`npm run contract:client` then type-checks
 *   tests/contract/client-reads.ts, which reads real answer fields through them).
 *
 * Nothing is served: the document is built in process, as the route builds it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openApiDocument } from '../src/server/features/openapi/openapi.document.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tests/.artifacts/contract');

function writeDocument(): void {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'openapi.json'), `${JSON.stringify(openApiDocument(), null, 2)}\n`);
}

async function writeClientTypes(): Promise<void> {
  const fromGenerator = createRequire(createRequire(import.meta.url).resolve('ts-json-schema-generator'));
  register('./typescript-5-hooks.js', import.meta.url, {
    data: { typescript5: pathToFileURL(fromGenerator.resolve('typescript')).href },
  });
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(structuredClone(openApiDocument()) as never);
  writeFileSync(join(out, 'openapi.d.ts'), astToString(ast));
}

const command = process.argv[2];
if (command === 'document') writeDocument();
else if (command === 'client') {
  writeDocument();
  await writeClientTypes();
} else {
  process.stderr.write('usage: openapi-contract.ts document | client\n');
  process.exitCode = 1;
}
