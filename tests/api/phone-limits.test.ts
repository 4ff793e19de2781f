/**
 * One phone is one person for allowances, through the real API on each database: a person who uses up
 * the hourly report allowance or the daily enquiry allowance (each enquiry is what reveals a seller's
 * phone), deletes their account and, once the deleted phone's hold has passed, signs up again on the same
 * number, finds the allowance still used. Tiny allowances reach the same code paths in a few calls.
 */
import { expect, it } from 'vitest';
import { createRateLimits, type RateLimitRule } from '../../src/server/lib/rate-limits';
import { ENQUIRY_MESSAGES, type SellerContact } from '../../src/shared/enquiries/enquiry-contract';
import { REPORT_MESSAGES } from '../../src/shared/reports/report-contract';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { endDeletedPhoneHolds } from '../helpers/account-age';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { sellerTestApp } from '../helpers/seller-api';

const MESSAGE = 'Is this flat still available? I would like to visit on Sunday.';

describeEachDatabase('allowances per phone, across accounts', (database) => {
  /** An app with `rules`, and a person on one phone number who can come back with a new account. */
  async function setUp(rules: Record<string, RateLimitRule>) {
    const t = sellerTestApp(database(), { rateLimits: createRateLimits({ rules }) });
    const details = newPerson();
    await t.signUp(details);
    const first = await t.logIn(details);
    const owner = await insertSeller(database().db);
    const listing = () => insertProperty(database().db, { seller: owner });
    /** Deletes the account, lets the phone's hold pass, and signs up again on the same number. */
    const comeBack = async (token: string) => {
      const deleted = await t.call('POST', '/me/delete', { password: details.password }, token);
      expect(deleted.status, deleted.body.message).toBe(200);
      await endDeletedPhoneHolds(database());
      const again = newPerson({ phoneNumber: details.phoneNumber });
      await t.signUp(again);
      return t.logIn(again);
    };
    return { t, first, listing, comeBack };
  }

  it('the hourly report allowance follows the phone into a new account', async () => {
    const { t, first, listing, comeBack } = await setUp({ reportPerUser: { points: 2, durationSeconds: 3600 } });
    const report = (token: string, id: number) =>
      t.call('POST', `/properties/${id}/report`, { reason: 'duplicate' }, token);
    expect((await report(first, await listing())).status).toBe(201);
    expect((await report(first, await listing())).status).toBe(201);
    expect((await report(first, await listing())).status).toBe(429);

    const second = await comeBack(first);
    const refused = await report(second, await listing());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(REPORT_MESSAGES.tooMany);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('the daily enquiry allowance, and so the phone reveals, follow the phone into a new account', async () => {
    const { t, first, listing, comeBack } = await setUp({ enquiryPerBuyer: { points: 1, durationSeconds: 86_400 } });
    const enquire = (token: string, id: number) =>
      t.call('POST', '/enquiries', { propertyId: id, message: MESSAGE, preferredTime: 'Evening' }, token);
    const reveal = (token: string, id: number) =>
      t.call<{ data: SellerContact }>('GET', `/properties/${id}/contact`, undefined, token);
    const asked = await listing();
    expect((await enquire(first, asked)).status).toBe(201);
    expect((await reveal(first, asked)).body.data.phoneNumber).toMatch(/^\d{10}$/);

    const second = await comeBack(first);
    const other = await listing();
    const refused = await enquire(second, other);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ENQUIRY_MESSAGES.dailyLimit);
    const locked = await reveal(second, other);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(ENQUIRY_MESSAGES.contactLocked);
  });
});
