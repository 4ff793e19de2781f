import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { ADMIN_LISTINGS_LIMITS, ADMIN_LISTINGS_MESSAGES } from '../../src/shared/admin/admin-listings-contract';
import { insertProject, insertSeller } from '../fixtures/listings';
import { adminTestApp } from '../helpers/admin-api';
import { idsOf, table, uniqueProperty } from '../helpers/admin-listings-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const CITY = 'Filterpur';
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describeEachDatabase('admin listings table: filters, sort, pages', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  const ids: Record<string, number> = {};
  let owner: { id: number; sellerType: 'Individual' };
  let agent: { id: number; sellerType: 'Agent' };

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
    const db = database().db;
    owner = (await insertSeller(db, { firstName: 'Ramesh', lastName: 'Ownerji' })) as typeof owner;
    agent = (await insertSeller(db, { sellerType: 'Agent', companyName: 'Brokerage House' })) as typeof agent;
    const base = { city: CITY, locality: 'Lake View' };
    ids.pendingFlat = await uniqueProperty(db, {
      ...base,
      seller: owner,
      status: 'pending',
      price: 3_000_000,
      views: 5,
      createdAt: day('2026-01-10'),
    });
    ids.activeVilla = await uniqueProperty(db, {
      ...base,
      seller: agent,
      propertyType: 'Independent House/Villa',
      price: 9_000_000,
      views: 50,
      createdAt: day('2026-02-10'),
      title: 'Sea facing villa',
    });
    ids.rejectedPlot = await uniqueProperty(db, {
      ...base,
      seller: agent,
      propertyType: 'Plot',
      status: 'rejected',
      rejectionReason: 'No ownership papers',
      price: 1_000_000,
      views: 1,
      createdAt: day('2026-03-10'),
      locality: 'Hill Top',
    });
    ids.deletedFlat = await uniqueProperty(db, {
      ...base,
      seller: owner,
      status: 'deleted',
      price: 2_000_000,
      createdAt: day('2026-03-11'),
    });
  });

  const only = (query: string) => table(t, admin, `city=${CITY}&${query}`).then(idsOf);

  it('answers 401 to a visitor and 403 to a buyer and a seller, for properties and projects', async () => {
    const buyer = await t.buyer();
    const seller = await t.seller();
    for (const path of ['/admin/properties', '/admin/projects']) {
      const visitor = await t.call('GET', path);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      for (const who of [buyer, seller]) {
        const refused = await t.call('GET', path, undefined, who.token);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
      }
    }
  });

  it('shows rows with seller, status and rejection reason, newest first, and leaves out deleted ones', async () => {
    const page = await table(t, admin, `city=${CITY}`);
    expect(idsOf(page)).toEqual([ids.rejectedPlot, ids.activeVilla, ids.pendingFlat]);
    expect(page.total).toBe(3);
    const plot = page.data[0];
    expect(plot).toMatchObject({
      kind: 'property',
      status: 'rejected',
      rejectionReason: 'No ownership papers',
      type: 'Plot',
      price: 1_000_000,
      featuredUntil: null,
      seller: { id: agent.id, name: 'Brokerage House', sellerType: 'Agent', postedBy: 'Agent' },
      flags: [],
    });
    expect(page.data[2]?.seller.name).toBe('Ramesh Ownerji');
    expect(await only('status=deleted')).toEqual([ids.deletedFlat]);
  });

  it('filters by status, type, seller, posted-by, dates and text', async () => {
    expect(await only('status=pending')).toEqual([ids.pendingFlat]);
    expect(await only('propertyType=Plot')).toEqual([ids.rejectedPlot]);
    expect(await only(`sellerId=${owner.id}`)).toEqual([ids.pendingFlat]);
    expect(await only('postedBy=Agent')).toEqual([ids.rejectedPlot, ids.activeVilla]);
    expect(await only('postedBy=Owner')).toEqual([ids.pendingFlat]);
    expect(await only('postedBy=Builder')).toEqual([]);
    expect(await only('from=2026-02-10&to=2026-03-10')).toEqual([ids.rejectedPlot, ids.activeVilla]);
    expect(await only('to=2026-02-09')).toEqual([ids.pendingFlat]);
    expect(await only('q=sea%20FACING')).toEqual([ids.activeVilla]);
    expect(await only('q=hill')).toEqual([ids.rejectedPlot]);
    expect(await only('q=ownerji')).toEqual([ids.pendingFlat]);
    expect(await only('q=100%25')).toEqual([]);
    expect(await only('status=&propertyType=')).toHaveLength(3);
  });

  it('sorts by price, views and date both ways, and pages without repeating rows', async () => {
    expect(await only('sort=price&order=asc')).toEqual([ids.rejectedPlot, ids.pendingFlat, ids.activeVilla]);
    expect(await only('sort=views&order=desc')).toEqual([ids.activeVilla, ids.pendingFlat, ids.rejectedPlot]);
    expect(await only('sort=createdAt&order=asc')).toEqual([ids.pendingFlat, ids.activeVilla, ids.rejectedPlot]);
    const first = await table(t, admin, `city=${CITY}&sort=price&pageSize=2&page=1`);
    const second = await table(t, admin, `city=${CITY}&sort=price&pageSize=2&page=2`);
    expect(idsOf(first)).toEqual([ids.activeVilla, ids.pendingFlat]);
    expect(idsOf(second)).toEqual([ids.rejectedPlot]);
    expect([first.total, second.total, second.page, second.pageSize]).toEqual([3, 3, 2, 2]);
  });

  it('refuses unknown sorts, too large pages and bad filters with 400 and the field named', async () => {
    const M = ADMIN_LISTINGS_MESSAGES;
    const cases: [string, string][] = [
      ['sort=title', M.sort],
      ['sort=price;drop table users', M.sort],
      ['order=up', M.order],
      [`pageSize=${ADMIN_LISTINGS_LIMITS.pageSizeMax + 1}`, M.pageSize],
      ['page=0', M.page],
      ['status=live', M.status],
      ['postedBy=Broker', M.postedBy],
      ['from=2026-13-40', M.dateFrom],
      ['from=2026-03-01&to=2026-02-01', M.dateOrder],
      ['flagged=yes', M.flagged],
      ['sellerId=abc', M.sellerId],
    ];
    // Days no calendar has: the pattern fits, the database would refuse them (a 500 if they got there).
    const impossible: [string, string][] = [
      ['from=2026-02-30', M.dateFrom],
      ['to=2025-02-29', M.dateTo],
      ['from=0000-01-01', M.dateFrom],
      ['from=2026-01-01&to=2027-04-31', M.dateTo],
    ];
    for (const [query, message] of cases) {
      const res = await t.call('GET', `/admin/properties?${query}`, undefined, admin.token);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    }
    // A project has no sold, rented or expired state: the database would refuse the comparison (a 500).
    for (const status of ['sold', 'rented', 'expired']) {
      const res = await t.call('GET', `/admin/projects?status=${status}`, undefined, admin.token);
      expect(res.status, status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message: M.projectStatus });
    }
    for (const list of ['properties', 'projects'])
      for (const [query, message] of impossible) {
        const res = await t.call('GET', `/admin/${list}?${query}`, undefined, admin.token);
        expect(res.status, `${list}?${query}`).toBe(400);
        expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      }
  });

  it('lists projects with the builder, filtered and sorted the same way', async () => {
    const db = database().db;
    const builder = await insertSeller(db, { sellerType: 'Builder', companyName: 'Tall Towers' });
    const cheap = await insertProject(db, builder, { city: 'Projpur', name: 'Green Acres', minPrice: 2_000_000 });
    const dear = await insertProject(db, builder, {
      city: 'Projpur',
      name: 'Blue Heights',
      status: 'pending',
      minPrice: 9_000_000,
      maxPrice: 12_000_000,
    });
    const page = await table(t, admin, 'city=Projpur&sort=price&order=desc', 'projects');
    expect(idsOf(page)).toEqual([dear, cheap]);
    expect(page.data[0]).toMatchObject({
      kind: 'project',
      title: 'Blue Heights',
      status: 'pending',
      price: 9_000_000,
      maxPrice: 12_000_000,
      seller: { id: builder.id, name: 'Tall Towers', sellerType: 'Builder', postedBy: 'Builder' },
    });
    expect(idsOf(await table(t, admin, 'city=Projpur&q=green', 'projects'))).toEqual([cheap]);
    expect(idsOf(await table(t, admin, 'city=Projpur&status=active', 'projects'))).toEqual([cheap]);
    expect(idsOf(await table(t, admin, 'city=Projpur&postedBy=Owner', 'projects'))).toEqual([]);
  });
});
