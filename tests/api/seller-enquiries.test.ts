import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { enquiries } from '../../src/server/features/enquiries/enquiries.schema';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { EnquiryStatus } from '../../src/shared/enquiries/enquiry-contract';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import { SELLER_ENQUIRY_LIMITS, SELLER_ENQUIRY_MESSAGES } from '../../src/shared/sellers/seller-enquiries';
import type {
  SellerEnquiriesResponse,
  SellerEnquiry,
  SellerEnquiryUpdatedResponse,
} from '../../src/shared/sellers/seller-enquiries-contract';
import { insertProject, insertProperty } from '../fixtures/listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Inbox = Omit<SellerEnquiriesResponse, 'success'>;
type Updated = Omit<SellerEnquiryUpdatedResponse, 'success'>;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MESSAGE = 'Is this flat still available? I would like to visit on Sunday.';

describeEachDatabase('seller enquiries inbox', (database) => {
  let t: ApiClient;
  const tokens = { seller: '', other: '', buyer: '' };
  const sellerIds = { seller: 0, other: 0 };
  const listings = { flat: 0, villa: 0, project: 0, othersFlat: 0 };
  /** Enquiry ids by name. */
  const ids: Record<string, number> = {};
  let buyer: { id: number; firstName: string; lastName: string; phoneNumber: string; email: string };

  const inbox = (query = '', token: string | undefined = tokens.seller) =>
    t.call<Inbox>('GET', `/seller/enquiries${query}`, undefined, token);
  const move = (id: number | string, body: unknown, token: string | undefined = tokens.seller) =>
    t.call<Updated>('PATCH', `/seller/enquiries/${id}`, body, token);
  /** The enquiry's status as the inbox of its seller (`token`) shows it, looking through every page. */
  async function statusOf(id: number, token = tokens.seller) {
    for (let page = 1; ; page += 1) {
      const res = await inbox(`?pageSize=${SELLER_ENQUIRY_LIMITS.maxPageSize}&page=${page}`, token);
      expect(res.status).toBe(200);
      const found = res.body.data.find((item) => item.id === id);
      if (found || res.body.data.length === 0) return found?.status;
    }
  }

  /** A signed-up, logged-in account; `seller` gives it a seller profile. */
  async function account(seller: boolean) {
    const details = newPerson();
    const user = await t.signUp(details);
    if (seller) await database().db.insert(sellers).values({ userId: user.id, sellerType: 'Builder' });
    return { user, token: await t.logIn(details) };
  }

  /** A buyer account straight in the database (these never log in). */
  async function insertBuyer() {
    const { password: _, ...details } = newPerson();
    const [row] = await database()
      .db.insert(users)
      .values({ ...details, passwordHash: 'fixture' })
      .returning({ id: users.id });
    if (!row) throw new Error('insert failed');
    return { id: row.id, ...details };
  }

  async function insertEnquiry(
    name: string,
    values: { buyerId: number; sellerId: number; propertyId?: number; projectId?: number },
    minutesAgo: number,
    status: EnquiryStatus = 'new',
  ) {
    const createdAt = new Date(Date.now() - minutesAgo * 60_000);
    const [row] = await database()
      .db.insert(enquiries)
      .values({ ...values, message: `${name}: ${MESSAGE}`, status, createdAt, updatedAt: createdAt })
      .returning({ id: enquiries.id });
    if (!row) throw new Error('insert failed');
    ids[name] = row.id;
  }

  beforeAll(async () => {
    const db = database().db;
    t = apiClient(database());
    const seller = await account(true);
    const other = await account(true);
    tokens.seller = seller.token;
    tokens.other = other.token;
    tokens.buyer = (await account(false)).token;
    sellerIds.seller = seller.user.id;
    sellerIds.other = other.user.id;
    const me = { id: seller.user.id, sellerType: 'Builder' as const };
    listings.flat = await insertProperty(db, { seller: me, title: '2 BHK Flat in Arera Colony' });
    listings.villa = await insertProperty(db, { seller: me, title: '4 BHK Villa in Kolar Road', status: 'sold' });
    listings.project = await insertProject(db, me, { name: 'Skyline Residency' });
    listings.othersFlat = await insertProperty(db, { seller: { id: other.user.id, sellerType: 'Builder' } });

    buyer = await insertBuyer();
    const b2 = await insertBuyer();
    const b3 = await insertBuyer();
    const mine = { sellerId: seller.user.id };
    await insertEnquiry('newest', { ...mine, buyerId: buyer.id, propertyId: listings.flat }, 1);
    await insertEnquiry('project', { ...mine, buyerId: buyer.id, projectId: listings.project }, 10, 'seen');
    await insertEnquiry('villa', { ...mine, buyerId: b2.id, propertyId: listings.villa }, 20, 'responded');
    await insertEnquiry('flat2', { ...mine, buyerId: b2.id, propertyId: listings.flat }, 30);
    await insertEnquiry('oldest', { ...mine, buyerId: b3.id, propertyId: listings.flat }, 60 * 24 * 40, 'closed');
    await insertEnquiry('others', { sellerId: other.user.id, buyerId: b3.id, propertyId: listings.othersFlat }, 5);
  });

  describe('listing', () => {
    it('lists the seller’s enquiries newest first with the buyer’s contact and the listing', async () => {
      const res = await inbox();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.success).toBe(true);
      expect(res.body.data.map((e) => e.id)).toEqual(
        ['newest', 'project', 'villa', 'flat2', 'oldest'].map((name) => ids[name]),
      );
      expect(res.body.data[0]).toEqual<SellerEnquiry>({
        id: ids.newest as number,
        status: 'new',
        message: `newest: ${MESSAGE}`,
        preferredTime: 'Anytime',
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
        listing: { kind: 'property', id: listings.flat, title: '2 BHK Flat in Arera Colony' },
        buyer: { name: `${buyer.firstName} ${buyer.lastName}`, phoneNumber: buyer.phoneNumber, email: buyer.email },
      });
      expect(res.body.data[1]?.listing).toEqual({ kind: 'project', id: listings.project, title: 'Skyline Residency' });
      expect(res.body).toMatchObject({
        total: 5,
        page: 1,
        pageSize: 20,
        counts: { all: 5, new: 2, seen: 1, responded: 1, closed: 1 },
      });
    });

    it('filters by status, property and project, counting by status within the listing', async () => {
      const cases: [string, string[], number, Record<string, number>][] = [
        ['?status=new', ['newest', 'flat2'], 2, { all: 5, new: 2 }],
        ['?status=closed', ['oldest'], 1, { all: 5, closed: 1 }],
        ['?status=', ['newest', 'project', 'villa', 'flat2', 'oldest'], 5, { all: 5 }],
        [
          `?propertyId=${listings.flat}`,
          ['newest', 'flat2', 'oldest'],
          3,
          { all: 3, new: 2, seen: 0, responded: 0, closed: 1 },
        ],
        [`?propertyId=${listings.flat}&status=closed`, ['oldest'], 1, { all: 3, closed: 1 }],
        [`?projectId=${listings.project}`, ['project'], 1, { all: 1, seen: 1, new: 0 }],
        [`?propertyId=${listings.villa}&status=new`, [], 0, { all: 1, responded: 1 }],
        // Another seller's listing: nothing of theirs shows, and nothing says it exists.
        [`?propertyId=${listings.othersFlat}`, [], 0, { all: 0, new: 0 }],
      ];
      for (const [query, names, total, counts] of cases) {
        const res = await inbox(query);
        expect(res.status, query).toBe(200);
        expect(
          res.body.data.map((e) => e.id),
          query,
        ).toEqual(names.map((name) => ids[name]));
        expect(res.body.total, query).toBe(total);
        expect(res.body.counts, query).toMatchObject(counts);
      }
    });

    it('pages', async () => {
      const second = await inbox('?pageSize=2&page=2');
      expect(second.body.data.map((e) => e.id)).toEqual([ids.villa, ids.flat2]);
      expect(second.body).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      const beyond = await inbox('?pageSize=2&page=4');
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.total).toBe(5);
    });

    it('shows another seller only their own enquiries', async () => {
      const res = await inbox('', tokens.other);
      expect(res.body.data.map((e) => e.id)).toEqual([ids.others]);
      expect(res.body.counts.all).toBe(1);
    });

    it.each([
      ['?status=unread', 'status must be one of new, seen, responded, closed'],
      ['?page=0', 'page must be a whole number from 1 to 1000'],
      ['?page=abc', 'page must be a whole number from 1 to 1000'],
      ['?pageSize=51', 'pageSize must be a whole number from 1 to 50'],
      ['?propertyId=-1', 'propertyId must be a whole number from 1 to 2147483647'],
      ['?projectId=1.5', 'projectId must be a whole number from 1 to 2147483647'],
      ['?propertyId=1&projectId=2', SELLER_ENQUIRY_MESSAGES.chooseOneListing],
    ])('answers 400 to %s', async (query, message) => {
      const res = await inbox(query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });
  });

  describe('status changes', () => {
    /** A fresh enquiry about the flat from a new buyer, in `status`. */
    async function fresh(name: string, status: EnquiryStatus = 'new') {
      const b = await insertBuyer();
      await insertEnquiry(name, { sellerId: sellerIds.seller, buyerId: b.id, propertyId: listings.flat }, 2, status);
      return ids[name] as number;
    }

    it('moves an enquiry forward step by step: new → seen → responded → closed', async () => {
      const id = await fresh('steps');
      for (const status of ['seen', 'responded', 'closed'] as const) {
        const res = await move(id, { status });
        expect(res.status, status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.body.message).toBe(SELLER_ENQUIRY_MESSAGES.updated);
        expect(res.body.data).toMatchObject({ id, status, listing: { kind: 'property', id: listings.flat } });
        expect(res.body.data.updatedAt > res.body.data.createdAt).toBe(true);
        expect(await statusOf(id)).toBe(status);
      }
    });

    it('may skip steps and close from any open status', async () => {
      for (const [from, to] of [
        ['new', 'responded'],
        ['new', 'closed'],
        ['seen', 'closed'],
        ['responded', 'closed'],
      ] as const) {
        const id = await fresh(`skip-${from}-${to}`, from);
        const res = await move(id, { status: to });
        expect(res.status, `${from} → ${to}`).toBe(200);
        expect(await statusOf(id)).toBe(to);
      }
    });

    it('accepts the current status again, changing nothing', async () => {
      const id = await fresh('same', 'seen');
      const res = await move(id, { status: 'seen' });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('seen');
    });

    it('refuses to go back or to reopen a closed enquiry (409)', async () => {
      for (const [from, to] of [
        ['seen', 'new'],
        ['responded', 'seen'],
        ['responded', 'new'],
        ['closed', 'new'],
        ['closed', 'responded'],
      ] as const) {
        const id = await fresh(`back-${from}-${to}`, from);
        const res = await move(id, { status: to });
        expect(res.status, `${from} → ${to}`).toBe(409);
        expect(res.body).toEqual({
          success: false,
          code: 'conflict',
          message: SELLER_ENQUIRY_MESSAGES.notAllowed(from, to),
        });
        expect(await statusOf(id)).toBe(from);
      }
    });

    it('answers 404 for another seller’s enquiry and for one that does not exist, changing nothing', async () => {
      const others = await move(ids.others as number, { status: 'closed' });
      expect(others.status).toBe(404);
      expect(others.body).toEqual({ success: false, code: 'not_found', message: SELLER_ENQUIRY_MESSAGES.notFound });
      expect(await statusOf(ids.others as number, tokens.other)).toBe('new');
      const missing = await move(2_000_000_000, { status: 'seen' });
      expect(missing.status).toBe(404);
      // The other seller cannot touch this seller's enquiry either.
      const reverse = await move(ids.newest as number, { status: 'closed' }, tokens.other);
      expect(reverse.status).toBe(404);
      expect(await statusOf(ids.newest as number)).toBe('new');
    });

    it.each([
      [{}, 'status must be one of new, seen, responded, closed'],
      [{ status: 'done' }, 'status must be one of new, seen, responded, closed'],
      [{ status: null }, 'status must be one of new, seen, responded, closed'],
      ['not json', ACCOUNT_MESSAGES.bodyMustBeJson],
    ])('answers 400 to the body %j', async (body, message) => {
      const res = await move(ids.newest as number, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });

    it('answers 400 to an id that is not a number', async () => {
      const res = await move('abc', { status: 'seen' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id must be a positive whole number');
    });
  });

  describe('who may use the inbox', () => {
    it('refuses a buyer without a seller profile (403)', async () => {
      for (const res of [
        await inbox('', tokens.buyer),
        await move(ids.newest as number, { status: 'seen' }, tokens.buyer),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
      }
      expect(await statusOf(ids.newest as number)).toBe('new');
    });

    it('asks a visitor to log in (401)', async () => {
      for (const token of [undefined, 'not-a-real-token']) {
        // Straight through t.call: the helpers' default token would stand in for a missing one.
        const list = await t.call('GET', '/seller/enquiries', undefined, token);
        const change = await t.call('PATCH', `/seller/enquiries/${ids.newest}`, { status: 'seen' }, token);
        for (const res of [list, change]) {
          expect(res.status).toBe(401);
          expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
        }
      }
    });
  });

  it('shows an enquiry a buyer just sent at the top, and the seller marks it responded', async () => {
    const property = await insertProperty(database().db, {
      seller: { id: sellerIds.seller, sellerType: 'Builder' },
      title: '3 BHK Flat in Hoshangabad Road',
    });
    const sent = await t.call<{ data: { id: number } }>(
      'POST',
      '/enquiries',
      { propertyId: property, message: MESSAGE, preferredTime: 'Evening' },
      tokens.buyer,
    );
    expect(sent.status).toBe(201);
    const res = await inbox();
    expect(res.body.data[0]).toMatchObject({
      id: sent.body.data.id,
      status: 'new',
      preferredTime: 'Evening',
      listing: { kind: 'property', id: property, title: '3 BHK Flat in Hoshangabad Road' },
    });
    const responded = await move(sent.body.data.id, { status: 'responded' });
    expect(responded.body.data.status).toBe('responded');
    expect((await inbox('?status=responded')).body.data.map((e) => e.id)).toContain(sent.body.data.id);
  });
});
