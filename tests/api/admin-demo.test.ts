import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/demo/demo-seed';
import { openPglite } from '../../src/server/db/client';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { hashPassword } from '../../src/server/features/accounts/passwords';
import { describeDemoAdmin, ensureDemoAdmin } from '../../src/server/features/admin/demo-admin.service';
import { DEMO_ADMIN } from '../../src/shared/admin/demo-admin';
import { PATHS } from '../../src/shared/routes';
import { insertSeller } from '../fixtures/listings';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import { startServer } from '../helpers/server-process';

const TINY = { seed: 11, properties: 30, projects: 3, sellers: 6 } as const;
const CREDENTIALS = `with ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`;

describeEachDatabase('the demo admin', (database) => {
  let mediaDir: string;
  const demoAdmins = () =>
    database()
      .db.select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  const accountCount = async () => (await database().db.select({ id: users.id }).from(users)).length;

  /** What `npm start` does in demo mode: seed an empty database, then make sure the demo admin exists. */
  const demoStart = async () => ({
    seeded: await seedDemoIfEmpty(database(), { mediaDir, ...TINY }),
    admin: await ensureDemoAdmin(database().db),
  });

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'pc-demo-admin-'));
  });
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  it('is made once, after the marketplace is seeded, and found again on restarts', async () => {
    const first = await demoStart();
    expect(first.seeded?.users).toBe(TINY.sellers);
    expect(first.admin).toEqual({ state: 'created' });
    const accounts = await accountCount();
    expect(accounts).toBe(TINY.sellers + 1);

    // Two processes restarting together on one database.
    const restarts = await Promise.all([demoStart(), demoStart()]);
    expect(restarts.map((restart) => restart.seeded)).toEqual([null, null]);
    expect(restarts.map((restart) => restart.admin)).toEqual([{ state: 'ready' }, { state: 'ready' }]);
    expect(await accountCount()).toBe(accounts);
    const [admin, ...others] = await demoAdmins();
    expect(others).toEqual([]);
    expect(admin?.role).toBe('admin');
    expect((await auditOf(database(), 'user', admin?.id ?? 0)).map((row) => row.action)).toEqual(['user.create_admin']);
  });

  it('logs in with the documented password and may moderate', async () => {
    const t = adminTestApp(database());
    const token = await t.logIn(DEMO_ADMIN);
    const res = await t.call('POST', '/admin/properties/999999999/approve', undefined, token);
    expect(res.status).toBe(404);
  });

  it('says so when its password was changed, and never promotes someone else who holds its e-mail', async () => {
    await database()
      .db.update(users)
      .set({ passwordHash: await hashPassword('changed by the admin') })
      .where(eq(users.email, DEMO_ADMIN.email));
    const changed = await ensureDemoAdmin(database().db);
    expect(changed).toEqual({ state: 'password-changed' });
    expect(describeDemoAdmin(changed, '/admin/login')).not.toContain(DEMO_ADMIN.password);

    await database().db.update(users).set({ role: 'user' }).where(eq(users.email, DEMO_ADMIN.email));
    const taken = await ensureDemoAdmin(database().db);
    expect(taken.state).toBe('unavailable');
    expect(describeDemoAdmin(taken, '/admin/login')).not.toContain(DEMO_ADMIN.password);
    expect((await demoAdmins())[0]?.role).toBe('user');
  });
});

describe('npm start in demo mode', () => {
  let dataDir: string;

  beforeAll(async () => {
    // An account already there: the process skips seeding the marketplace (covered above) and starts fast.
    dataDir = await mkdtemp(join(tmpdir(), 'pc-demo-admin-start-'));
    const database = await openPglite(dataDir);
    await database.migrate();
    await insertSeller(database.db);
    await database.close();
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const adminsIn = async () => {
    const database = await openPglite(dataDir);
    try {
      return await database.db.select({ role: users.role }).from(users).where(eq(users.email, DEMO_ADMIN.email));
    } finally {
      await database.close();
    }
  };

  it('makes no demo admin in production, even with DEMO_MODE=true', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      NODE_ENV: 'production',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      APP_SECRET: 'a-test-key-of-at-least-thirty-two-characters',
      PUBLIC_ORIGIN: 'https://www.example.in',
    });
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('demo mode in production: no demo admin is made');
    expect(server.output()).not.toContain(DEMO_ADMIN.password);
    expect(await adminsIn()).toEqual([]);
  }, 120_000);

  it('prints the demo admin beside the address, and a restart makes no second one', async () => {
    for (let start = 0; start < 2; start++) {
      const server = await startServer({ DATA_DIR: dataDir, DEMO_MODE: 'true' });
      expect(await server.stop()).toBe(0);
      expect(server.output()).toContain(`Property Creator is listening on ${server.url}`);
      expect(server.output()).toContain(`Demo admin: log in at ${server.url}${PATHS.adminLogin} ${CREDENTIALS}`);
    }
    expect(await adminsIn()).toEqual([{ role: 'admin' }]);
  }, 120_000);
});
