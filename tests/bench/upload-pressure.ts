/**
 * Photo uploads never starve logins: one server process on a fresh PostgreSQL database and the local Redis
 * (as in production), twelve sellers uploading at once the worst photo the server accepts (a PNG of a few
 * kB that decodes to just under MEDIA_UPLOAD_LIMITS.maxPixels), again and again, while buyers log in one
 * after another. Prints login latency percentiles with no uploads and under them, and what the uploads
 * were answered; exits 1 when logins under the uploads miss p95 < 100 ms or an upload is not stored.
 *
 *   npm run bench:uploads
 *   npm run bench:uploads -- --seconds 20 --uploaders 12
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { decodeSlots } from '../../src/server/features/media/photo-encode';
import { MEDIA_UPLOAD_LIMITS, MEDIA_UPLOAD_PATH } from '../../src/shared/media-upload';
import { startCluster } from '../helpers/cluster';
import { type Account, account, logIn, sellerAccount } from '../helpers/cluster-api';
import { LOAD_RATE_LIMIT_SCALE } from '../helpers/cluster-load';
import { call as loopbackCall } from '../helpers/loopback-call';
import { formWith } from '../helpers/media-api';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    uploaders: { type: 'string', default: '12' },
  },
});
const seconds = Number(args.seconds);
const uploaders = Number(args.uploaders);
const TARGET_P95_MS = 100;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The largest picture accepted, as a flat PNG: a few kB to send, 48 million pixels to decode. */
async function worstPhoto(variant: number): Promise<Uint8Array> {
  const width = 8_000;
  const height = Math.floor(MEDIA_UPLOAD_LIMITS.maxPixels / width);
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: 40 + variant, g: 120, b: 200 - variant } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}

console.log(
  `upload pressure: ${uploaders} sellers uploading ${MEDIA_UPLOAD_LIMITS.maxPixels / 1e6} MP PNGs, ${seconds} s`,
);
const cluster = await startCluster({ processes: 1, env: { RATE_LIMIT_SCALE: LOAD_RATE_LIMIT_SCALE } });
let failed = true;
try {
  const node = cluster.node(0);
  const sellers: Account[] = [];
  for (let i = 0; i < uploaders; i += 1) sellers.push(await sellerAccount(cluster));
  const buyers = await Promise.all([1, 2, 3, 4].map((i) => account(cluster, node, cluster.ip(20 + i))));
  const photos = await Promise.all(sellers.map((_, i) => worstPhoto(i)));
  console.log(`worst photo: ${photos[0]?.byteLength.toLocaleString('en-IN')} bytes`);

  /** Logins one after another for `ms`, each a different buyer and address in turn; their latencies. */
  const logins = async (forMs: number): Promise<number[]> => {
    const latencies: number[] = [];
    const until = Date.now() + forMs;
    for (let n = 0; Date.now() < until; n += 1) {
      const buyer = buyers[n % buyers.length] as Account;
      const started = performance.now();
      await logIn(node, buyer.person, cluster.ip(20 + (n % buyers.length) + 1));
      latencies.push(performance.now() - started);
    }
    return latencies;
  };

  // Warm: the first logins and the first decode compile and allocate what later ones reuse.
  await logins(1_000);

  const quiet = summary(await logins(seconds * 1000));

  const uploads = { stored: 0, refused: new Map<number, number>(), latencies: [] as number[] };
  let uploading = true;
  const uploader = async (seller: Account, i: number) => {
    for (let n = 0; uploading; n += 1) {
      const started = performance.now();
      const answer = await loopbackCall(
        node.url,
        'POST',
        MEDIA_UPLOAD_PATH,
        formWith(photos[i] as Uint8Array, `worst-${i}-${n}.png`, 'image/png'),
        {
          token: seller.token,
          headers: { 'X-Forwarded-For': cluster.ip(60 + i) },
          timeoutMs: 120_000,
        },
      );
      uploads.latencies.push(performance.now() - started);
      if (answer.status === 200 || answer.status === 201) uploads.stored += 1;
      else uploads.refused.set(answer.status, (uploads.refused.get(answer.status) ?? 0) + 1);
    }
  };
  const uploading$ = Promise.all(sellers.map((seller, i) => uploader(seller, i)));
  // Let every upload reach the decoder before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const pressed = summary(await logins(seconds * 1000));
  uploading = false;
  await uploading$;
  const up = summary(uploads.latencies);

  console.log('');
  console.log('| logins | n | p50 | p95 | p99 |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| no uploads | ${quiet.n} | ${ms(quiet.p50)} | ${ms(quiet.p95)} | ${ms(quiet.p99)} |`);
  console.log(
    `| ${uploaders} uploads at once | ${pressed.n} | ${ms(pressed.p50)} | ${ms(pressed.p95)} | ${ms(pressed.p99)} |`,
  );
  console.log('');
  console.log(
    `uploads: ${uploads.stored} stored, refused ${JSON.stringify(Object.fromEntries(uploads.refused))}; ` +
      `each took p50 ${ms(up.p50)}, p95 ${ms(up.p95)} (${availableParallelism()} cores: ${decodeSlots(availableParallelism())} decoded at once)`,
  );
  failed = pressed.p95 >= TARGET_P95_MS || uploads.refused.size > 0 || uploads.stored === 0;
  if (failed)
    console.error(`FAILED: login p95 under uploads must be under ${TARGET_P95_MS} ms and every upload stored`);
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
