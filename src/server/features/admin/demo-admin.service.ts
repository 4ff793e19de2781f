/**
 * The demo admin (demo mode only, never in production): made once on the first start after the demo
 * marketplace is seeded (seeding only fills a database without accounts, so the admin must come after),
 * then found again on every restart. Two processes starting together create it once.
 */
import { sql } from 'drizzle-orm';
import { DEMO_ADMIN } from '../../../shared/admin/demo-admin';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { verifyPassword } from '../accounts/passwords';
import { AdminAccountError, createAdmin } from './admin-accounts.service';

export type DemoAdminState =
  /** Made now, or already there: log in with `DEMO_ADMIN.email` and `DEMO_ADMIN.password`. */
  | { state: 'created' | 'ready' }
  /** It exists but its password was changed since: the documented one no longer works. */
  | { state: 'password-changed' }
  /** Its e-mail or phone belongs to an account that is not an admin: nothing was changed. */
  | { state: 'unavailable'; reason: string };

const NOT_AN_ADMIN = 'an account that is not an admin uses its e-mail address or phone number';

async function create(db: Database, now: Date | undefined): Promise<DemoAdminState> {
  try {
    const result = await createAdmin(db, DEMO_ADMIN, now ? { now } : {});
    // 'already-admin': another process made it a moment ago.
    if (result.outcome === 'created' || result.outcome === 'already-admin') return { state: 'created' };
    // Never promote someone else's account on the strength of a public password.
    return { state: 'unavailable', reason: NOT_AN_ADMIN };
  } catch (error) {
    if (error instanceof AdminAccountError) return { state: 'unavailable', reason: error.message };
    throw error;
  }
}

export async function ensureDemoAdmin(db: Database, now?: Date): Promise<DemoAdminState> {
  // A restart finds it with one query and one password check, without hashing anything.
  const [existing] = await db
    .select({ role: users.role, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  if (!existing) return create(db, now);
  if (existing.role !== 'admin') return { state: 'unavailable', reason: NOT_AN_ADMIN };
  if (existing.status !== 'active') return { state: 'unavailable', reason: `its account is ${existing.status}` };
  const works = await verifyPassword(existing.passwordHash, DEMO_ADMIN.password);
  return works ? { state: 'ready' } : { state: 'password-changed' };
}

/** The line `npm start` prints beside its address. */
export function describeDemoAdmin(admin: DemoAdminState, adminLoginUrl: string): string {
  switch (admin.state) {
    case 'created':
    case 'ready':
      return `Demo admin: log in at ${adminLoginUrl} with ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`;
    case 'password-changed':
      return `Demo admin: ${DEMO_ADMIN.email} (its password was changed from the demo one)`;
    case 'unavailable':
      return `Demo admin: not available, ${admin.reason} (${DEMO_ADMIN.email})`;
  }
}
