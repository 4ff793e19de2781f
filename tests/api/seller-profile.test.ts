import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../src/server/app';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import { SELLER_TYPES } from '../../src/shared/listings/vocabulary';
import { indianStateMessage } from '../../src/shared/location/indian-states';
import {
  FREE_LISTING_QUOTA,
  SELLER_LIMITS,
  SELLER_MESSAGES,
  type SellerMe,
} from '../../src/shared/sellers/seller-profile-contract';
import { FREE_PROJECT_QUOTA } from '../../src/shared/sellers/seller-project-constants';
import { validProfile } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { sellerTestApp } from '../helpers/seller-api';
import { lastMonths } from '../helpers/seller-months';

type Me = { data: SellerMe };

describeEachDatabase('seller profile', (database) => {
  let t: ReturnType<typeof sellerTestApp>;

  beforeAll(() => {
    t = sellerTestApp(database());
  });

  const become = (token: string | undefined, body: unknown) => t.call<Me>('POST', '/sellers', body, token);
  const me = (token: string | undefined) => t.call<Me>('GET', '/sellers/me', undefined, token);
  const edit = (token: string | undefined, body: unknown) => t.call<Me>('PATCH', '/sellers/me', body, token);

  describe('becoming a seller', () => {
    it('makes an account an Individual seller (201) and /users/me says so', async () => {
      const { user, token } = await t.buyer();
      const before = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
      expect(before.body.data).toMatchObject({ isSeller: false, sellerType: null });

      const res = await become(token, validProfile({ about: 'Owner of one flat.\nCall after 6 pm.' }));
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({ success: true, message: SELLER_MESSAGES.becameSeller });
      expect(res.body.data).toEqual({
        userId: user.id,
        sellerType: 'Individual',
        companyName: null,
        address: '12, Shyamla Hills',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        about: 'Owner of one flat.\nCall after 6 pm.',
        experienceYears: null,
        reraAgentNumber: null,
        photo: null,
        photoUrls: null,
        verified: false,
        createdAt: expect.any(String),
        counts: {
          listings: { pending: 0, active: 0, rejected: 0, sold: 0, rented: 0, deleted: 0, expired: 0 },
          live: 0,
          quota: FREE_LISTING_QUOTA,
          quotaLeft: FREE_LISTING_QUOTA,
          projects: { live: 0, quota: FREE_PROJECT_QUOTA, left: FREE_PROJECT_QUOTA },
          enquiries: { new: 0, total: 0 },
          views: 0,
          enquiriesByMonth: lastMonths().map((month) => ({ month, count: 0 })),
        },
      });
      const after = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
      expect(after.body.data).toMatchObject({ isSeller: true, sellerType: 'Individual' });
    });

    it('makes agents and builders with their company, trimmed, unicode kept', async () => {
      for (const sellerType of ['Agent', 'Builder'] as const) {
        const { token } = await t.buyer();
        const res = await become(
          token,
          validProfile({
            sellerType,
            companyName: '  श्री गणेश Realty ✓  ',
            experienceYears: 12,
            reraAgentNumber: 'MP-RERA-AG-0042',
          }),
        );
        expect(res.status, sellerType).toBe(201);
        expect(res.body.data).toMatchObject({
          sellerType,
          companyName: 'श्री गणेश Realty ✓',
          experienceYears: 12,
          reraAgentNumber: 'MP-RERA-AG-0042',
          verified: false,
        });
        const user = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
        expect(user.body.data.sellerType).toBe(sellerType);
      }
    });

    it('answers 409 for an account that is already a seller, also when two requests race', async () => {
      const { user, token } = await t.buyer();
      const results = await Promise.all([become(token, validProfile()), become(token, validProfile())]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const again = await become(token, validProfile({ sellerType: 'Agent', companyName: 'Other Realty' }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, code: 'conflict', message: SELLER_MESSAGES.alreadySeller });
      // The table itself: the race must have written exactly one seller profile.
      const rows = await database().db.execute(sql`select seller_type from sellers where user_id = ${user.id}`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ seller_type: 'Individual' }]);
    });

    it('asks a visitor to log in (401)', async () => {
      for (const token of [undefined, 'not-a-real-token']) {
        const res = await become(token, validProfile());
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      }
    });

    it.each([
      [`I am must be one of ${SELLER_TYPES.join(', ')}`, validProfile({ sellerType: 'Owner' as never })],
      [`I am must be one of ${SELLER_TYPES.join(', ')}`, { ...validProfile(), sellerType: undefined }],
      [SELLER_MESSAGES.companyNameRequired, validProfile({ sellerType: 'Agent' })],
      [SELLER_MESSAGES.companyNameRequired, validProfile({ sellerType: 'Builder', companyName: '   ' })],
      ['Address is required', { ...validProfile(), address: undefined }],
      ['Address is required', validProfile({ address: '' })],
      ['Address is required', validProfile({ address: 42 as never })],
      [`Address must be at most ${SELLER_LIMITS.addressMax} characters`, validProfile({ address: 'x'.repeat(301) })],
      ['City is required', validProfile({ city: ' ' })],
      ['City must be plain text on one line', validProfile({ city: 'Bho\npal' })],
      ['State is required', validProfile({ state: null as never })],
      ['State is required', validProfile({ state: '  ' })],
      [indianStateMessage('State'), validProfile({ state: 'MP' })],
      [indianStateMessage('State'), validProfile({ state: 'Narnia' })],
      [`About you must be at most ${SELLER_LIMITS.aboutMax} characters`, validProfile({ about: 'ब'.repeat(2001) })],
      ['Years of experience must be a whole number from 0 to 80', validProfile({ experienceYears: -1 })],
      ['Years of experience must be a whole number from 0 to 80', validProfile({ experienceYears: 81 })],
      ['Years of experience must be a whole number from 0 to 80', validProfile({ experienceYears: 2.5 })],
      ['Years of experience must be a whole number from 0 to 80', validProfile({ experienceYears: '5' as never })],
      [
        `Company name must be at most ${SELLER_LIMITS.companyNameMax} characters`,
        validProfile({ sellerType: 'Agent', companyName: 'c'.repeat(121) }),
      ],
      [ACCOUNT_MESSAGES.bodyMustBeJson, 'not json'],
      [ACCOUNT_MESSAGES.bodyMustBeJson, '[]'],
    ])('answers 400 with “%s” (case %#) and stores nothing', async (message, body) => {
      const { token } = await t.buyer();
      const res = await become(token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      const user = await t.call<{ data: AccountUser }>('GET', '/users/me', undefined, token);
      expect(user.body.data).toMatchObject({ isSeller: false, sellerType: null });
    });

    it('refuses a body over the size limit (413)', async () => {
      const { token } = await t.buyer();
      const res = await become(token, validProfile({ about: 'x'.repeat(API_BODY_LIMIT_BYTES) }));
      expect(res.status).toBe(413);
    });
  });

  describe('the profile', () => {
    it('answers a buyer 403 and a visitor 401', async () => {
      const { token } = await t.buyer();
      for (const res of [await me(token), await edit(token, { city: 'Indore' })]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
      }
      for (const res of [await me(undefined), await edit(undefined, { city: 'Indore' })]) {
        expect(res.status).toBe(401);
        expect(res.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
      }
    });

    it('edits the details and keeps the rest', async () => {
      const { token } = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty', experienceYears: 3 });
      const res = await edit(token, { city: ' Indore ', about: 'Resale flats in Vijay Nagar.', experienceYears: null });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(SELLER_MESSAGES.profileUpdated);
      expect(res.body.data).toMatchObject({
        sellerType: 'Agent',
        companyName: 'Lake City Realty',
        city: 'Indore',
        state: 'Madhya Pradesh',
        about: 'Resale flats in Vijay Nagar.',
        experienceYears: null,
      });
      expect((await me(token)).body.data.city).toBe('Indore');
    });

    it('lets an owner clear the company name but not an agent', async () => {
      const owner = await t.seller({ companyName: 'Old Name' });
      const cleared = await edit(owner.token, { companyName: '' });
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.companyName).toBeNull();
      const agent = await t.seller({ sellerType: 'Agent', companyName: 'Keep Realty' });
      for (const companyName of ['', null]) {
        const res = await edit(agent.token, { companyName });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          code: 'validation_failed',
          message: SELLER_MESSAGES.companyNameRequired,
        });
      }
      expect((await me(agent.token)).body.data.companyName).toBe('Keep Realty');
    });

    it.each([
      [SELLER_MESSAGES.sellerTypeFixed, { sellerType: 'Builder' }],
      [SELLER_MESSAGES.sellerTypeFixed, { sellerType: 'Individual', city: 'Indore' }],
      [SELLER_MESSAGES.nothingToUpdate, {}],
      [SELLER_MESSAGES.nothingToUpdate, { unknownField: 1 }],
      ['Address is required', { address: '' }],
      [indianStateMessage('State'), { state: 'Bharat' }],
      ['City must be at most 80 characters', { city: 'x'.repeat(81) }],
      ['Years of experience must be a whole number from 0 to 80', { experienceYears: 1e9 }],
      [ACCOUNT_MESSAGES.bodyMustBeJson, 'nope'],
    ])('answers 400 with “%s” to an edit (case %#) and changes nothing', async (message, body) => {
      const { token } = await t.seller();
      const res = await edit(token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      expect((await me(token)).body.data).toMatchObject({ sellerType: 'Individual', city: 'Bhopal' });
    });
  });
});
