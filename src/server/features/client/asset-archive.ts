/**
 * The asset archive: the hashed files (`assets/`) of the last few releases, kept so that a browser which
 * loaded release N still gets N's lazily loaded chunks from a process already on N+1 during a rolling
 * deploy, and for as long as N is among the kept releases (the server serves it under `/assets/` after
 * its own build: ASSET_ARCHIVE_DIR, client.routes.ts). Only content-hashed names go in, never
 * `index.html` or `sw.js`: an old shell or worker must not come back.
 *
 * Layout: `<archive>/assets/<file>` (the files, shared between releases) and `<archive>/releases/<id>.json`
 * (which files each release has, and when it was built). Two archives merge by copying what is missing,
 * as names say their contents. Pruning keeps the newest releases and removes files no kept release names.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** A content-hashed file name as Vite writes it (`c-7ZZgm-Y8.js`, `style-B1x2c3d4.css`), with its pre-compressed copies. */
export const HASHED_ASSET = /^[\w.-]*?-[\w-]{8,}\.[a-z0-9]+(?:\.(?:gz|br))?$/i;

/** Releases kept when the deploy says nothing: the current one and the two before it. */
export const DEFAULT_RELEASES_KEPT = 3;

const ASSETS = 'assets';
const RELEASES = 'releases';
/** A release id as a file name: a git commit, a tag, a build number. */
const RELEASE_ID = /^[\w.-]{1,64}$/;

export interface ReleaseRecord {
  id: string;
  /** When the release was added (ISO time): pruning keeps the newest. */
  addedAt: string;
  files: string[];
}

/** A mistake the operator can fix (a folder that is not a build, a bad release id): printed without a stack. */
export class AssetArchiveError extends Error {}

const hashedFiles = (folder: string): string[] =>
  existsSync(folder) ? readdirSync(folder).filter((name) => HASHED_ASSET.test(name)) : [];

/** Copies `from` to `to` unless it is there already; through a temporary name, so no reader sees half a file. */
function copyOnce(from: string, to: string): boolean {
  if (existsSync(to)) return false;
  const partial = `${to}.partial-${process.pid}`;
  copyFileSync(from, partial);
  renameSync(partial, to);
  return true;
}

function writeRecord(archive: string, record: ReleaseRecord): void {
  const file = join(archive, RELEASES, `${record.id}.json`);
  writeFileSync(`${file}.partial`, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
}

export function readReleases(archive: string): ReleaseRecord[] {
  const folder = join(archive, RELEASES);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ReleaseRecord)
    .sort((a, b) => b.addedAt.localeCompare(a.addedAt) || a.id.localeCompare(b.id));
}

const prepare = (archive: string) => {
  mkdirSync(join(archive, ASSETS), { recursive: true });
  mkdirSync(join(archive, RELEASES), { recursive: true });
};

/**
 * Adds a build (`vite build`'s output folder) as the newest release. Without an id, the release is named
 * by its files, so archiving the same build again (a redeploy, a rollback) only marks it newest.
 */
export function addBuild(
  archive: string,
  buildDir: string,
  options: { release?: string; now?: Date } = {},
): ReleaseRecord {
  const source = join(buildDir, ASSETS);
  const files = hashedFiles(source).sort();
  if (!existsSync(join(buildDir, 'index.html')) || files.length === 0)
    throw new AssetArchiveError(`${buildDir} is not a client build (no index.html or no hashed files in assets/)`);
  const id = options.release ?? createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
  if (!RELEASE_ID.test(id))
    throw new AssetArchiveError(`the release id "${id}" must be 1-64 letters, digits, dots, dashes or underscores`);
  prepare(archive);
  for (const name of files) copyOnce(join(source, name), join(archive, ASSETS, name));
  const record: ReleaseRecord = { id, addedAt: (options.now ?? new Date()).toISOString(), files };
  writeRecord(archive, record);
  return record;
}

/**
 * Copies into `archive` the files and release records of `other` that it lacks (the archive a release
 * artifact carries, or another machine's). A record's names are checked as if typed: no path, hashed only.
 */
export function mergeArchive(archive: string, other: string): ReleaseRecord[] {
  prepare(archive);
  const known = new Set(readReleases(archive).map((release) => release.id));
  const added: ReleaseRecord[] = [];
  for (const release of readReleases(other)) {
    if (known.has(release.id) || !RELEASE_ID.test(release.id)) continue;
    const files = release.files.filter((name) => HASHED_ASSET.test(name) && existsSync(join(other, ASSETS, name)));
    for (const name of files) copyOnce(join(other, ASSETS, name), join(archive, ASSETS, name));
    const record = { ...release, files };
    writeRecord(archive, record);
    added.push(record);
  }
  return added;
}

/** Keeps the `keep` newest releases and deletes every file none of them names. */
export function pruneArchive(
  archive: string,
  keep: number,
): { kept: string[]; dropped: string[]; filesRemoved: number } {
  if (!Number.isInteger(keep) || keep < 1) throw new AssetArchiveError('the number of releases kept must be 1 or more');
  const releases = readReleases(archive);
  const kept = releases.slice(0, keep);
  const dropped = releases.slice(keep);
  const named = new Set(kept.flatMap((release) => release.files));
  let filesRemoved = 0;
  for (const name of existsSync(join(archive, ASSETS)) ? readdirSync(join(archive, ASSETS)) : []) {
    if (named.has(name)) continue;
    rmSync(join(archive, ASSETS, name), { force: true });
    filesRemoved += 1;
  }
  for (const release of dropped) rmSync(join(archive, RELEASES, `${release.id}.json`), { force: true });
  return { kept: kept.map((release) => release.id), dropped: dropped.map((release) => release.id), filesRemoved };
}
