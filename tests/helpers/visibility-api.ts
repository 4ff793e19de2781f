/**
 * Three people for listing-visibility tests: a builder who owns the listings `listings` inserts, another
 * signed-in person and an admin, with their session tokens; and the app's view counter (to flush).
 */
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../src/server/env';
import { createViewCounter } from '../../src/server/features/listings/view-counter';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { createLogger } from '../../src/server/lib/logger';
import { apiClient, newPerson } from './api-client';
import type { TestDatabase } from './database';

type Db = TestDatabase['db'];
type Seller = { id: number; sellerType: 'Builder' };

export async function ownerOtherAdmin(
  database: TestDatabase,
  listings: (db: Db, seller: Seller) => Promise<Record<string, number>>,
) {
  const db = database.db;
  const views = createViewCounter({ database, logger: createLogger({ LOG_LEVEL: 'silent' }) });
  // Behind our proxy, so a test can read as visitors at different addresses (X-Forwarded-For).
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
  const t = apiClient(database, { env, views });
  const tokens: Record<'owner' | 'other' | 'admin', string> = { owner: '', other: '', admin: '' };
  let ids: Record<string, number> = {};
  for (const who of ['owner', 'other', 'admin'] as const) {
    const person = newPerson();
    const user = await t.signUp(person);
    tokens[who] = await t.logIn(person);
    if (who === 'owner') {
      await db.insert(sellers).values({ userId: user.id, sellerType: 'Builder', companyName: 'Owner Homes' });
      ids = await listings(db, { id: user.id, sellerType: 'Builder' });
    }
    if (who === 'admin') await db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
  }
  return { t, tokens, ids, views };
}
