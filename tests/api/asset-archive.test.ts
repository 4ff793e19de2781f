/**
 * A process on the new release still serves the kept releases' hashed assets (ASSET_ARCHIVE_DIR), after
 * its own build's; a file no kept release has is a plain 404, never the app's HTML; and nothing but a
 * hashed file comes out of the archive.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBuild } from '../../src/server/features/client/asset-archive';
import { createReleaseBuild } from '../fixtures/release-builds';
import { createTestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
let root: string;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  root = mkdtempSync(join(tmpdir(), 'pc-archive-serving-'));
  const archive = join(root, 'archive');
  addBuild(archive, createReleaseBuild(1, root), { release: 'r1' });
  const current = createReleaseBuild(2, root);
  addBuild(archive, current, { release: 'r2' });
  // Files that must never come out of the archive, whatever the path says.
  writeFileSync(join(archive, 'assets', 'index.html'), '<!doctype html><title>old shell</title>');
  writeFileSync(join(archive, 'assets', 'sw.js'), '// an old worker');
  // A file that only looks hashed: no kept release lists it.
  writeFileSync(join(archive, 'assets', 'c-NotListed1.js'), '/* put here by hand */');
  app = createTestApp(database, { clientDir: current, assetArchiveDir: archive });
});
afterAll(async () => {
  await database.destroy();
  rmSync(root, { recursive: true, force: true });
});

describe('the kept releases’ assets', () => {
  it('serves the current build’s file, and an earlier release’s from the archive, both immutable', async () => {
    for (const [path, body] of [
      ['/assets/c-LazyPg002.js', '/* c-LazyPg002.js of release 2 */'],
      ['/assets/c-LazyPg001.js', '/* c-LazyPg001.js of release 1 */'],
    ]) {
      const res = await app.request(path ?? '');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toContain('javascript');
      expect(await res.text()).toBe(body);
    }
  });

  it('sends the archived pre-compressed copy to a browser that accepts it', async () => {
    const res = await app.request('/assets/c-LazyPg001.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it.each([
    '/assets/c-Missing9.js',
    '/assets/c-NotListed1.js',
    '/assets/index.html',
    '/assets/sw.js',
    '/assets/..%2freleases%2fr1.json',
    '/assets/../releases/r1.json',
  ])('answers %s with a plain 404, not the app', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
    expect(await res.text()).not.toContain('<');
  });
});
