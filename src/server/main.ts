/**
 * The server process: validate configuration, open and migrate the database, serve the API and the
 * built client, and stop cleanly on SIGTERM/SIGINT (finish in-flight requests, close the database).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { PATHS } from '../shared/routes';
import { createApp } from './app';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client';
import { type Env, EnvError, loadEnv } from './env';
import { warmPasswordHashing } from './features/accounts/passwords';
import { type DemoAdminState, describeDemoAdmin, ensureDemoAdmin } from './features/admin/demo-admin.service';
import { savedSearchAlertsJob } from './features/alerts/alerts.job';
import { vapidConfig } from './features/alerts/push-config';
import { withLocalVapidKeys } from './features/alerts/vapid-keys';
import { landingFiguresJob } from './features/landing/landing-figures';
import { freshnessJob } from './features/listings/freshness.job';
import { createConfiguredMediaStore, mediaDirOf } from './features/media/media-store-config';
import { mediaSweepJob } from './features/media/media-sweep';
import { createJobRunner } from './lib/jobs';
import { createLogger, type Logger } from './lib/logger';
import { connectRedis, describeRedisUrl } from './lib/redis';
import { httpServerOptions } from './lib/server-timeouts';
import { createSharedStores } from './lib/shared-stores';
import { createSmsSender } from './lib/sms/sms';

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openConfiguredDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) return openPglite(resolve(env.DATA_DIR));
  return openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX, {
    urls: env.DATABASE_REPLICA_URLS,
    poolMax: env.DATABASE_REPLICA_POOL_MAX,
    // The read is answered by the primary instead; the log says which replica let it down, and why.
    onFallback: (replica, error) =>
      logger.warn({ replica, err: error }, 'a replica could not answer; read the primary'),
  });
}

/** Closed in this order once in-flight requests are done. */
type Closer = { name: string; close: () => Promise<unknown> };

function stopOnSignals(server: ReturnType<typeof serve>, closers: Closer[], env: Env, logger: Logger) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error({ timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out, exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      for (const { name, close } of closers) {
        await close().catch((error: unknown) => logger.error({ err: error }, `closing the ${name} failed`));
      }
      logger.info('stopped');
      process.exit(0);
    });
    // Keep-alive connections with no request in flight would hold close() open until they time out.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main() {
  const configured = readEnv();
  const logger = createLogger(configured);
  const env = await withLocalVapidKeys(configured, logger);
  const database = await openConfiguredDatabase(env, logger);
  await database.migrate();
  const mediaDir = mediaDirOf(env);
  const { store: media, description: mediaStore } = createConfiguredMediaStore(env);
  logger.info(
    { media: mediaStore, mediaBaseUrl: env.MEDIA_BASE_URL ?? '/media' },
    'photos are kept in the media store',
  );
  let demoAdmin: DemoAdminState | undefined;
  if (env.DEMO_MODE) {
    // The demo generator (src/demo) is not product code: it is loaded only here, only in demo mode, and
    // the server build keeps it in chunks of its own (docs/architecture.md, The demo generator).
    const { seedDemoIfEmpty } = await import('../demo/demo-seed');
    const seeded = await seedDemoIfEmpty(database, { mediaDir, store: media, logger });
    if (seeded) logger.info(seeded, 'demo marketplace seeded');
    // A known admin password must never guard real data, even when DEMO_MODE=true is forced in production.
    if (env.NODE_ENV === 'production') logger.warn('demo mode in production: no demo admin is made');
    else demoAdmin = await ensureDemoAdmin(database.db);
  }

  const clientDir = resolve(env.CLIENT_DIR);
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (!hasClient) logger.warn({ clientDir }, 'the client is not built (run `npm run build`); serving the API only');
  if (env.ASSET_ARCHIVE_DIR && !existsSync(join(env.ASSET_ARCHIVE_DIR, 'assets')))
    logger.warn({ assetArchiveDir: env.ASSET_ARCHIVE_DIR }, 'the asset archive is empty (run `npm run assets:keep`)');

  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, logger) : undefined;
  if (env.REDIS_URL) logger.info({ redis: describeRedisUrl(env.REDIS_URL) }, 'rate limits are shared through Redis');
  const { rateLimits, views, publicCache, jobs: sharedJobs } = createSharedStores({ env, database, logger, redis });
  logger.info({ store: rateLimits.store }, 'where rate limits are counted');
  const sms = createSmsSender(env, logger);
  await warmPasswordHashing();

  logger.info({ store: publicCache.store }, 'public answers are cached briefly and dropped on every listing change');
  const app = createApp({
    env,
    database,
    logger,
    sms,
    rateLimits,
    redis,
    media,
    views,
    publicCache,
    clientDir: hasClient ? clientDir : undefined,
    assetArchiveDir: env.ASSET_ARCHIVE_DIR && resolve(env.ASSET_ARCHIVE_DIR),
  });
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpServerOptions(env) },
    (info) => {
      const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
      logger.info(
        { port: info.port, database: database.description, url: `http://${shownHost}:${info.port}` },
        `Property Creator is listening on http://${shownHost}:${info.port}`,
      );
      if (demoAdmin) {
        logger.info(
          { demoAdmin: demoAdmin.state },
          describeDemoAdmin(demoAdmin, `http://${shownHost}:${info.port}${PATHS.adminLogin}`),
        );
      }
    },
  );
  // Background jobs run on one process at a time across the fleet (src/server/lib/jobs.ts).
  const jobs = createJobRunner({ db: database.db, logger });
  // Photos uploaded for drafts never finished are removed once nothing can use them (hourly).
  jobs.add(mediaSweepJob({ database, media, logger }));
  // Saved-search alerts: by Web Push with VAPID keys (outside production, made on the first start), and by
  // text for the one search a buyer whose browser cannot take push asked for.
  jobs.add(savedSearchAlertsJob({ database, env, logger, sms, rateLimits }));
  if (!vapidConfig(env))
    logger.info('push alerts for saved searches are off (set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT)');
  // Listings nobody confirmed leave search; their sellers are reminded a week before (every 10 minutes).
  jobs.add(freshnessJob({ database, env, logger, sms, publicCache }));
  // Big cities' landing counts and medians, recomputed every 10 minutes (landing-figures.ts).
  jobs.add(landingFiguresJob({ database, logger }));
  for (const job of sharedJobs) jobs.add(job);
  jobs.start();
  // Asked at once, so the run under way winds down while requests in flight finish; awaited below.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void jobs.stop());
  stopOnSignals(
    server,
    [
      // No new run starts; a run under way finishes its current item and lets its lease go.
      { name: 'background jobs', close: () => jobs.stop() },
      // Views noted by the last requests are written before the database closes.
      { name: 'view counts', close: () => views.flush() },
      { name: 'database', close: () => database.close() },
      ...(redis ? [{ name: 'redis connection', close: () => redis.quit() }] : []),
    ],
    env,
    logger,
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
