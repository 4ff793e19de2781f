import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { insertProject, insertProperty } from '../fixtures/listings';
import { describeEachDatabase } from '../helpers/database';
import { accountsTestApp, newPerson } from './accounts-support';

/** Listings that are not active are seen by their owner and by admins, by nobody else. */
describeEachDatabase('who sees listings that are not active', (database) => {
  let t: ReturnType<typeof accountsTestApp>;
  const tokens: Record<'owner' | 'other' | 'admin', string> = { owner: '', other: '', admin: '' };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = database().db;
    t = accountsTestApp(database());
    for (const who of ['owner', 'other', 'admin'] as const) {
      const person = newPerson();
      const user = await t.signUp(person);
      tokens[who] = await t.logIn(person);
      if (who === 'owner') {
        await db.insert(sellers).values({ userId: user.id, sellerType: 'Builder', companyName: 'Owner Homes' });
        const seller = { id: user.id, sellerType: 'Builder' as const };
        ids.pending = await insertProperty(db, { seller, status: 'pending', publishedAt: null });
        ids.rejected = await insertProperty(db, { seller, status: 'rejected', rejectionReason: 'Blurred photos' });
        ids.deleted = await insertProperty(db, { seller, status: 'deleted' });
        ids.active = await insertProperty(db, { seller });
        ids.pendingProject = await insertProject(db, seller, { status: 'pending' });
      }
      if (who === 'admin') await db.execute(sql`update users set role = 'admin' where id = ${user.id}`);
    }
  });

  const status = async (path: string, token?: string) =>
    (await t.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).status;

  it('shows a pending or rejected listing to its owner and to admins only', async () => {
    for (const id of [ids.pending, ids.rejected]) {
      expect(await status(`/api/properties/${id}`)).toBe(404);
      expect(await status(`/api/properties/${id}`, tokens.other)).toBe(404);
      expect(await status(`/api/properties/${id}`, tokens.owner)).toBe(200);
      expect(await status(`/api/properties/${id}`, tokens.admin)).toBe(200);
    }
    const body = await (
      await t.app.request(`/api/properties/${ids.rejected}`, { headers: { Authorization: `Bearer ${tokens.owner}` } })
    ).json();
    expect(body.data).toMatchObject({ status: 'rejected' });
  });

  it('hides a deleted listing from its owner but not from admins', async () => {
    expect(await status(`/api/properties/${ids.deleted}`, tokens.owner)).toBe(404);
    expect(await status(`/api/properties/${ids.deleted}`, tokens.admin)).toBe(200);
  });

  it('does the same for projects', async () => {
    expect(await status(`/api/projects/${ids.pendingProject}`)).toBe(404);
    expect(await status(`/api/projects/${ids.pendingProject}`, tokens.other)).toBe(404);
    expect(await status(`/api/projects/${ids.pendingProject}`, tokens.owner)).toBe(200);
  });

  it("does not count the owner's own views", async () => {
    await status(`/api/properties/${ids.active}`, tokens.owner);
    await status(`/api/properties/${ids.active}`, tokens.other);
    const body = await (await t.app.request(`/api/properties/${ids.active}`)).json();
    expect(body.data.views).toBe(1);
  });
});
