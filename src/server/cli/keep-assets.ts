/**
 * Keeps a release's hashed assets in the asset archive (ASSET_ARCHIVE_DIR) and prunes old releases, so
 * browsers still on an earlier release get its chunks during and after a rolling deploy:
 *
 *   npm run assets:keep -- --archive <dir> [--build dist] [--release <id>] [--merge <other archive>]... [--keep 3]
 *
 * `--build` adds a `vite build` output as the newest release (named `--release`, e.g. the git commit);
 * `--merge` copies in the releases of another archive (the one a release artifact carries). Then the
 * `--keep` newest releases stay and files no kept release names are removed. docs/operations.md has the
 * deploy that runs it.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  AssetArchiveError,
  addBuild,
  DEFAULT_RELEASES_KEPT,
  mergeArchive,
  pruneArchive,
} from '../features/client/asset-archive';

const USAGE =
  'Usage: npm run assets:keep -- --archive <dir> [--build <client build dir>] [--release <id>] ' +
  `[--merge <other archive dir>]... [--keep <releases, default ${DEFAULT_RELEASES_KEPT}>]`;

function main(): void {
  const { values } = parseArgs({
    options: {
      archive: { type: 'string' },
      build: { type: 'string' },
      release: { type: 'string' },
      merge: { type: 'string', multiple: true },
      keep: { type: 'string', default: String(DEFAULT_RELEASES_KEPT) },
    },
  });
  if (!values.archive) throw new AssetArchiveError(`--archive is required.\n${USAGE}`);
  if (!values.build && !values.merge?.length) throw new AssetArchiveError(`give --build or --merge.\n${USAGE}`);
  if (values.release && !values.build) throw new AssetArchiveError(`--release names the --build.\n${USAGE}`);
  const keep = Number(values.keep);
  const archive = resolve(values.archive);

  for (const other of values.merge ?? []) {
    const added = mergeArchive(archive, resolve(other));
    console.log(
      `merged ${added.length} release(s) from ${other}${added.length ? `: ${added.map((r) => r.id).join(', ')}` : ''}`,
    );
  }
  if (values.build) {
    const release = addBuild(archive, resolve(values.build), values.release ? { release: values.release } : {});
    console.log(`kept release ${release.id}: ${release.files.length} files`);
  }
  const pruned = pruneArchive(archive, keep);
  console.log(
    `releases kept: ${pruned.kept.join(', ')}; dropped: ${pruned.dropped.join(', ') || 'none'}; ` +
      `${pruned.filesRemoved} file(s) removed`,
  );
}

try {
  main();
} catch (error) {
  // A bad argument, a folder that is not a build, a full disk: the message says which, without a stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof AssetArchiveError ? message : `Keeping the assets failed: ${message}`);
  process.exit(1);
}
