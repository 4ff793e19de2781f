/**
 * Buyers reporting listings and projects, through the real API on each database: who may report, one
 * report per person (concurrent duplicates included), the hourly allowance, the threshold that holds a
 * listing exactly once under concurrent reporters (and tells its seller once), and bad input refused with
 * the words the person sees. Reporters who hold a listing have day-old accounts; who counts as a distinct
 * person is in reports-people.test.ts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRateLimits } from '../../src/server/lib/rate-limits';
import { segmentsOf } from '../../src/server/lib/sms/one-segment';
import { contactDetailsMessage } from '../../src/shared/contact-details';
import { blankTextMessage, directionTextMessage } from '../../src/shared/plain-text';
import {
  REPORT_HOLD_THRESHOLD,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  type ReportReceipt,
} from '../../src/shared/reports/report-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-constants';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { adminTestApp } from '../helpers/admin-api';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type Sent = { data: ReportReceipt };

describeEachDatabase('listing reports', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let seller: Person;
  let buyer: Person;

  const report = (token: string | undefined, path: string, body: unknown) =>
    t.call<Sent>('POST', `${path}/report`, body, token);
  const freshProperty = (extra: Partial<Parameters<typeof insertProperty>[1]> = {}) =>
    insertProperty(database().db, { seller: { id: seller.user.id, sellerType: 'Builder' }, ...extra });
  const reportsOf = async (column: 'property_id' | 'project_id', id: number) =>
    Number(
      (
        (await database().db.execute(
          sql`select count(*)::int as n from listing_reports where ${sql.raw(column)} = ${id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n,
    );
  const heldTexts = (title: string) =>
    t.sms.sent.filter((m) => m.to === seller.user.phoneNumber && m.text === REPORT_MESSAGES.heldSms(title));

  beforeAll(async () => {
    t = adminTestApp(database());
    seller = await t.seller({ sellerType: 'Builder', companyName: 'Report Test Homes' });
    buyer = await t.buyer();
  });

  describe('sending', () => {
    it('stores a report of a property and answers 201 with the thanks', async () => {
      const id = await freshProperty();
      const res = await report(buyer.token, `/properties/${id}`, {
        reason: 'wrong-details',
        details: '  The price is ₹10 lakh more on the agent’s board.  ',
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(REPORT_MESSAGES.sent);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        kind: 'property',
        listingId: id,
        reason: 'wrong-details',
        createdAt: expect.any(String),
      });
      const [row] = (
        (await database().db.execute(
          sql`select details, status from listing_reports where id = ${res.body.data.id}`,
        )) as unknown as { rows: { details: string; status: string }[] }
      ).rows;
      expect(row).toEqual({ details: 'The price is ₹10 lakh more on the agent’s board.', status: 'open' });
    });

    it('stores a report of a project; details may be left out but for Other', async () => {
      const projectId = await insertProject(database().db, { id: seller.user.id });
      const res = await report(buyer.token, `/projects/${projectId}`, { reason: 'duplicate' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ kind: 'project', listingId: projectId, reason: 'duplicate' });
      const other = await report((await t.buyer()).token, `/projects/${projectId}`, {
        reason: 'other',
        details: 'The brochure shows a different tower.',
      });
      expect(other.status).toBe(201);
    });

    it('refuses a visitor with "Log in to report a listing"', async () => {
      const id = await freshProperty();
      const res = await report(undefined, `/properties/${id}`, { reason: 'fake' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'unauthorised', message: REPORT_MESSAGES.loginRequired });
      expect(await reportsOf('property_id', id)).toBe(0);
    });

    it('refuses the seller reporting their own listing or project', async () => {
      const id = await freshProperty();
      const own = await report(seller.token, `/properties/${id}`, { reason: 'fake' });
      expect(own.status).toBe(403);
      expect(own.body.message).toBe(REPORT_MESSAGES.ownListing);
      const projectId = await insertProject(database().db, { id: seller.user.id });
      expect((await report(seller.token, `/projects/${projectId}`, { reason: 'sold' })).status).toBe(403);
    });

    it('answers 404 for a listing the public cannot see, and 400 for a bad id', async () => {
      const db = database().db;
      const blocked = await insertSeller(db, { status: 'blocked' });
      const hidden = {
        unknown: 987_654_321,
        pending: await freshProperty({ status: 'pending' }),
        rejected: await freshProperty({ status: 'rejected', rejectionReason: 'Blurred photos' }),
        sold: await freshProperty({ status: 'sold' }),
        deleted: await freshProperty({ status: 'deleted' }),
        blockedSeller: await insertProperty(db, { seller: blocked }),
      };
      for (const [what, id] of Object.entries(hidden)) {
        const res = await report(buyer.token, `/properties/${id}`, { reason: 'fake' });
        expect({ what, status: res.status, message: res.body.message }).toEqual({
          what,
          status: 404,
          message: REPORT_MESSAGES.notFound('property'),
        });
      }
      const pendingProject = await insertProject(db, { id: seller.user.id }, { status: 'pending' });
      const project = await report(buyer.token, `/projects/${pendingProject}`, { reason: 'fake' });
      expect(project.status).toBe(404);
      expect(project.body.message).toBe(REPORT_MESSAGES.notFound('project'));
      expect((await report(buyer.token, '/properties/abc', { reason: 'fake' })).status).toBe(400);
    });
  });

  describe('one report per person', () => {
    it('refuses a second report of the same listing, whatever its reason', async () => {
      const id = await freshProperty();
      const someone = await t.buyer();
      expect((await report(someone.token, `/properties/${id}`, { reason: 'duplicate' })).status).toBe(201);
      const again = await report(someone.token, `/properties/${id}`, { reason: 'fake' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ success: false, message: REPORT_MESSAGES.alreadyReported });
      expect(await reportsOf('property_id', id)).toBe(1);
    });

    it('stores one of eight concurrent reports by one person: one 201, the rest 409', async () => {
      const id = await freshProperty();
      const someone = await t.buyer();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => report(someone.token, `/properties/${id}`, { reason: 'sold' })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.body.message).toBe(REPORT_MESSAGES.alreadyReported);
      expect(await reportsOf('property_id', id)).toBe(1);
    });
  });

  describe('the threshold', () => {
    it(`holds a listing once when ${REPORT_HOLD_THRESHOLD} of 5 concurrent reporters say fake, and texts the seller once`, async () => {
      const title = `Held flat ${Date.now()}`;
      const id = await freshProperty({ title });
      const reporters = await Promise.all(Array.from({ length: 5 }, () => t.reporter()));
      const answers = await Promise.all(reporters.map((r) => report(r.token, `/properties/${id}`, { reason: 'fake' })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(heldTexts(title)).toHaveLength(1);
      const mine = await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, seller.token);
      expect(mine.body.data).toMatchObject({ status: 'pending', heldForReportsAt: expect.any(String) });
      // Gone from public view.
      expect([404, 410]).toContain((await t.call('GET', `/properties/${id}`)).status);
    });

    it('counts sold and fake together, and nothing else', async () => {
      const title = `Mixed flat ${Date.now()}`;
      const id = await freshProperty({ title });
      for (const reason of ['wrong-details', 'duplicate', 'agent-as-owner', 'sold', 'fake']) {
        expect((await report((await t.reporter()).token, `/properties/${id}`, { reason })).status).toBe(201);
      }
      let mine = await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, seller.token);
      expect(mine.body.data).toMatchObject({ status: 'active', heldForReportsAt: null });
      expect((await report((await t.reporter()).token, `/properties/${id}`, { reason: 'sold' })).status).toBe(201);
      mine = await t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, seller.token);
      expect(mine.body.data).toMatchObject({ status: 'pending', heldForReportsAt: expect.any(String) });
      expect(heldTexts(title)).toHaveLength(1);
    });

    it('texts the seller in one SMS segment, however long or non-Latin the title', async () => {
      const title = `३ BHK फ्लैट ${Date.now()} with modular kitchen, two balconies and covered parking near Hoshangabad Road`;
      const id = await freshProperty({ title });
      for (const r of await Promise.all(Array.from({ length: REPORT_HOLD_THRESHOLD }, () => t.reporter())))
        expect((await report(r.token, `/properties/${id}`, { reason: 'fake' })).status).toBe(201);
      const texts = t.sms.sent.filter(
        (m) => m.to === seller.user.phoneNumber && m.text.includes(title.split(' ')[3] ?? ''),
      );
      expect(texts).toHaveLength(1);
      expect(segmentsOf(texts[0]?.text ?? '')).toBe(1);
      expect(texts[0]?.text).toMatch(/^Property Creator: "BHK \d+ with modular kitchen.*\.\.\." is hidden for review/);
    });

    it('holds a project the same way', async () => {
      const name = `Held Towers ${Date.now()}`;
      const projectId = await insertProject(database().db, { id: seller.user.id }, { name });
      const reporters = await Promise.all(Array.from({ length: 4 }, () => t.reporter()));
      const answers = await Promise.all(
        reporters.map((r) => report(r.token, `/projects/${projectId}`, { reason: 'sold' })),
      );
      expect(answers.every((a) => a.status === 201)).toBe(true);
      expect(heldTexts(name)).toHaveLength(1);
      expect((await t.call('GET', `/projects/${projectId}`)).status).toBeGreaterThanOrEqual(404);
    });
  });

  it(`allows ${REPORT_LIMITS.perUserPerHour} reports an hour per account; refused reports use none`, async () => {
    // The product's rule with an allowance of two: the same code path, reached in a few calls.
    const rateLimits = createRateLimits({ rules: { reportPerUser: { points: 2, durationSeconds: 3600 } } });
    const client = sellerTestApp(database(), { rateLimits });
    const someone = await client.buyer();
    const send = (id: number, reason = 'duplicate') =>
      client.call<Sent>('POST', `/properties/${id}/report`, { reason }, someone.token);
    const a = await freshProperty();
    expect((await send(a)).status).toBe(201);
    expect((await send(a)).status).toBe(409);
    expect((await send(987_654_321)).status).toBe(404);
    expect((await send(await freshProperty())).status).toBe(201);
    const third = await send(await freshProperty());
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(REPORT_MESSAGES.tooMany);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  describe('bad input', () => {
    const TOO_LONG = 'The flat was sold last month. '.repeat(17).slice(0, REPORT_LIMITS.detailsMax + 1);
    const CASES: [string, unknown, string][] = [
      ['no reason', {}, REPORT_MESSAGES.reasonRequired],
      ['a null reason', { reason: null }, REPORT_MESSAGES.reasonRequired],
      ['an unknown reason', { reason: 'spam' }, REPORT_MESSAGES.reasonInvalid],
      ['a reason of the wrong type', { reason: 3 }, REPORT_MESSAGES.reasonInvalid],
      ['a label instead of a reason', { reason: 'Fake or fraud' }, REPORT_MESSAGES.reasonInvalid],
      ['Other without details', { reason: 'other' }, REPORT_MESSAGES.detailsRequired],
      ['Other with blank details', { reason: 'other', details: '   ' }, REPORT_MESSAGES.detailsRequired],
      ['details of the wrong type', { reason: 'fake', details: 42 }, REPORT_MESSAGES.detailsNotText],
      ['details of 501 characters', { reason: 'fake', details: TOO_LONG }, REPORT_MESSAGES.detailsTooLong],
      [
        'a phone number',
        { reason: 'fake', details: 'Call the real owner on 98765 43210' },
        contactDetailsMessage('Details'),
      ],
      ['an e-mail', { reason: 'other', details: 'Write to owner@example.com first' }, contactDetailsMessage('Details')],
      ['emoji only', { reason: 'other', details: '😡😡😡' }, REPORT_MESSAGES.detailsNoWords],
      ['a right-to-left override', { reason: 'other', details: '\u202eniamda' }, directionTextMessage('Details')],
      ['zero-width spaces only', { reason: 'other', details: '\u200b\u200b' }, blankTextMessage('Details')],
    ];

    it.each(CASES)('refuses %s with the message the person sees, storing nothing', async (_what, body, message) => {
      const id = await freshProperty();
      const res = await report(buyer.token, `/properties/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      expect(await reportsOf('property_id', id)).toBe(0);
    });

    it('refuses a body that is not a JSON object', async () => {
      const id = await freshProperty();
      for (const body of ['[]', '"fake"', 'null', '{']) {
        expect((await report(buyer.token, `/properties/${id}`, body)).status).toBe(400);
      }
      expect(await reportsOf('property_id', id)).toBe(0);
    });

    it('accepts details of exactly 500 characters, in any script', async () => {
      const id = await freshProperty();
      const details = 'यह फ्लैट बिक चुका है। '.repeat(30).slice(0, REPORT_LIMITS.detailsMax);
      const res = await report((await t.buyer()).token, `/properties/${id}`, { reason: 'sold', details });
      expect(res.status).toBe(201);
    });
  });

  it('are in the reporter’s data export, and an open one goes when they delete their account', async () => {
    const id = await freshProperty();
    const someone = await t.buyer();
    const details = 'The agent asked for a token amount before any visit.';
    expect((await report(someone.token, `/properties/${id}`, { reason: 'fake', details })).status).toBe(201);
    const exported = await t.call<{ data: { listingReports: Record<string, unknown>[] } }>(
      'GET',
      '/me/export',
      undefined,
      someone.token,
    );
    expect(exported.body.data.listingReports).toEqual([
      expect.objectContaining({ propertyId: id, reason: 'fake', details, status: 'open' }),
    ]);
    const deleted = await t.call('POST', '/me/delete', { password: 'correct horse battery' }, someone.token);
    expect(deleted.status).toBe(200);
    const [row] = (
      (await database().db.execute(
        sql`select details, status from listing_reports where property_id = ${id}`,
      )) as unknown as { rows: { details: string | null; status: string }[] }
    ).rows;
    // An open report of a deleted account no longer counts (privacy-delete-traces.test.ts): it is gone.
    expect(row).toBeUndefined();
  });
});
