import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AssetArchiveError,
  addBuild,
  HASHED_ASSET,
  mergeArchive,
  pruneArchive,
  readReleases,
} from '../../src/server/features/client/asset-archive';
import { createReleaseBuild, releaseFiles, SHARED_CHUNK } from '../fixtures/release-builds';
import { PROJECT_ROOT } from '../helpers/server-process';

let root: string;
let archive: string;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
const archived = () => readdirSync(join(archive, 'assets')).sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pc-archive-'));
  archive = join(root, 'archive');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the asset archive', () => {
  it('keeps a build’s hashed files only: never index.html, sw.js or the build manifest', () => {
    const build = createReleaseBuild(1, root);
    writeFileSync(join(build, 'assets', 'notes.txt'), 'not hashed');
    const release = addBuild(archive, build, { release: 'r1', now: at(0) });
    expect(release.files).toEqual([...releaseFiles(1)].sort());
    expect(archived()).toEqual([...releaseFiles(1)].sort());
    expect(readdirSync(archive).sort()).toEqual(['assets', 'releases']);
    expect(readFileSync(join(archive, 'assets', 'c-LazyPg001.js'), 'utf8')).toBe('/* c-LazyPg001.js of release 1 */');
  });

  it('keeps the newest releases and removes the files only older ones named', () => {
    for (const n of [1, 2, 3, 4]) addBuild(archive, createReleaseBuild(n, root), { release: `r${n}`, now: at(n) });
    const pruned = pruneArchive(archive, 2);
    expect(pruned).toEqual({ kept: ['r4', 'r3'], dropped: ['r2', 'r1'], filesRemoved: 10 });
    expect(archived()).toEqual([...new Set([...releaseFiles(3), ...releaseFiles(4)])].sort());
    // A file the kept releases share with dropped ones stays.
    expect(archived()).toContain(SHARED_CHUNK);
    expect(readReleases(archive).map((release) => release.id)).toEqual(['r4', 'r3']);
  });

  it('names a release by its files when not told, and archiving it again makes it the newest (a rollback)', () => {
    const first = createReleaseBuild(1, root);
    const once = addBuild(archive, first, { now: at(1) });
    expect(once.id).toMatch(/^[0-9a-f]{12}$/);
    addBuild(archive, createReleaseBuild(2, root), { now: at(2) });
    const again = addBuild(archive, first, { now: at(3) });
    expect(again.id).toBe(once.id);
    expect(pruneArchive(archive, 1).kept).toEqual([once.id]);
    expect(archived()).toEqual([...releaseFiles(1)].sort());
  });

  it('merges another archive’s releases, so a new machine serves what the others do', () => {
    const ci = join(root, 'ci-archive');
    addBuild(ci, createReleaseBuild(1, root), { release: 'r1', now: at(1) });
    addBuild(ci, createReleaseBuild(2, root), { release: 'r2', now: at(2) });
    addBuild(archive, createReleaseBuild(3, root), { release: 'r3', now: at(3) });
    expect(
      mergeArchive(archive, ci)
        .map((release) => release.id)
        .sort(),
    ).toEqual(['r1', 'r2']);
    expect(mergeArchive(archive, ci)).toEqual([]);
    expect(readReleases(archive).map((release) => release.id)).toEqual(['r3', 'r2', 'r1']);
    expect(archived()).toEqual([...new Set([1, 2, 3].flatMap(releaseFiles))].sort());
  });

  it('merges only hashed names inside the archive, and only releases with a proper id', () => {
    const other = join(root, 'other-archive');
    addBuild(other, createReleaseBuild(1, root), { release: 'r1', now: at(1) });
    const record = join(other, 'releases', 'r1.json');
    const r1 = JSON.parse(readFileSync(record, 'utf8'));
    writeFileSync(record, JSON.stringify({ ...r1, files: [...r1.files, '../../outside/c-Outside1.js', 'index.html'] }));
    writeFileSync(join(other, 'releases', 'bad.json'), JSON.stringify({ ...r1, id: '../bad' }));
    const [merged, ...rest] = mergeArchive(archive, other);
    expect(rest).toEqual([]);
    expect(merged?.files).toEqual(r1.files);
    expect(archived()).toEqual([...releaseFiles(1)].sort());
    expect(readdirSync(join(archive, 'releases'))).toEqual(['r1.json']);
  });

  it('refuses a folder that is not a build, a bad release id and keeping no release', () => {
    expect(() => addBuild(archive, root)).toThrow(AssetArchiveError);
    expect(() => addBuild(archive, createReleaseBuild(1, root), { release: '../x' })).toThrow(/release id/);
    expect(() => pruneArchive(archive, 0)).toThrow(/1 or more/);
  });

  it('recognises hashed names as Vite writes them, and nothing else', () => {
    for (const name of [
      'c-7ZZgm-Y8.js',
      'c--4ZBu8JH.js',
      'app-XKyaHtl9.js.br',
      'style-B1x2c3d4.css.gz',
      'index-DDd_c9xQ.js',
    ])
      expect(HASHED_ASSET.test(name), name).toBe(true);
    for (const name of ['index.html', 'sw.js', 'manifest.json', 'favicon.svg', 'c-short.js', '..', 'releases'])
      expect(HASHED_ASSET.test(name), name).toBe(false);
  });
});

describe('npm run assets:keep', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/keep-assets.ts', ...args], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
    });

  it('adds the build, prunes to --keep and says what it kept', () => {
    for (const n of [1, 2]) addBuild(archive, createReleaseBuild(n, root), { release: `r${n}`, now: at(n) });
    const result = run('--archive', archive, '--build', createReleaseBuild(3, root), '--release', 'r3', '--keep', '2');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('releases kept: r3, r2; dropped: r1');
    expect(existsSync(join(archive, 'assets', 'c-LazyPg001.js'))).toBe(false);
    expect(existsSync(join(archive, 'assets', 'c-LazyPg003.js'))).toBe(true);
  });

  it('says what is wrong, without a stack, when the arguments are', () => {
    const missing = run('--build', 'dist');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('--archive is required');
    const notBuild = run('--archive', archive, '--build', root);
    expect(notBuild.status).toBe(1);
    expect(notBuild.stderr).toContain('is not a client build');
    expect(notBuild.stderr).not.toMatch(/\n\s+at /);
  });
});
