import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  MODERATION_MESSAGES,
  type ModerationResponse,
  moderationPath,
} from '../../src/shared/admin/moderation-contract';
import type { ProjectCard } from '../../src/shared/listings/listing-types';
import type { SellerProject } from '../../src/shared/sellers/seller-project-constants';
import { insertProject } from '../fixtures/listings';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('admin moderation of projects', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let builder: Person;

  // `t.call` adds the `/api` prefix itself; `as` defaults to the admin, null calls as a visitor.
  const path = (id: number | string, decision: 'approve' | 'reject') =>
    moderationPath('project', id, decision).replace(/^\/api/, '');
  const approve = (id: number | string, as: Person | null = admin) =>
    t.call<ModerationResponse>('POST', path(id, 'approve'), undefined, as?.token);
  const reject = (id: number | string, body: unknown, as: Person | null = admin) =>
    t.call<ModerationResponse>('POST', path(id, 'reject'), body, as?.token);
  /** The project as its builder sees it in the seller area. */
  const builderView = async (id: number) => {
    const res = await t.call<{ data: SellerProject }>('GET', `/seller/projects/${id}`, undefined, builder.token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const publicIds = async () => {
    const res = await t.call<{ data: ProjectCard[] }>('GET', '/projects?city=Bhopal');
    expect(res.status).toBe(200);
    return res.body.data.map((card) => card.id);
  };
  /** A builder's project waiting for review (builders post projects through the seller area). */
  const pendingProject = () =>
    insertProject(database().db, builder.user, { status: 'pending', publishedAt: null, name: 'Lakeview Heights' });

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    builder = await t.seller({ sellerType: 'Builder', companyName: 'Sagar Builders' });
  });

  it('lets only admins decide', async () => {
    const id = await pendingProject();
    const buyer = await t.buyer();
    for (const call of [
      (as: Person | null) => approve(id, as),
      (as: Person | null) => reject(id, { reason: 'No RERA id' }, as),
    ]) {
      expect((await call(null)).status).toBe(401);
      for (const who of [buyer, builder]) {
        const refused = await call(who);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
      }
    }
    expect((await builderView(id)).status).toBe('pending');
    expect(await auditOf(database(), 'project', id)).toEqual([]);
  });

  it('approving publishes the project (public list and page), once', async () => {
    const id = await pendingProject();
    expect(await publicIds()).not.toContain(id);
    expect((await t.call('GET', `/projects/${id}`)).status).toBe(404);

    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: MODERATION_MESSAGES.approved('project'),
      data: { id, status: 'active' },
    });
    expect(await publicIds()).toContain(id);
    expect((await t.call('GET', `/projects/${id}`)).status).toBe(200);
    expect((await builderView(id)).publishedAt).toEqual(expect.any(String));

    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyApproved('project'));
    expect(await auditOf(database(), 'project', id)).toEqual([
      {
        actorId: admin.user.id,
        action: 'project.approve',
        entityType: 'project',
        entityId: String(id),
        before: { status: 'pending', rejectionReason: null },
        after: { status: 'active', rejectionReason: null },
      },
    ]);
  });

  it('rejecting stores the reason and takes the project out of public view', async () => {
    const id = await pendingProject();
    await approve(id);
    const res = await reject(id, { reason: ' RERA registration number does not match the state register ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'rejected' });
    expect(await builderView(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'RERA registration number does not match the state register',
    });
    expect(await publicIds()).not.toContain(id);
    expect((await auditOf(database(), 'project', id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['project.approve', { status: 'pending', rejectionReason: null }, { status: 'active', rejectionReason: null }],
      [
        'project.reject',
        { status: 'active', rejectionReason: null },
        { status: 'rejected', rejectionReason: 'RERA registration number does not match the state register' },
      ],
    ]);
    const short = await reject(await pendingProject(), { reason: 'no' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(MODERATION_MESSAGES.reasonLength);
  });

  it('answers 404 for a deleted or unknown project', async () => {
    const deleted = await insertProject(database().db, builder.user, { status: 'deleted', publishedAt: null });
    for (const res of [
      await approve(deleted),
      await reject(deleted, { reason: 'Duplicate project' }),
      await approve(987_654_321),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'not_found', message: MODERATION_MESSAGES.notFound('project') });
    }
    expect(await auditOf(database(), 'project', deleted)).toEqual([]);
  });
});
