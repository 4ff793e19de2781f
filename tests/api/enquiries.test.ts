import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../src/server/app';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  type EnquiryReceipt,
  PREFERRED_CONTACT_TIMES,
  type SellerContact,
} from '../../src/shared/enquiries/enquiry-contract';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '../../src/shared/idempotency';
import type { SellerEnquiriesResponse } from '../../src/shared/sellers/seller-enquiries';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Rows = { rows: Record<string, unknown>[] };
type Sent = { data: EnquiryReceipt };
type Contact = { data: SellerContact };

const MESSAGE = 'Is this flat still available? I would like to visit on Sunday.';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describeEachDatabase('enquiries', (database) => {
  let t: ApiClient;
  let owner: AccountUser;
  const tokens: Record<'owner' | 'buyer' | 'admin', string> = { owner: '', buyer: '', admin: '' };
  const ids: Record<string, number> = {};
  let keySequence = 0;

  const rows = async (query: SQL) => ((await database().db.execute(query)) as unknown as Rows).rows;
  /** Counted in the table: an enquiry is stored exactly once, whatever the retries and races. */
  const countFor = async (buyerId: number, where: SQL) =>
    Number((await rows(sql`select count(*)::int as n from enquiries where buyer_id = ${buyerId} and ${where}`))[0]?.n);
  const newKey = () => `key-${Date.now().toString(36)}-${++keySequence}`;

  const enquire = (token: string | undefined, body: unknown, key?: string) =>
    t.call<Sent>('POST', '/enquiries', body, token, key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key });
  const contact = (token: string | undefined, path: string) => t.call<Contact>('GET', path, undefined, token);
  /** The enquiry as the owner's inbox shows it, among those about `listing`. */
  async function inboxItem(id: number, listing: Partial<Record<'propertyId' | 'projectId', number>>) {
    const query = new URLSearchParams(Object.entries(listing).map(([key, value]) => [key, String(value)]));
    const res = await t.call<SellerEnquiriesResponse>('GET', `/seller/enquiries?${query}`, undefined, tokens.owner);
    expect(res.status).toBe(200);
    return res.body.data.find((item) => item.id === id);
  }

  /** A fresh person who can log in: a token and their account. */
  async function person() {
    const details = newPerson();
    const user = await t.signUp(details);
    return { user, token: await t.logIn(details) };
  }

  /** A new active property of the owner (most tests want a listing nobody has enquired about yet). */
  const freshProperty = () => insertProperty(database().db, { seller: { id: owner.id, sellerType: 'Builder' } });

  beforeAll(async () => {
    const db = database().db;
    t = apiClient(database());
    const o = await person();
    owner = o.user;
    tokens.owner = o.token;
    tokens.buyer = (await person()).token;
    const admin = await person();
    tokens.admin = admin.token;
    await db.execute(sql`update users set role = 'admin' where id = ${admin.user.id}`);

    await db.insert(sellers).values({ userId: owner.id, sellerType: 'Builder', companyName: 'Owner Homes' });
    const seller = { id: owner.id, sellerType: 'Builder' as const };
    ids.property = await freshProperty();
    ids.pending = await insertProperty(db, { seller, status: 'pending', publishedAt: null });
    ids.deleted = await insertProperty(db, { seller, status: 'deleted' });
    ids.sold = await insertProperty(db, { seller, status: 'sold' });
    ids.project = await insertProject(db, seller);
    ids.pendingProject = await insertProject(db, seller, { status: 'pending' });
    const blocked = await insertSeller(db, { status: 'blocked' });
    ids.blockedOwners = await insertProperty(db, { seller: blocked });
  });

  describe('sending', () => {
    it('stores an enquiry about a property and answers 201 with the seller’s name and phone', async () => {
      const { user, token } = await person();
      const res = await enquire(token, { propertyId: ids.property, message: `  ${MESSAGE}  ` });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(ENQUIRY_MESSAGES.sent);
      const receipt = res.body.data;
      expect(receipt).toEqual({
        id: expect.any(Number),
        propertyId: ids.property,
        projectId: null,
        status: 'new',
        createdAt: expect.stringMatching(ISO),
        seller: { name: 'Owner Homes', phoneNumber: owner.phoneNumber, enquiredAt: receipt.createdAt },
      });
      expect(await inboxItem(receipt.id, { propertyId: ids.property })).toMatchObject({
        status: 'new',
        message: MESSAGE,
        preferredTime: 'Anytime',
        listing: { kind: 'property', id: ids.property },
        buyer: { name: `${user.firstName} ${user.lastName}`, phoneNumber: user.phoneNumber, email: user.email },
      });
    });

    it('stores an enquiry about a project with the preferred time', async () => {
      const { user, token } = await person();
      const res = await enquire(token, { projectId: ids.project, message: MESSAGE, preferredTime: 'Evening' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ propertyId: null, projectId: ids.project, status: 'new' });
      expect(res.body.data.seller).toMatchObject({ name: 'Owner Homes', phoneNumber: owner.phoneNumber });
      expect(await inboxItem(res.body.data.id, { projectId: ids.project })).toMatchObject({
        preferredTime: 'Evening',
        listing: { kind: 'project', id: ids.project },
        buyer: { phoneNumber: user.phoneNumber },
      });
    });

    it('keeps every preferred time', async () => {
      const { token } = await person();
      for (const preferredTime of PREFERRED_CONTACT_TIMES) {
        const res = await enquire(token, { propertyId: await freshProperty(), message: MESSAGE, preferredTime });
        expect(res.status, preferredTime).toBe(201);
      }
    });

    it('stores unicode, HTML and SQL fragments as plain text', async () => {
      const { token } = await person();
      const message = `नमस्ते 🙏 <script>alert("x")</script> '); drop table enquiries; -- ₹45 L?`;
      const propertyId = await freshProperty();
      const res = await enquire(token, { propertyId, message });
      expect(res.status).toBe(201);
      expect((await inboxItem(res.body.data.id, { propertyId }))?.message).toBe(message);
    });

    it('accepts a message of exactly the longest length', async () => {
      const message = 'अ'.repeat(ENQUIRY_LIMITS.messageMaxLength);
      const res = await enquire(tokens.buyer, { propertyId: await freshProperty(), message });
      expect(res.status).toBe(201);
    });
  });

  describe('refusals', () => {
    it('asks for a login (401) without a session or with a dead token', async () => {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await enquire(token, { propertyId: ids.property, message: MESSAGE });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
        expect(res.headers.get('www-authenticate')).toContain('Bearer');
      }
    });

    it.each([
      ['Your message is required', {}],
      ['Your message is required', { propertyId: 1 }],
      ['Your message is required', { propertyId: 1, message: 42 }],
      ['Your message is required', { propertyId: 1, message: null }],
      ['Your message must be at least 10 characters', { propertyId: 1, message: 'Too short' }],
      ['Your message must be at least 10 characters', { propertyId: 1, message: ' '.repeat(40) }],
      ['Your message must be at most 1000 characters', { propertyId: 1, message: 'x'.repeat(1001) }],
      [ENQUIRY_MESSAGES.chooseOne, { message: MESSAGE }],
      [ENQUIRY_MESSAGES.chooseOne, { propertyId: 1, projectId: 1, message: MESSAGE }],
      ['Property number must be a whole number', { propertyId: '1', message: MESSAGE }],
      ['Property number must be a whole number', { propertyId: 1.5, message: MESSAGE }],
      ['Property number must be a whole number', { propertyId: -3, message: MESSAGE }],
      ['Property number must be a whole number', { propertyId: 0, message: MESSAGE }],
      ['Property number must be a whole number', { propertyId: 2 ** 31, message: MESSAGE }],
      ['Project number must be a whole number', { projectId: [1], message: MESSAGE }],
      [
        `Best time to call you must be one of ${PREFERRED_CONTACT_TIMES.join(', ')}`,
        { propertyId: 1, message: MESSAGE, preferredTime: 'Midnight' },
      ],
      [ACCOUNT_MESSAGES.bodyMustBeJson, 'not json'],
      [ACCOUNT_MESSAGES.bodyMustBeJson, '[1, 2]'],
      [ACCOUNT_MESSAGES.bodyMustBeJson, '"a string"'],
    ])('answers 400 with “%s” (case %#)', async (message, body) => {
      const res = await enquire(tokens.buyer, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });

    it('refuses a body over the size limit (413) and an unusable Idempotency-Key (400)', async () => {
      const huge = await enquire(tokens.buyer, { propertyId: ids.property, message: 'x'.repeat(API_BODY_LIMIT_BYTES) });
      expect(huge.status).toBe(413);
      for (const key of ['k'.repeat(ENQUIRY_LIMITS.idempotencyKeyMaxLength + 1), 'has space', '']) {
        const res = await enquire(tokens.buyer, { propertyId: ids.property, message: MESSAGE }, key);
        expect(res.status, key).toBe(400);
        expect(res.body.message).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
      }
    });

    it('answers 404 for a listing that does not exist or is not active', async () => {
      const cases: [Record<string, number>, string][] = [
        [{ propertyId: 2_000_000_000 }, ENQUIRY_MESSAGES.propertyNotFound],
        [{ propertyId: ids.pending as number }, ENQUIRY_MESSAGES.propertyNotFound],
        [{ propertyId: ids.deleted as number }, ENQUIRY_MESSAGES.propertyNotFound],
        [{ propertyId: ids.sold as number }, ENQUIRY_MESSAGES.propertyNotFound],
        [{ propertyId: ids.blockedOwners as number }, ENQUIRY_MESSAGES.propertyNotFound],
        [{ projectId: 2_000_000_000 }, ENQUIRY_MESSAGES.projectNotFound],
        [{ projectId: ids.pendingProject as number }, ENQUIRY_MESSAGES.projectNotFound],
      ];
      for (const [ref, message] of cases) {
        const res = await enquire(tokens.buyer, { ...ref, message: MESSAGE });
        expect(res.status, JSON.stringify(ref)).toBe(404);
        expect(res.body).toEqual({ success: false, code: 'not_found', message });
      }
      // Even its owner cannot enquire about a pending listing: it is not on the market.
      expect((await enquire(tokens.owner, { propertyId: ids.pending, message: MESSAGE })).status).toBe(404);
    });

    it('does not let a seller enquire about their own listing (403)', async () => {
      for (const ref of [{ propertyId: ids.property }, { projectId: ids.project }]) {
        const res = await enquire(tokens.owner, { ...ref, message: MESSAGE });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, code: 'forbidden', message: ENQUIRY_MESSAGES.ownListing });
      }
      expect(await countFor(owner.id, sql`true`)).toBe(0);
    });

    it('answers 409 while the buyer has an open enquiry on the listing, and accepts a new one once it is closed', async () => {
      const { user, token } = await person();
      const propertyId = await freshProperty();
      const first = await enquire(token, { propertyId, message: MESSAGE });
      expect(first.status).toBe(201);
      const again = await enquire(token, { propertyId, message: `${MESSAGE} Again.` }, newKey());
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, code: 'conflict', message: ENQUIRY_MESSAGES.alreadySent });
      await database().db.execute(sql`update enquiries set status = 'responded' where id = ${first.body.data.id}`);
      expect((await enquire(token, { propertyId, message: MESSAGE })).status).toBe(409);
      await database().db.execute(sql`update enquiries set status = 'closed' where id = ${first.body.data.id}`);
      expect((await enquire(token, { propertyId, message: MESSAGE })).status).toBe(201);
      expect(await countFor(user.id, sql`property_id = ${propertyId}`)).toBe(2);
    });

    it('answers 409 for a second enquiry about the same project', async () => {
      const { token } = await person();
      expect((await enquire(token, { projectId: ids.project, message: MESSAGE })).status).toBe(201);
      const again = await enquire(token, { projectId: ids.project, message: MESSAGE });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(ENQUIRY_MESSAGES.alreadySent);
    });
  });

  describe('idempotency and concurrency', () => {
    it('answers a replay of the same Idempotency-Key with the first receipt (200) and stores nothing new', async () => {
      const { user, token } = await person();
      const propertyId = await freshProperty();
      const key = newKey();
      const first = await enquire(token, { propertyId, message: MESSAGE }, key);
      expect(first.status).toBe(201);
      const replay = await enquire(token, { propertyId, message: MESSAGE }, key);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await countFor(user.id, sql`true`)).toBe(1);
      // Another buyer's identical key is their own.
      const other = await person();
      const theirs = await enquire(other.token, { propertyId, message: MESSAGE }, key);
      expect(theirs.status).toBe(201);
      expect(theirs.body.data.id).not.toBe(first.body.data.id);
    });

    it('creates exactly one enquiry from concurrent requests with the same key', async () => {
      const { user, token } = await person();
      const propertyId = await freshProperty();
      const key = newKey();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => enquire(token, { propertyId, message: MESSAGE }, key)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
      expect(await countFor(user.id, sql`true`)).toBe(1);
    });

    it('answers one of two concurrent enquiries on one listing with 201 and the other with 409', async () => {
      const { user, token } = await person();
      const propertyId = await freshProperty();
      const results = await Promise.all([
        enquire(token, { propertyId, message: MESSAGE }, newKey()),
        enquire(token, { propertyId, message: MESSAGE }, newKey()),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body.message).toBe(ENQUIRY_MESSAGES.alreadySent);
      expect(await countFor(user.id, sql`true`)).toBe(1);
    });
  });

  describe('daily limit', () => {
    it('answers 429 with Retry-After once a buyer used the day’s enquiries; replays do not count', async () => {
      const limited = apiClient(database(), {
        rateLimits: createRateLimits({ rules: { enquiryPerBuyer: { points: 2, durationSeconds: 86_400 } } }),
      });
      const details = newPerson();
      await limited.signUp(details);
      const token = await limited.logIn(details);
      const send = (propertyId: number, key?: string) =>
        limited.call<Sent>(
          'POST',
          '/enquiries',
          { propertyId, message: MESSAGE },
          token,
          key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
        );
      const key = newKey();
      const first = await freshProperty();
      expect((await send(first, key)).status).toBe(201);
      for (let i = 0; i < 3; i++) expect((await send(first, key)).status).toBe(200);
      // Refused attempts (already enquired) do not count either.
      expect((await send(first)).status).toBe(409);
      expect((await send(await freshProperty())).status).toBe(201);

      const refused = await send(await freshProperty());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, code: 'rate_limited', message: ENQUIRY_MESSAGES.dailyLimit });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(86_400 - 120);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
      // Another buyer is not affected.
      const other = newPerson();
      await limited.signUp(other);
      expect(
        (await limited.call('POST', '/enquiries', { propertyId: first, message: MESSAGE }, await limited.logIn(other)))
          .status,
      ).toBe(201);
    });
  });

  describe('seller contact', () => {
    it('keeps the phone locked (403) until the buyer enquires, then shows it (200)', async () => {
      const { token } = await person();
      const propertyId = await freshProperty();
      const path = `/properties/${propertyId}/contact`;
      const locked = await contact(token, path);
      expect(locked.status).toBe(403);
      expect(locked.body).toEqual({ success: false, code: 'forbidden', message: ENQUIRY_MESSAGES.contactLocked });
      const sent = await enquire(token, { propertyId, message: MESSAGE });
      const open = await contact(token, path);
      expect(open.status).toBe(200);
      expect(open.headers.get('cache-control')).toBe('no-store');
      expect(open.body).toEqual({
        success: true,
        data: { name: 'Owner Homes', phoneNumber: owner.phoneNumber, enquiredAt: sent.body.data.createdAt },
      });
      // The public detail still carries no phone number.
      const detail = await t.call<{ data: { seller: { phoneNumber: unknown } } }>(
        'GET',
        `/properties/${propertyId}`,
        undefined,
        token,
      );
      expect(detail.body.data.seller.phoneNumber).toBeNull();
    });

    it('does the same for projects', async () => {
      const { token } = await person();
      const projectId = await insertProject(database().db, { id: owner.id });
      const path = `/projects/${projectId}/contact`;
      expect((await contact(token, path)).status).toBe(403);
      expect((await enquire(token, { projectId, message: MESSAGE })).status).toBe(201);
      const open = await contact(token, path);
      expect(open.status).toBe(200);
      expect(open.body.data).toMatchObject({ phoneNumber: owner.phoneNumber, enquiredAt: expect.stringMatching(ISO) });
    });

    it('shows it to the owner and to admins, also for a listing that is not active', async () => {
      for (const path of [`/properties/${ids.property}/contact`, `/properties/${ids.pending}/contact`]) {
        for (const token of [tokens.owner, tokens.admin]) {
          const res = await contact(token, path);
          expect(res.status, path).toBe(200);
          expect(res.body.data).toEqual({ name: 'Owner Homes', phoneNumber: owner.phoneNumber, enquiredAt: null });
        }
      }
      expect((await contact(tokens.admin, `/projects/${ids.pendingProject}/contact`)).status).toBe(200);
      // A deleted listing: admins only.
      expect((await contact(tokens.owner, `/properties/${ids.deleted}/contact`)).status).toBe(404);
      expect((await contact(tokens.admin, `/properties/${ids.deleted}/contact`)).status).toBe(200);
    });

    it('answers 404 for what the viewer cannot see, 400 for a bad id and 401 without a login', async () => {
      for (const [path, message] of [
        [`/properties/${ids.pending}/contact`, ENQUIRY_MESSAGES.propertyNotFound],
        [`/properties/2000000000/contact`, ENQUIRY_MESSAGES.propertyNotFound],
        [`/projects/${ids.pendingProject}/contact`, ENQUIRY_MESSAGES.projectNotFound],
      ] as const) {
        const res = await contact(tokens.buyer, path);
        expect(res.status, path).toBe(404);
        expect(res.body).toEqual({ success: false, code: 'not_found', message });
      }
      for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(30)]) {
        expect((await contact(tokens.buyer, `/properties/${id}/contact`)).status, id).toBe(400);
      }
      const anonymous = await contact(undefined, `/properties/${ids.property}/contact`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    });
  });
});
