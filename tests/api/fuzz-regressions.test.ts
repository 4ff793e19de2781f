/**
 * What the API fuzz found, pinned down one by one (each named in the fuzz's report): the exact hostile
 * request and the answer it must get.
 */

import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { pushKeyMessage } from '../../src/shared/alerts/saved-search-contract';
import { PLAN_UNKNOWN_FIELD_MESSAGE } from '../../src/shared/billing/billing-contract';
import { BILLING_LABELS } from '../../src/shared/billing/billing-labels';
import { oneLineTextMessage } from '../../src/shared/plain-text';
import { LISTING_LABELS, PROJECT_LABELS } from '../../src/shared/sellers/seller-labels';
import { LISTING_SIZE_MESSAGES, POSSESSION_DATE_MESSAGE } from '../../src/shared/sellers/seller-listing-contract';
import { calendarDateMessage } from '../../src/shared/sellers/seller-project-contract';
import { validPlan } from '../fixtures/plans';
import { validFlat, validPlot, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

describeEachDatabase('API fuzz regressions', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let admin: Person;
  let seller: Person;

  beforeAll(async () => {
    t = adminTestApp(database());
    [admin, seller] = await Promise.all([t.admin(), t.seller()]);
    const quota = { freeListingQuota: 100, freeProjectQuota: 100 };
    expect((await t.call('PUT', '/admin/settings/quota', quota, admin.token)).status).toBe(200);
  });

  const listings = async () =>
    (await t.call<{ total: number }>('GET', '/seller/properties', undefined, seller.token)).body.total;

  it('a listing whose area rounds to 0.00, or is too large in sq.ft for the table, is a 400, not a 500', async () => {
    const before = await listings();
    const tiny = await t.call(
      'POST',
      '/seller/properties',
      validFlat({ area: { value: 1e-12, unit: 'sq.ft' } }),
      seller.token,
    );
    expect(tiny.status).toBe(400);
    expect(tiny.body.message).toBe(`${LISTING_LABELS.area} must have at most 2 decimals`);
    const huge = await t.call(
      'POST',
      '/seller/properties',
      validFlat({ area: { value: 9_300_000, unit: 'hectare' } }),
      seller.token,
    );
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe(LISTING_SIZE_MESSAGES.areaTooLarge);
    // The same through an edit of a stored listing.
    const made = await t.call<{ data: { id: number } }>('POST', '/seller/properties', validFlat(), seller.token);
    expect(made.status).toBe(201);
    const edit = await t.call(
      'PATCH',
      `/seller/properties/${made.body.data.id}`,
      { area: { value: 1e-9 } },
      seller.token,
    );
    expect(edit.status).toBe(400);
    expect(await listings()).toBe(before + 1);
  });

  it('a price per sq.ft beyond what the table holds is a 400 naming the price, not a 500', async () => {
    const before = await listings();
    // Land may cost up to ₹1,000 Cr, so one sq.ft of it can be priced past what the table holds.
    const body = validPlot({ propertyType: 'Land', price: 3_000_000_000, area: { value: 1, unit: 'sq.ft' } });
    const res = await t.call('POST', '/seller/properties', body, seller.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LISTING_SIZE_MESSAGES.pricePerSqftTooHigh);
    expect(await listings()).toBe(before);
  });

  it('a date with month 13 is a 400 naming the field, not a 500 (projects and listings)', async () => {
    const builder = await t.seller(validProfile({ sellerType: 'Builder', companyName: 'Sagar Builders' }));
    const project = await t.call(
      'POST',
      '/seller/projects',
      validProject({ completionDate: '2026-13-01' }),
      builder.token,
    );
    expect(project.status).toBe(400);
    expect(project.body.message).toBe(calendarDateMessage(PROJECT_LABELS.completionDate));
    const flat = validFlat({ possession: 'Under Construction', possessionDate: '2027-13-45', ageYears: undefined });
    const listing = await t.call('POST', '/seller/properties', flat, builder.token);
    expect(listing.status).toBe(400);
    expect(listing.body.message).toBe(POSSESSION_DATE_MESSAGE);
    const projects = await t.call<{ total: number }>('GET', '/seller/projects', undefined, builder.token);
    expect(projects.body.total).toBe(0);
  });

  it('text with a lone surrogate (half of a UTF-16 pair) is a 400, not a 500 from jsonb', async () => {
    const builder = await t.seller(validProfile({ sellerType: 'Builder', companyName: 'Lake Builders' }));
    const project = validProject();
    const [first, ...rest] = project.unitConfigurations as Record<string, unknown>[];
    const body = JSON.stringify({ ...project, unitConfigurations: [{ ...first, label: 'LABEL' }, ...rest] }).replace(
      '"LABEL"',
      '"2 BHK \\udfff"',
    );
    const res = await t.call('POST', '/seller/projects', body, builder.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.bodyMustBeJson);
    // In a key, and deep inside a long list, too.
    const deep = `{"name":"x","\\ud800":1,"list":[${'1,'.repeat(200_000)}"\\udc00"]}`;
    expect((await t.call('POST', '/seller/projects', deep, builder.token)).status).toBe(400);
    const projects = await t.call<{ total: number }>('GET', '/seller/projects', undefined, builder.token);
    expect(projects.body.total).toBe(0);
    // A whole pair (an emoji) is text like any other.
    const emoji = await t.call(
      'POST',
      '/seller/projects',
      validProject({ name: 'Lakeview 🏠 Residency' }),
      builder.token,
    );
    expect(emoji.status).toBe(201);
  });

  it('a push subscription whose key is not base64url (a NUL in it) is a 400, not a 500', async () => {
    const buyer = await t.buyer();
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/regression',
      keys: { p256dh: 'BNcR\u0000\b', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    const res = await t.call('POST', '/me/push-subscriptions', subscription, buyer.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(pushKeyMessage('p256dh'));
  });

  const plan = validPlan({ name: 'Agent Plus', sellerType: 'Agent', priceInr: 2999, listingCredits: 10 });
  const plans = async () =>
    (await t.call<{ data: unknown[] }>('GET', '/admin/plans', undefined, admin.token)).body.data.length;

  it('a plan named with a NUL or other control character is a 400, not a 500', async () => {
    const before = await plans();
    for (const name of ['Gold\u0000\u202e', 'Gold\u0007 plan', 'Gold\nplan']) {
      const res = await t.call('POST', '/admin/plans', { ...plan, name }, admin.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(oneLineTextMessage(BILLING_LABELS.plan.name));
    }
    expect(await plans()).toBe(before);
  });

  it('an edit of a plan with an unknown field is refused without repeating the field back', async () => {
    const made = await t.call<{ data: { id: number } }>('POST', '/admin/plans', plan, admin.token);
    expect(made.status).toBe(201);
    const key = `1 UNION SELECT password_hash FROM users <script>alert(1)</script>${'x'.repeat(10_000)}`;
    const res = await t.call('PATCH', `/admin/plans/${made.body.data.id}`, { priceInr: 1999, [key]: [] }, admin.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: PLAN_UNKNOWN_FIELD_MESSAGE });
    const after = await t.call<{ data: { id: number; priceInr: number }[] }>(
      'GET',
      '/admin/plans',
      undefined,
      admin.token,
    );
    expect(after.body.data.find((p) => p.id === made.body.data.id)?.priceInr).toBe(2999);
  });
});
