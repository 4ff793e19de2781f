/**
 * Production runs built JavaScript: `npm start` and the command-line tools production uses run `node` on
 * dist-server/ (build/build-server.js), tsx is only a development dependency, and the built server loads
 * the built page renderer beside it instead of compiling the client's TSX at start.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtRendererUrl } from '../../src/server/features/client/server-render';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const PRODUCTION_SCRIPTS = ['start', 'admin:create', 'demo:seed', 'media:copy-to-s3', 'assets:keep'];

describe('the production start', () => {
  it.each(PRODUCTION_SCRIPTS)('`npm run %s` runs node on JavaScript only, after building what is stale', (name) => {
    const commands = pkg.scripts[name]?.split('&&').map((command) => command.trim()) ?? [];
    expect(commands[0]).toBe('node build/build-if-needed.js');
    expect(commands[1]).toMatch(/^node dist-server\/[\w-]+\.js$/);
    expect(commands).toHaveLength(2);
  });

  it('starts the built server', () => {
    expect(pkg.scripts.start).toMatch(/&& node dist-server\/main\.js$/);
  });

  it('installs tsx for development and tests only', () => {
    expect(pkg.dependencies).not.toHaveProperty('tsx');
    expect(pkg.devDependencies).toHaveProperty('tsx');
  });

  it('builds the page renderer along with the server', () => {
    expect(pkg.scripts.build).toBe('vite build && node build/build-server.js');
  });
});

describe('the page renderer the server loads', () => {
  it('is the built one beside the built server, from its entry or any of its chunks', () => {
    expect(builtRendererUrl('file:///app/dist-server/main.js')?.href).toBe('file:///app/dist-server/entry-server.js');
    expect(builtRendererUrl('file:///app/dist-server/chunk-AB12CD.js')?.href).toBe(
      'file:///app/dist-server/entry-server.js',
    );
  });

  it('is compiled from source when the server runs from source', () => {
    expect(builtRendererUrl('file:///app/src/server/features/client/server-render.ts')).toBeUndefined();
  });
});
