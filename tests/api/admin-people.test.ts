import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  ADMIN_PEOPLE_PAGE_SIZE,
  type AdminPage,
  type AdminSellerRow,
  type AdminUserResponse,
  type AdminUserRow,
  ADMIN_PEOPLE_MESSAGES as M,
} from '../../src/shared/admin/admin-people-contract';
import type { ListingCard, PropertyDetail, SearchResponse } from '../../src/shared/listings/listing-types';
import { insertProject, insertProperty } from '../fixtures/listings';
import { adminTestApp, auditOf } from '../helpers/admin-api';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

type Users = AdminPage<AdminUserRow>;
type Sellers = AdminPage<AdminSellerRow>;

describeEachDatabase('admin: people, blocking and seller types', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;

  const block = (id: number, as: Person | null = admin) =>
    t.call<AdminUserResponse>('POST', `/admin/users/${id}/block`, undefined, as?.token);
  const unblock = (id: number, as: Person | null = admin) =>
    t.call<AdminUserResponse>('POST', `/admin/users/${id}/unblock`, undefined, as?.token);
  const ids = (cards: { id: number }[]) => cards.map((card) => card.id);

  beforeAll(async () => {
    t = adminTestApp(database());
    admin = await t.admin();
  });

  it('refuses visitors (401) and buyers and sellers (403) on every people route, changing nothing', async () => {
    const buyer = await t.buyer();
    const seller = await t.seller();
    const calls = [
      ['GET', '/admin/users'],
      ['GET', '/admin/sellers'],
      ['GET', `/admin/users/${buyer.user.id}`],
      ['POST', `/admin/users/${buyer.user.id}/block`],
      ['POST', `/admin/users/${buyer.user.id}/unblock`],
      ['POST', `/admin/sellers/${seller.user.id}/type`, { sellerType: 'Agent' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const visitor = await t.call(method, path, body);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      for (const who of [buyer, seller]) {
        const refused = await t.call(method, path, body, who.token);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
      }
    }
    expect((await t.call('GET', '/users/me', undefined, buyer.token)).status).toBe(200);
    expect(await auditOf(database(), 'user', buyer.user.id)).toEqual([]);
  });

  it('lists everyone newest first, finds people by name, e-mail or phone, filters by status and pages', async () => {
    const people = [];
    for (let i = 0; i < ADMIN_PEOPLE_PAGE_SIZE + 1; i++) people.push(await t.buyer());
    const first = await t.call<Users>('GET', '/admin/users', undefined, admin.token);
    expect(first.status).toBe(200);
    expect(first.body.pageSize).toBe(ADMIN_PEOPLE_PAGE_SIZE);
    expect(first.body.data).toHaveLength(ADMIN_PEOPLE_PAGE_SIZE);
    expect(first.body.total).toBeGreaterThan(ADMIN_PEOPLE_PAGE_SIZE);
    const newest = people.at(-1);
    expect(first.body.data[0]?.id).toBe(newest?.user.id);
    const second = await t.call<Users>('GET', '/admin/users?page=2', undefined, admin.token);
    expect(second.body.page).toBe(2);
    expect(ids(second.body.data)).not.toContain(newest?.user.id);

    const someone = people[3] as Person;
    for (const q of [someone.user.email.toUpperCase(), someone.user.phoneNumber.slice(2), someone.user.lastName]) {
      const found = await t.call<Users>('GET', `/admin/users?q=${encodeURIComponent(q)}`, undefined, admin.token);
      expect(ids(found.body.data)).toContain(someone.user.id);
    }
    const none = await t.call<Users>('GET', '/admin/users?q=%25%25nobody%25', undefined, admin.token);
    expect(none.body).toMatchObject({ data: [], total: 0 });

    expect((await block(someone.user.id)).status).toBe(200);
    const blocked = await t.call<Users>('GET', '/admin/users?status=blocked', undefined, admin.token);
    expect(ids(blocked.body.data)).toEqual([someone.user.id]);
    expect(blocked.body.data[0]?.status).toBe('blocked');

    const bad = await t.call('GET', '/admin/users?page=0', undefined, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(M.pageRange);
    expect((await t.call('GET', '/admin/users?status=gone', undefined, admin.token)).status).toBe(400);
  });

  it('lists sellers with type, company, verified flag and listing counts, searchable and filtered by type', async () => {
    const agent = await t.seller({ sellerType: 'Agent', companyName: 'Lakeview Realty Bhopal' });
    const owner = await t.seller();
    await insertProperty(database().db, { seller: { id: agent.user.id, sellerType: 'Agent' } });
    await insertProperty(database().db, { seller: { id: agent.user.id, sellerType: 'Agent' }, status: 'pending' });
    const agents = await t.call<Sellers>('GET', '/admin/sellers?sellerType=Agent', undefined, admin.token);
    expect(agents.status).toBe(200);
    expect(agents.body.data.every((row) => row.sellerType === 'Agent')).toBe(true);
    expect(agents.body.data.find((row) => row.id === agent.user.id)).toMatchObject({
      companyName: 'Lakeview Realty Bhopal',
      verified: false,
      listings: 2,
      activeListings: 1,
    });
    expect(ids(agents.body.data)).not.toContain(owner.user.id);
    const byCompany = await t.call<Sellers>('GET', '/admin/sellers?q=lakeview', undefined, admin.token);
    expect(ids(byCompany.body.data)).toEqual([agent.user.id]);
    const buyers = await t.call<Sellers>('GET', '/admin/sellers', undefined, admin.token);
    expect(buyers.body.data.every((row) => row.sellerType !== null)).toBe(true);
  });

  it('blocking signs the person out everywhere and hides their listings and projects; unblocking brings them back', async () => {
    const builder = await t.seller({ sellerType: 'Builder', companyName: 'Skyline Builders' });
    const who = { id: builder.user.id, sellerType: 'Builder' as const };
    const listing = await insertProperty(database().db, { seller: who, daysAgo: 0, featured: true });
    const project = await insertProject(database().db, who);
    const visible = async () => {
      const search = await t.call<SearchResponse>('GET', '/properties/search?city=Bhopal&sort=newest');
      const city = await t.call<{ properties: ListingCard[] }>('GET', '/properties/by-city?city=Bhopal');
      const featured = await t.call<{ data: ListingCard[] }>('GET', '/properties/featured');
      const detail = await t.call<{ data: PropertyDetail }>('GET', `/properties/${listing}`);
      const broker = await t.call('GET', `/brokers/${builder.user.id}`);
      const projects = await t.call<{ data: { id: number }[] }>('GET', '/projects?city=Bhopal');
      const projectPage = await t.call('GET', `/projects/${project}`);
      return {
        search: ids(search.body.data).includes(listing),
        city: ids(city.body.properties).includes(listing),
        featured: ids(featured.body.data).includes(listing),
        detail: detail.status,
        broker: broker.status,
        projects: ids(projects.body.data).includes(project),
        project: projectPage.status,
      };
    };
    const shown = { search: true, city: true, featured: true, detail: 200, broker: 200, projects: true, project: 200 };
    expect(await visible()).toEqual(shown);

    const res = await block(builder.user.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.blocked);
    expect(res.body.data).toMatchObject({ status: 'blocked', counts: { liveSessions: 0 } });
    const signedOut = await t.call('GET', '/users/me', undefined, builder.token);
    expect(signedOut.status).toBe(401);
    const hidden = {
      search: false,
      city: false,
      featured: false,
      // A blocked seller's listing and project are gone (410); their profile is simply not found.
      detail: 410,
      broker: 404,
      projects: false,
      project: 410,
    };
    expect(await visible()).toEqual(hidden);

    expect((await block(builder.user.id)).status).toBe(409);
    const back = await unblock(builder.user.id);
    expect(back.status).toBe(200);
    expect(back.body.message).toBe(M.unblocked);
    expect(back.body.data.status).toBe('active');
    expect(await visible()).toEqual(shown);
    // The old token stays revoked; logging in again is what lets them back in.
    expect((await t.call('GET', '/users/me', undefined, builder.token)).status).toBe(401);
    expect((await unblock(builder.user.id)).status).toBe(409);
    expect(await auditOf(database(), 'user', builder.user.id)).toEqual([
      {
        actorId: admin.user.id,
        action: 'user.block',
        entityType: 'user',
        entityId: String(builder.user.id),
        before: { status: 'active' },
        after: { status: 'blocked' },
      },
      {
        actorId: admin.user.id,
        action: 'user.unblock',
        entityType: 'user',
        entityId: String(builder.user.id),
        before: { status: 'blocked' },
        after: { status: 'active' },
      },
    ]);
  });

  it('signs out every device of a blocked buyer and refuses their login until they are unblocked', async () => {
    const details = newPerson();
    const user = await t.signUp(details);
    const phone = await t.logIn(details);
    const laptop = await t.logIn(details);
    expect((await block(user.id)).body.data.counts.liveSessions).toBe(0);
    for (const token of [phone, laptop]) {
      const res = await t.call('GET', '/users/me', undefined, token);
      expect(res.status).toBe(401);
    }
    const refused = await t.call('POST', '/users/login', { email: details.email, password: details.password });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.accountBlocked });
    expect((await unblock(user.id)).status).toBe(200);
    const token = await t.logIn(details);
    expect((await t.call('GET', '/users/me', undefined, token)).status).toBe(200);
  });

  it('refuses to block oneself (400) or another admin (403), and unknown people (404)', async () => {
    const self = await block(admin.user.id);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ success: false, code: 'validation_failed', message: M.cannotBlockSelf });
    const other = await t.admin();
    const res = await block(other.user.id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'forbidden', message: M.cannotBlockAdmin });
    expect((await t.call('GET', '/users/me', undefined, other.token)).status).toBe(200);
    expect((await block(999_999_999)).body).toEqual({ success: false, code: 'not_found', message: M.userNotFound });
    expect((await t.call('GET', '/admin/users/999999999', undefined, admin.token)).status).toBe(404);
    const actions = (await auditOf(database(), 'user', other.user.id)).map((entry) => entry.action);
    expect(actions).toEqual(['user.create_admin']);
  });

  it("changes a seller's type, and their listings' posted-by follows", async () => {
    const seller = await t.seller();
    const listing = await insertProperty(database().db, { seller: { id: seller.user.id, sellerType: 'Individual' } });
    const path = `/admin/sellers/${seller.user.id}/type`;
    const res = await t.call<AdminUserResponse>('POST', path, { sellerType: 'Agent' }, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.typeChanged('Agent'));
    expect(res.body.data.seller?.sellerType).toBe('Agent');
    const detail = await t.call<{ data: PropertyDetail }>('GET', `/properties/${listing}`);
    expect(detail.body.data.postedBy).toBe('Agent');
    expect(detail.body.data.seller.sellerType).toBe('Agent');
    expect((await t.call('POST', path, { sellerType: 'Agent' }, admin.token)).status).toBe(409);
    const bad = await t.call('POST', path, { sellerType: 'Broker' }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^sellerType must be one of/);
    const buyer = await t.buyer();
    const notSeller = await t.call(
      'POST',
      `/admin/sellers/${buyer.user.id}/type`,
      { sellerType: 'Agent' },
      admin.token,
    );
    expect(notSeller.body).toEqual({ success: false, code: 'not_found', message: M.sellerNotFound });
    const entries = await auditOf(database(), 'user', seller.user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.change_seller_type',
        before: { sellerType: 'Individual', postedBy: 'Owner' },
        after: { sellerType: 'Agent', postedBy: 'Agent' },
      }),
    ]);
  });

  it("shows one person's details with their seller profile and counts", async () => {
    const seller = await t.seller({ sellerType: 'Agent', companyName: 'Detail Homes' });
    await insertProperty(database().db, { seller: { id: seller.user.id, sellerType: 'Agent' } });
    const res = await t.call<AdminUserResponse>('GET', `/admin/users/${seller.user.id}`, undefined, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: seller.user.id,
      email: seller.user.email,
      status: 'active',
      role: 'user',
      seller: { sellerType: 'Agent', companyName: 'Detail Homes', verified: false },
      // The sign-up's own session and the helper's login.
      counts: { listings: 1, activeListings: 1, projects: 0, enquiriesSent: 0, liveSessions: 2 },
    });
  });
});
