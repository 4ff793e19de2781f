/**
 * Fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with a demo marketplace, e.g. for
 * load tests: `npm run demo:seed -- --properties 100000`.
 *
 *   --properties N   listings (default 3000)
 *   --sellers N      seller accounts (default max(300, properties / 10), so owners do not list hundreds)
 *   --projects N     builder projects (default max(150, properties / 40))
 *   --seed N         generator seed (default the server's demo seed: same seed, same marketplace)
 *   --append         add to a database that already has accounts. Without it the command refuses to
 *                    touch a non-empty database. Appended sellers get new sequence numbers, hence new
 *                    e-mails and phone numbers, and the listings come from fresh random streams.
 *
 * Migrates first. Refuses to run with NODE_ENV=production: the demo is fake data.
 *
 * The generator (src/demo) is imported only once the command has checked its arguments and environment:
 * nothing in src/server imports it statically (docs/architecture.md, The demo generator).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../db/client';
import { EnvError, loadEnv } from '../env';
import { createConfiguredMediaStore, mediaDirOf } from '../features/media/media-store-config';

function count(name: string, value: string | undefined, fallback: number, max = 2_000_000): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new EnvError(`--${name} must be a whole number from 0 to ${max} (got ${JSON.stringify(value)})`);
  }
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      properties: { type: 'string' },
      projects: { type: 'string' },
      sellers: { type: 'string' },
      seed: { type: 'string' },
      append: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const env = loadEnv();
  if (env.NODE_ENV === 'production') throw new EnvError('Refusing to seed demo data with NODE_ENV=production.');
  const properties = count('properties', values.properties, 3000);
  const options = {
    mediaDir: mediaDirOf(env),
    store: createConfiguredMediaStore(env).store,
    properties,
    sellers: count('sellers', values.sellers, Math.max(300, Math.ceil(properties / 10))),
    projects: count('projects', values.projects, Math.max(150, Math.ceil(properties / 40))),
    ...(values.seed === undefined ? {} : { seed: count('seed', values.seed, 0, 2 ** 32 - 1) }),
    logger: { info: (obj: object, msg?: string) => console.log(msg ?? '', JSON.stringify(obj)) },
  };
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_POOL_MAX)
    : await openPglite(resolve(env.DATA_DIR));
  try {
    console.log(`Seeding ${database.description}...`);
    await database.migrate();
    const { seedDemoIfEmpty, seedDemoMarketplace } = await import('../../demo/demo-seed');
    const result = values.append
      ? await seedDemoMarketplace(database, options)
      : await seedDemoIfEmpty(database, options);
    if (!result) {
      console.error('The database already has accounts: nothing was seeded. Pass --append to add a demo batch.');
      process.exitCode = 1;
      return;
    }
    console.log(
      `Seeded ${result.users} sellers, ${result.projects} projects, ${result.properties} properties, ` +
        `${result.enquiries} enquiries and ${result.media} photos in ${(result.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof TypeError ? error.message : error);
  process.exit(1);
});
