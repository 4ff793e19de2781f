/**
 * Who counts towards holding a listing for reports, through the real API on each database: accounts
 * made in a hurry hold nothing (their reports still reach the admin), accounts a day old do, and so do
 * younger ones a seller has answered; an account's age is the age it had when it reported. The admins'
 * queue shows each reporter's account age and whether reporters share a network or a browser, never the
 * hashes behind those flags. Behind a trusted proxy, so each reporter can come from an address of its own.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import type { EnquiryReceipt } from '../../src/shared/enquiries/enquiry-contract';
import {
  type AdminReportEntry,
  type AdminReportsPage,
  REPORT_HOLD_THRESHOLD,
  REPORT_MESSAGES,
  REPORTER_MIN_ACCOUNT_AGE_DAYS,
} from '../../src/shared/reports/report-contract';
import { insertProperty } from '../fixtures/listings';
import { ageAccount } from '../helpers/account-age';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';

const trustProxy = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' });
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36';

describeEachDatabase('who counts towards a report hold', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let seller: Person;
  let admin: Person;
  let address = 0;

  const freshProperty = (title: string) =>
    insertProperty(database().db, { seller: { id: seller.user.id, sellerType: 'Builder' }, title });
  /** A report from an address and browser of its own unless `from` names them. */
  const report = async (who: Person, id: number, reason: string, from: { ip?: string; browser?: string } = {}) => {
    address += 1;
    const res = await t.call('POST', `/properties/${id}/report`, { reason }, who.token, {
      'X-Forwarded-For': from.ip ?? `198.51.100.${address}`,
      'User-Agent': from.browser ?? `${BROWSER} reporter/${address}`,
    });
    expect(res.status, res.body.message).toBe(201);
  };
  const isPublic = async (id: number) => (await t.call('GET', `/properties/${id}`)).status === 200;
  const heldTexts = (title: string) => t.sms.sent.filter((m) => m.text === REPORT_MESSAGES.heldSms(title));
  const entryOf = async (id: number): Promise<AdminReportEntry | undefined> => {
    const res = await t.call<AdminReportsPage>('GET', '/admin/reports', undefined, admin.token);
    expect(res.status).toBe(200);
    return res.body.data.find((entry) => entry.kind === 'property' && entry.id === id);
  };
  /** `who` enquires about `id`; the seller moves the enquiry to `status`. */
  const enquire = async (who: Person, id: number, status: 'seen' | 'responded') => {
    const sent = await t.call<{ data: EnquiryReceipt }>(
      'POST',
      '/enquiries',
      { propertyId: id, message: 'Is the flat still available for a visit on Sunday?', preferredTime: 'Evening' },
      who.token,
    );
    expect(sent.status, sent.body.message).toBe(201);
    const moved = await t.call('PATCH', `/seller/enquiries/${sent.body.data.id}`, { status }, seller.token);
    expect(moved.status, moved.body.message).toBe(200);
  };

  beforeAll(async () => {
    t = adminTestApp(database(), { env: trustProxy });
    seller = await t.seller({ sellerType: 'Builder', companyName: 'Distinct People Homes' });
    admin = await t.admin();
  });

  it(`holds nothing with ${REPORT_HOLD_THRESHOLD} fresh accounts, and shows their reports to the admin`, async () => {
    const title = `Flat reported by new accounts ${Date.now()}`;
    const id = await freshProperty(title);
    for (let i = 0; i < REPORT_HOLD_THRESHOLD; i++) await report(await t.buyer(), id, 'fake');
    expect(await isPublic(id)).toBe(true);
    expect(heldTexts(title)).toEqual([]);
    const entry = await entryOf(id);
    expect(entry).toMatchObject({ status: 'active', heldForReportsAt: null, reporters: 3, holdingReporters: 0 });
    expect(entry?.reportedBy).toHaveLength(REPORT_HOLD_THRESHOLD);
    for (const reporter of entry?.reportedBy ?? []) {
      expect(reporter).toMatchObject({ reason: 'fake', accountAgeHours: 0, countsTowardHold: false });
    }
  });

  it(`holds it with ${REPORT_HOLD_THRESHOLD} accounts ${REPORTER_MIN_ACCOUNT_AGE_DAYS} day old, and tells the seller once`, async () => {
    const title = `Flat reported by settled accounts ${Date.now()}`;
    const id = await freshProperty(title);
    for (let i = 0; i < REPORT_HOLD_THRESHOLD; i++) await report(await t.reporter(), id, i === 0 ? 'sold' : 'fake');
    expect(await isPublic(id)).toBe(false);
    expect(heldTexts(title)).toHaveLength(1);
    const entry = await entryOf(id);
    expect(entry).toMatchObject({ status: 'pending', heldForReportsAt: expect.any(String), holdingReporters: 3 });
    for (const reporter of entry?.reportedBy ?? []) {
      expect(reporter.accountAgeHours).toBeGreaterThanOrEqual(24 * REPORTER_MIN_ACCOUNT_AGE_DAYS);
      expect(reporter.countsTowardHold).toBe(true);
    }
  });

  it('judges an account by the age it had when it reported', async () => {
    const id = await freshProperty(`Flat reported too early ${Date.now()}`);
    await report(await t.reporter(), id, 'fake');
    await report(await t.buyer(), id, 'fake');
    // A day later the early account is old enough, but its report was sent in its first hours.
    const dayLater = REPORTER_MIN_ACCOUNT_AGE_DAYS * 86_400_000 + 60_000;
    t.advance(dayLater);
    try {
      await report(await t.reporter(), id, 'sold');
      expect(await isPublic(id)).toBe(true);
      expect((await entryOf(id))?.holdingReporters).toBe(2);
    } finally {
      t.advance(-dayLater);
    }
  });

  it('counts a new account once a seller has answered its enquiry (seen is not enough)', async () => {
    const asked = await freshProperty(`Flat buyers asked about ${Date.now()}`);
    const id = await freshProperty(`Flat reported by answered buyers ${Date.now()}`);
    const buyers = [await t.buyer(), await t.buyer(), await t.buyer()] as const;
    await enquire(buyers[0], asked, 'responded');
    await enquire(buyers[1], asked, 'responded');
    await enquire(buyers[2], asked, 'seen');
    for (const buyer of buyers) await report(buyer, id, 'fake');
    expect(await isPublic(id)).toBe(true);
    const confirmed = (await entryOf(id))?.reportedBy.map((r) => r.confirmedEnquiry).sort();
    expect(confirmed).toEqual([false, true, true]);

    const [third] = (
      await t.call<{ data: { id: number; buyer: { name: string } }[] }>(
        'GET',
        '/seller/enquiries?status=seen',
        undefined,
        seller.token,
      )
    ).body.data;
    expect(third).toBeDefined();
    await t.call('PATCH', `/seller/enquiries/${third?.id}`, { status: 'responded' }, seller.token);
    // The next report (from another new account, which does not count) finds three people.
    await report(await t.buyer(), id, 'sold');
    expect(await isPublic(id)).toBe(false);
    expect((await entryOf(id))?.holdingReporters).toBe(3);
  });

  it('shows the admin each account’s age and which reporters share a network or a browser', async () => {
    const id = await freshProperty(`Flat reported from one home ${Date.now()}`);
    const old = await t.buyer();
    await ageAccount(database(), old.user.id, 3);
    // Two addresses of one IPv6 /64 are one network; the old account and a stranger share a browser.
    await report(old, id, 'fake', { ip: '2001:db8:77:1::10', browser: BROWSER });
    await report(await t.buyer(), id, 'sold', { ip: '2001:db8:77:1:ffff::2' });
    await report(await t.buyer(), id, 'wrong-details', { ip: '203.0.113.40', browser: BROWSER });
    const entry = await entryOf(id);
    // Nothing that looks like a hash (or an address) reaches the admin's screen.
    expect(JSON.stringify(entry?.reportedBy)).not.toMatch(/[0-9a-f]{64}|2001:db8|203\.0\.113/);
    const byReason = Object.fromEntries((entry?.reportedBy ?? []).map((r) => [r.reason, r]));
    expect(byReason.fake).toMatchObject({ sharesAddress: true, sharesDevice: true, sharesPhone: false });
    expect(byReason.fake?.accountAgeHours).toBeGreaterThanOrEqual(72);
    expect(byReason.sold).toMatchObject({ accountAgeHours: 0, sharesAddress: true, sharesDevice: false });
    expect(byReason['wrong-details']).toMatchObject({ sharesAddress: false, sharesDevice: true });
    expect(entry).toMatchObject({ reporters: 3, holdingReporters: 1 });
  });
});
