/**
 * The admins' reports queue through the real API on each database: what an entry shows (photos, counts
 * by reason, reporters, their words, held or not), its order, and the two decisions: hide (the listing is
 * rejected with the admin's reason) and dismiss (a listing held by reports is live again), each audited.
 * Approving a held listing through moderation clears the hold and its reports.
 */
import { beforeAll, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../src/shared/admin/moderation-contract';
import {
  type AdminReportEntry,
  type AdminReportsPage,
  REPORT_HOLD_THRESHOLD,
  REPORT_MESSAGES,
  type ReportActionResult,
  reportedHref,
} from '../../src/shared/reports/report-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-constants';
import { insertProject, insertProperty } from '../fixtures/listings';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('the reports queue', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let seller: Person;
  let admin: Person;

  const freshProperty = (title: string, photos = 3) =>
    insertProperty(database().db, { seller: { id: seller.user.id, sellerType: 'Builder' }, title, photos });
  const report = async (path: string, reason: string, details?: string) => {
    const res = await t.call('POST', `${path}/report`, { reason, details }, (await t.reporter()).token);
    expect(res.status).toBe(201);
  };
  const queue = async (page = 1) => {
    const res = await t.call<AdminReportsPage>('GET', `/admin/reports?page=${page}`, undefined, admin.token);
    expect(res.status).toBe(200);
    return res.body;
  };
  const entryOf = async (kind: string, id: number): Promise<AdminReportEntry | undefined> =>
    (await queue()).data.find((e) => e.kind === kind && e.id === id);
  const decide = (path: string, body: unknown) =>
    t.call<{ data: ReportActionResult }>('POST', `/admin/reports${path}`, body, admin.token);
  const mine = async (id: number) =>
    (await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, seller.token)).body.data;
  /** Held for reports: enough people say it is fake. */
  const held = async (title: string) => {
    const id = await freshProperty(title);
    for (let i = 0; i < REPORT_HOLD_THRESHOLD; i++) await report(`/properties/${id}`, 'fake');
    expect((await mine(id)).status).toBe('pending');
    return id;
  };

  beforeAll(async () => {
    t = adminTestApp(database());
    seller = await t.seller({ sellerType: 'Builder', companyName: 'Queue Test Homes' });
    admin = await t.admin();
  });

  it('shows each reported listing once, with its photos, counts, reporters and their words', async () => {
    const id = await freshProperty('Reported villa', 3);
    await report(`/properties/${id}`, 'sold', 'Sold to my cousin in March.');
    await report(`/properties/${id}`, 'wrong-details');
    await report(`/properties/${id}`, 'other', 'The photos are of another house.');
    const entry = await entryOf('property', id);
    expect(entry).toMatchObject({
      title: 'Reported villa',
      href: reportedHref('property', id),
      status: 'active',
      heldForReportsAt: null,
      sellerName: 'Queue Test Homes',
      counts: { sold: 1, 'wrong-details': 1, fake: 0, duplicate: 0, 'agent-as-owner': 0, other: 1 },
      reporters: 3,
    });
    expect(entry?.photos).toHaveLength(3);
    for (const photo of entry?.photos ?? []) {
      expect(Object.values(photo.urls).every((url) => url.startsWith('/media/'))).toBe(true);
    }
    expect(entry?.details.map((d) => d.text)).toEqual([
      'The photos are of another house.',
      'Sold to my cousin in March.',
    ]);
  });

  it('lists the newest report first, projects beside properties, and says which are held', async () => {
    const projectId = await insertProject(database().db, { id: seller.user.id }, { name: 'Reported Towers' });
    await report(`/projects/${projectId}`, 'duplicate');
    const heldId = await held('Held flat in the queue');
    const page = await queue();
    expect(page).toMatchObject({ success: true, page: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({ kind: 'property', id: heldId, heldForReportsAt: expect.any(String) });
    expect(page.data[1]).toMatchObject({ kind: 'project', id: projectId, title: 'Reported Towers' });
    const later = await t.call('GET', '/admin/reports?page=0', undefined, admin.token);
    expect(later.status).toBe(400);
  });

  it('hide: the listing is rejected with the reason, leaves public view, and leaves the queue', async () => {
    const id = await held('Fake flat to hide');
    const res = await decide(`/properties/${id}`, {
      action: 'hide',
      reason: 'The photos are copied from another site.',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REPORT_MESSAGES.hidden);
    expect(res.body.data).toEqual({ kind: 'property', id, status: 'rejected', heldForReportsAt: null, resolved: 3 });
    expect(await mine(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photos are copied from another site.',
      heldForReportsAt: null,
    });
    expect([404, 410]).toContain((await t.call('GET', `/properties/${id}`)).status);
    expect(await entryOf('property', id)).toBeUndefined();
    const audit = await auditOf(database(), 'property', id);
    expect(audit.at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: 'property.hide_reported',
      before: { status: 'pending' },
      after: { status: 'rejected', reportsResolved: 3 },
    });
    // A second admin at the same moment is told it is done.
    const again = await decide(`/properties/${id}`, { action: 'hide', reason: 'The photos are copied.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REPORT_MESSAGES.nothingOpen);
  });

  it('dismiss: a held listing is live again and its reports are closed', async () => {
    const id = await held('Genuine flat wrongly reported');
    const res = await decide(`/properties/${id}`, { action: 'dismiss' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REPORT_MESSAGES.dismissed);
    expect(await mine(id)).toMatchObject({ status: 'active', heldForReportsAt: null });
    expect((await t.call('GET', `/properties/${id}`)).status).toBe(200);
    expect(await entryOf('property', id)).toBeUndefined();
    expect((await auditOf(database(), 'property', id)).at(-1)).toMatchObject({
      action: 'property.dismiss_reports',
      after: { status: 'active', heldForReportsAt: null, reportsResolved: REPORT_HOLD_THRESHOLD },
    });
  });

  it('hides a project too', async () => {
    const projectId = await insertProject(database().db, { id: seller.user.id }, { name: 'Phantom Heights' });
    await report(`/projects/${projectId}`, 'fake', 'No such project on this road.');
    const res = await decide(`/projects/${projectId}`, { action: 'hide', reason: 'No such project exists.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'project', status: 'rejected', resolved: 1 });
    expect((await auditOf(database(), 'project', projectId)).at(-1)?.action).toBe('project.hide_reported');
  });

  it('refuses a decision without a reason, of an unknown kind, or on an unknown listing', async () => {
    const id = await freshProperty('Flat with a bad decision');
    await report(`/properties/${id}`, 'duplicate');
    const cases: [unknown, number, string][] = [
      [{ action: 'hide' }, 400, MODERATION_MESSAGES.reasonRequired],
      [{ action: 'hide', reason: 'no' }, 400, MODERATION_MESSAGES.reasonLength],
      [{ action: 'burn' }, 400, REPORT_MESSAGES.actionInvalid],
      [{}, 400, REPORT_MESSAGES.actionInvalid],
    ];
    for (const [body, status, message] of cases) {
      const res = await decide(`/properties/${id}`, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect((await entryOf('property', id))?.reporters).toBe(1);
    const unknown = await decide('/properties/987654321', { action: 'dismiss' });
    expect(unknown.status).toBe(404);
  });

  it('approving a held listing in moderation clears the hold and its reports', async () => {
    const id = await held('Held flat approved by moderation');
    const res = await t.call('POST', `/admin/properties/${id}/approve`, undefined, admin.token);
    expect(res.status).toBe(200);
    expect(await mine(id)).toMatchObject({ status: 'active', heldForReportsAt: null });
    expect(await entryOf('property', id)).toBeUndefined();
  });

  it('is for admins only', async () => {
    const buyer = await t.buyer();
    expect((await t.call('GET', '/admin/reports', undefined, buyer.token)).status).toBe(403);
    expect((await t.call('GET', '/admin/reports')).status).toBe(401);
    const id = await freshProperty('Flat a buyer tries to hide');
    await report(`/properties/${id}`, 'fake');
    const tried = await t.call('POST', `/admin/reports/properties/${id}`, { action: 'dismiss' }, seller.token);
    expect(tried.status).toBe(403);
    expect((await entryOf('property', id))?.reporters).toBe(1);
  });
});
