/**
 * GET /api/me/enquiries: a buyer's own enquiries, newest first, with the listing, its status and who it
 * went to; never anyone else's, never without a session; and the phone revealed only by the contact route.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { EnquiryReceipt, SellerContact } from '../../src/shared/enquiries/enquiry-contract';
import type { MyEnquiriesAnswer } from '../../src/shared/enquiries/my-enquiries';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

const MESSAGE = 'Is this flat still available? I would like to visit on Sunday.';

describeEachDatabase('my enquiries', (database) => {
  let t: ApiClient;
  let seller: { id: number; sellerType: 'Builder' };
  const ids: Record<string, number> = {};

  async function person() {
    const details = newPerson();
    const user = await t.signUp(details);
    return { user, token: await t.logIn(details) };
  }
  const enquire = (token: string, body: Record<string, unknown>) =>
    t.call<{ data: EnquiryReceipt }>('POST', '/enquiries', { message: MESSAGE, ...body }, token);
  const mine = (token?: string) => t.call<MyEnquiriesAnswer>('GET', '/me/enquiries', undefined, token);

  beforeAll(async () => {
    const db = database().db;
    t = apiClient(database());
    seller = (await insertSeller(db, { sellerType: 'Builder', companyName: 'Kolar Homes' })) as typeof seller;
    ids.flat = await insertProperty(db, { seller, title: '2 BHK near Kolar Road', locality: 'Kolar Road' });
    ids.villa = await insertProperty(db, { seller, title: 'Villa in Shahpura', locality: 'Shahpura' });
    ids.project = await insertProject(db, seller, { name: 'Lakeview Towers' });
  });

  it('lists only the caller’s enquiries, newest first, with listing, status and seller', async () => {
    const asha = await person();
    const ravi = await person();
    const first = await enquire(asha.token, { propertyId: ids.flat, preferredTime: 'Evening' });
    const second = await enquire(asha.token, { projectId: ids.project });
    const others = await enquire(ravi.token, { propertyId: ids.villa });
    expect([first.status, second.status, others.status]).toEqual([201, 201, 201]);
    // The project's enquiry is the newer one, by a clear margin.
    await database().db.execute(
      sql`update enquiries set created_at = created_at - interval '1 day' where id = ${first.body.data.id}`,
    );

    const res = await mine(asha.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toMatch(/no-store/);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((e) => e.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(res.body.data[1]).toEqual({
      id: first.body.data.id,
      status: 'new',
      message: MESSAGE,
      preferredTime: 'Evening',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: expect.any(String),
      listing: {
        kind: 'property',
        id: ids.flat,
        title: '2 BHK near Kolar Road',
        city: 'Bhopal',
        locality: 'Kolar Road',
        available: true,
        coverPhoto: expect.stringMatching(/^[0-9a-f]{64}$/),
        price: 4_500_000,
        maxPrice: null,
        transactionType: 'Buy',
      },
      sellerName: 'Kolar Homes',
    });
    // A project has a price range and no transaction; this one has no photo.
    expect(res.body.data[0]?.listing).toMatchObject({
      kind: 'project',
      id: ids.project,
      title: 'Lakeview Towers',
      coverPhoto: null,
      price: 3_800_000,
      maxPrice: 9_500_000,
      transactionType: null,
    });
    // The seller's phone is never in the list: it is revealed per listing.
    expect(JSON.stringify(res.body)).not.toMatch(/phone/i);

    const theirs = await mine(ravi.token);
    expect(theirs.body.data.map((e) => e.id)).toEqual([others.body.data.id]);
  });

  it('shows the status the seller moved it to, and a listing no longer public as unavailable', async () => {
    const buyer = await person();
    const listing = await insertProperty(database().db, { seller, title: 'Flat soon sold' });
    const sent = await enquire(buyer.token, { propertyId: listing });
    await database().db.execute(sql`update enquiries set status = 'responded' where id = ${sent.body.data.id}`);
    await database().db.execute(sql`update properties set status = 'sold' where id = ${listing}`);

    const [item] = (await mine(buyer.token)).body.data;
    expect(item).toMatchObject({ status: 'responded', listing: { id: listing, available: false, coverPhoto: null } });
    // The phone follows the same rule as on the listing's page: not for a listing that is gone.
    const contact = await t.call<{ data: SellerContact }>(
      'GET',
      `/properties/${listing}/contact`,
      undefined,
      buyer.token,
    );
    expect(contact.status).toBe(404);
  });

  it('reveals the seller’s phone of a listing the buyer enquired about, and only that', async () => {
    const buyer = await person();
    await enquire(buyer.token, { propertyId: ids.villa });
    const shown = await t.call<{ data: SellerContact }>(
      'GET',
      `/properties/${ids.villa}/contact`,
      undefined,
      buyer.token,
    );
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ name: 'Kolar Homes', phoneNumber: expect.stringMatching(/^\d{10}$/) });
    const locked = await t.call('GET', `/properties/${ids.flat}/contact`, undefined, buyer.token);
    expect(locked.status).toBe(403);
  });

  it('is empty for a buyer who has sent none', async () => {
    const res = await mine((await person()).token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [], total: 0 });
  });

  it('refuses a caller without a valid session', async () => {
    const anonymous = await mine();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.loginRequired });
    const forged = await mine('not-a-real-token');
    expect(forged.status).toBe(401);
  });
});
