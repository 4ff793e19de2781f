/**
 * The server process: validate configuration, open and migrate the database, serve the API and the
 * built client, and stop cleanly on SIGTERM/SIGINT (finish in-flight requests, close the database).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { type DatabaseHandle, openPglite, openPostgres } from './db/client';
import { type Env, EnvError, loadEnv } from './env';
import { seedDemoIfEmpty } from './features/demo/demo-seed';
import { createLogger, type Logger } from './lib/logger';

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

async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX) : openPglite(resolve(env.DATA_DIR));
}

function stopOnSignals(server: ReturnType<typeof serve>, database: DatabaseHandle, env: Env, logger: Logger) {
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
      await database.close().catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
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
  const env = readEnv();
  const logger = createLogger(env);
  const database = await openConfiguredDatabase(env);
  await database.migrate();
  if (env.DEMO_MODE) {
    const seeded = await seedDemoIfEmpty(database, { mediaDir: join(resolve(env.DATA_DIR), 'media'), logger });
    if (seeded) logger.info(seeded, 'demo marketplace seeded');
  }

  const clientDir = resolve(env.CLIENT_DIR);
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (!hasClient) logger.warn({ clientDir }, 'the client is not built (run `npm run build`); serving the API only');

  const app = createApp({ env, database, logger, clientDir: hasClient ? clientDir : undefined });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    logger.info(
      { port: info.port, database: database.description, url: `http://${shownHost}:${info.port}` },
      `Property Creator is listening on http://${shownHost}:${info.port}`,
    );
  });
  stopOnSignals(server, database, env, logger);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
