/**
 * GET /api/me/export: a person downloads everything kept about their account, and nothing about anyone
 * else's, as a private JSON file without a single secret.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { type AccountExportResponse, exportFileName, PRIVACY_PATHS } from '../../src/shared/accounts/privacy-contract';
import { apiClient } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import {
  type BuyerWithData,
  ENQUIRY_TEXT,
  PASSWORD,
  privacyTestApp,
  type SellerWithListings,
} from '../helpers/privacy-api';

const EXPORT = PRIVACY_PATHS.export.replace(/^\/api/, '');

type Rows = { rows: Record<string, unknown>[] };

describeEachDatabase('privacy: export of my data', (database) => {
  let t: ReturnType<typeof privacyTestApp>;
  let seller: SellerWithListings;
  let buyer: BuyerWithData;
  let otherBuyer: BuyerWithData;

  const exportOf = (token: string | undefined) => t.call<AccountExportResponse>('GET', EXPORT, undefined, token);
  const rows = async (query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as Rows).rows;

  beforeAll(async () => {
    t = privacyTestApp(database());
    seller = await t.sellerWithListings();
    buyer = await t.buyerWithData(seller);
    otherBuyer = await t.buyerWithData(seller);
  });

  it('needs a session (401) and answers no token nor a forged one', async () => {
    for (const token of [undefined, 'A'.repeat(43)]) {
      const res = await exportOf(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
    }
  });

  it("is a private download of the buyer's own data", async () => {
    const res = await exportOf(buyer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName(new Date())}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = res.body.data;
    expect(data.account).toMatchObject({
      id: buyer.user.id,
      firstName: buyer.user.firstName,
      lastName: buyer.user.lastName,
      email: buyer.user.email,
      phoneNumber: buyer.user.phoneNumber,
      role: 'user',
      status: 'active',
    });
    expect(data.sellerProfile).toBeNull();
    expect(data.properties).toEqual([]);
    expect(data.enquiriesSent.map((e) => [e.listing.kind, e.listing.id, e.message, e.status])).toEqual(
      expect.arrayContaining([
        ['property', seller.propertyId, ENQUIRY_TEXT, 'new'],
        ['project', seller.projectId, ENQUIRY_TEXT, 'new'],
      ]),
    );
    expect(data.enquiriesSent).toHaveLength(2);
    expect(data.enquiriesReceived).toEqual([]);
    expect(data.shortlist).toEqual([{ kind: 'property', listingId: seller.propertyId, at: expect.any(String) }]);
    expect(data.recentlyViewed).toEqual([{ kind: 'project', listingId: seller.projectId, at: expect.any(String) }]);
    expect(data.savedSearches.map((s) => s.query)).toEqual([buyer.savedQuery]);
    expect(data.pushSubscriptions).toEqual([{ endpoint: buyer.endpoint, createdAt: expect.any(String) }]);
    expect(data.contactMessages.map((m) => m.message)).toEqual([buyer.contactText]);
    expect(data.payments).toEqual([]);
  });

  it("contains nobody else's data", async () => {
    const text = JSON.stringify((await exportOf(buyer.token)).body.data);
    for (const foreign of [
      otherBuyer.user.email,
      otherBuyer.user.phoneNumber,
      otherBuyer.endpoint,
      otherBuyer.savedQuery,
      otherBuyer.contactText,
      seller.user.email,
      seller.user.phoneNumber,
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('gives a seller their profile, listings, projects and the enquiries they received as the inbox shows them', async () => {
    const data = (await exportOf(seller.token)).body.data;
    expect(data.account.email).toBe(seller.user.email);
    expect(data.sellerProfile).toMatchObject({ sellerType: 'Builder', companyName: seller.companyName });
    expect(data.properties.map((p) => p.id)).toEqual([seller.propertyId]);
    expect(data.projects.map((p) => p.id)).toEqual([seller.projectId]);
    expect(data.properties[0]).not.toHaveProperty('search');
    const inbox = await t.call<{ data: unknown[] }>('GET', '/seller/enquiries?pageSize=50', undefined, seller.token);
    expect(data.enquiriesReceived).toEqual(inbox.body.data);
    expect(data.enquiriesReceived.map((e) => e.buyer.email).sort()).toEqual(
      [buyer.user.email, buyer.user.email, otherBuyer.user.email, otherBuyer.user.email].sort(),
    );
    expect(data.enquiriesSent).toEqual([]);
  });

  it('never contains a secret: password, session, OTP or push keys', async () => {
    const [hashes] = await rows(
      sql`select u.password_hash, (select string_agg(token_hash, ',') from sessions where user_id = u.id) as sessions,
          (select string_agg(p256dh || ',' || auth, ',') from push_subscriptions where user_id = u.id) as push
          from users u where u.id = ${buyer.user.id}`,
    );
    const text = JSON.stringify((await exportOf(buyer.token)).body.data);
    expect(String(hashes?.password_hash)).toMatch(/^\$argon2/);
    const secrets = [
      String(hashes?.password_hash),
      ...String(hashes?.sessions).split(','),
      ...String(hashes?.push).split(','),
      buyer.token,
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/argon2|"(password\w*|\w*token\w*|otp\w*|sessions?|p256dh|auth)":/i);
  });

  it('is rate limited per account (429 with Retry-After)', async () => {
    const limited = apiClient(database(), {
      rateLimits: createRateLimits({ rules: { accountExportPerUser: { points: 2, durationSeconds: 3600 } } }),
    });
    const token = await limited.logIn({ email: buyer.user.email, password: PASSWORD });
    for (let i = 0; i < 2; i++) expect((await limited.call('GET', EXPORT, undefined, token)).status).toBe(200);
    const refused = await limited.call('GET', EXPORT, undefined, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
