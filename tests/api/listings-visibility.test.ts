import { beforeAll, expect, it } from 'vitest';
import type { ViewCounter } from '../../src/server/features/listings/view-counter';
import { insertProject, insertProperty } from '../fixtures/listings';
import type { ApiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { ownerOtherAdmin } from '../helpers/visibility-api';

/** Listings that are not active are seen by their owner and by admins, by nobody else. */
describeEachDatabase('who sees listings that are not active', (database) => {
  let t: ApiClient;
  let tokens: Record<'owner' | 'other' | 'admin', string>;
  let ids: Record<string, number>;
  let views: ViewCounter;

  beforeAll(async () => {
    ({ t, tokens, ids, views } = await ownerOtherAdmin(database(), async (db, seller) => ({
      pending: await insertProperty(db, { seller, status: 'pending', publishedAt: null }),
      rejected: await insertProperty(db, { seller, status: 'rejected', rejectionReason: 'Blurred photos' }),
      rejectedAtFirstReview: await insertProperty(db, {
        seller,
        status: 'rejected',
        publishedAt: null,
        rejectionReason: 'Blurred photos',
      }),
      deleted: await insertProperty(db, { seller, status: 'deleted' }),
      active: await insertProperty(db, { seller }),
      pendingProject: await insertProject(db, seller, { status: 'pending', publishedAt: null }),
      rejectedProject: await insertProject(db, seller, {
        status: 'rejected',
        publishedAt: null,
        rejectionReason: 'No RERA number',
      }),
    })));
  });

  const status = async (path: string, token?: string) =>
    (await t.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })).status;

  it('shows a pending or rejected listing to its owner and to admins only', async () => {
    // To anyone else, one never public (pending, or rejected at its first review) is not found; one public
    // once and rejected after an edit is no longer available (410).
    for (const [id, hidden] of [
      [ids.pending, 404],
      [ids.rejectedAtFirstReview, 404],
      [ids.rejected, 410],
    ]) {
      expect(await status(`/api/properties/${id}`)).toBe(hidden);
      expect(await status(`/api/properties/${id}`, tokens.other)).toBe(hidden);
      expect(await status(`/api/properties/${id}`, tokens.owner)).toBe(200);
      expect(await status(`/api/properties/${id}`, tokens.admin)).toBe(200);
    }
    const body = await (
      await t.app.request(`/api/properties/${ids.rejected}`, { headers: { Authorization: `Bearer ${tokens.owner}` } })
    ).json();
    expect(body.data).toMatchObject({ status: 'rejected' });
  });

  it('hides a deleted listing from its owner but not from admins', async () => {
    expect(await status(`/api/properties/${ids.deleted}`, tokens.owner)).toBe(410);
    expect(await status(`/api/properties/${ids.deleted}`, tokens.admin)).toBe(200);
  });

  it('does the same for projects', async () => {
    expect(await status(`/api/projects/${ids.pendingProject}`)).toBe(404);
    expect(await status(`/api/projects/${ids.pendingProject}`, tokens.other)).toBe(404);
    expect(await status(`/api/projects/${ids.pendingProject}`, tokens.owner)).toBe(200);
    expect(await status(`/api/projects/${ids.rejectedProject}`)).toBe(404);
    expect(await status(`/api/projects/${ids.rejectedProject}`, tokens.owner)).toBe(200);
  });

  it("does not count the owner's own views", async () => {
    await status(`/api/properties/${ids.active}`, tokens.owner);
    await status(`/api/properties/${ids.active}`, tokens.other);
    await views.flush();
    const body = await (await t.app.request(`/api/properties/${ids.active}`)).json();
    expect(body.data.views).toBe(1);
  });
});
