/**
 * Copies the local photo folder into the configured S3 bucket (MEDIA_S3_*), for moving a deployment's
 * photos off one machine: `npm run media:copy-to-s3 [-- --from <folder>] [--concurrency N]`.
 *
 *   --from DIR        the disk store's folder (default <DATA_DIR>/media)
 *   --concurrency N   uploads in flight at once (default 8)
 *
 * Safe to stop and run again: objects already in the bucket with the file's size are skipped, and each
 * object is written whole or not at all. Prints progress about once a second and a summary; exits 1 when
 * any photo could not be copied (run it again).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env';
import { copyMediaToS3, type MediaCopyProgress } from '../features/media/media-copy';
import { createS3MediaStore } from '../features/media/media-s3.store';
import { mediaDirOf, s3MediaConfig } from '../features/media/media-store-config';

const PROGRESS_EVERY_MS = 1000;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (p: MediaCopyProgress) =>
  `${p.copied + p.skipped + p.failed} of ${p.found} seen: ${p.copied} copied (${megabytes(p.bytes)}), ` +
  `${p.skipped} already there, ${p.failed} failed`;

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, concurrency: { type: 'string' } },
    strict: true,
  });
  const env = loadEnv();
  const config = s3MediaConfig(env);
  if (!config) throw new EnvError('MEDIA_S3_BUCKET is not set: there is no bucket to copy the photos to.');
  const from = values.from ? resolve(values.from) : mediaDirOf(env);
  if (!existsSync(from)) throw new EnvError(`There is no media folder at ${from}.`);
  const concurrency = Number(values.concurrency ?? 8);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    throw new EnvError(`--concurrency must be a whole number from 1 to 64 (got ${JSON.stringify(values.concurrency)})`);
  }
  const store = createS3MediaStore(config);
  console.log(`Copying photos from ${from} to bucket ${config.bucket}/${config.prefix}...`);
  const started = performance.now();
  let shown = started;
  try {
    const result = await copyMediaToS3(from, store, {
      concurrency,
      onProgress: (progress) => {
        const now = performance.now();
        if (now - shown < PROGRESS_EVERY_MS) return;
        shown = now;
        console.log(line(progress));
      },
      onError: (file, error) => {
        const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
        console.error(`${file}: ${error instanceof Error ? error.message : String(error)}${cause}`);
      },
    });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s. ${line(result)}.`);
    if (result.failed > 0) {
      console.error('Some photos were not copied: run the command again to copy them.');
      process.exitCode = 1;
    }
  } finally {
    store.destroy();
  }
}

main().catch((error: unknown) => {
  const argumentError =
    error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  console.error(error instanceof EnvError || argumentError ? (error as Error).message : error);
  process.exit(1);
});
