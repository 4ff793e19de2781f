/**
 * The server as `npm start` runs it: node on the build in dist-server/ (no TypeScript loader), with the
 * built client. It starts, migrates a new database from the migrations copied beside it, answers
 * /api/health, and renders a public page with the built page renderer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClientIfNeeded } from '../../src/server/cli/build-if-needed';
import { SERVER_RENDERED_ATTRIBUTE } from '../../src/shared/page-head';
import { PATHS } from '../../src/shared/routes';
import { BUILT_SERVER, type ServerProcess, startServer } from '../helpers/server-process';

let server: ServerProcess;

beforeAll(async () => {
  await buildClientIfNeeded();
  // A new PGlite database takes seconds on a quiet machine and minutes on one busy with other suites.
  server = await startServer({ DEMO_MODE: 'false' }, 240_000, BUILT_SERVER);
}, 480_000);

afterAll(async () => {
  await server?.stop();
});

describe('the built server', () => {
  it('answers /api/health', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, status: 'ok' });
  });

  it('renders the home page on the server', async () => {
    const res = await fetch(`${server.url}${PATHS.home}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(SERVER_RENDERED_ATTRIBUTE);
  });
});
