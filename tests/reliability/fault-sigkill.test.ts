/**
 * The server killed with SIGKILL in the middle of writing (a fault suite): many concurrent listing
 * creations with photos, photo uploads, enquiries, manual invoices and admin mark-paids are in flight when
 * the process dies. Restarted on the same database, every acknowledged write is there exactly once, no
 * multi-row write is half there (a listing and its photo rows; a paid payment, its subscription and its
 * audit entry; a photo's row and its files), an unacknowledged write is wholly there or wholly absent, an
 * enquiry replayed with its Idempotency-Key is stored once, and the server serves as before.
 *
 * Enquiries are one row each: the seller's counts (new/total) are computed from that row, not kept as
 * counters, so "an enquiry without its counters" cannot happen; the row is checked exactly once instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseKind } from '../../src/server/db/client';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/idempotency';
import type { UploadedPhoto } from '../../src/shared/media-upload';
import { validPlan } from '../fixtures/plans';
import { validFlat } from '../fixtures/seller-listings';
import {
  type Account,
  type Answer,
  buyer,
  call,
  createAdminIn,
  dataOf,
  ended,
  logIn,
  ok,
  printFigures,
  runBounded,
  type Session,
  seller,
  tally,
  uploadPhoto,
} from '../helpers/faults-api';
import { auditMedia, type Query, withSql } from '../helpers/faults-integrity';
import { createTemporaryPostgres, type TemporaryPostgres } from '../helpers/postgres';
import { type ServerProcess, startServer } from '../helpers/server-process';

const SELLERS = 3;
const BUYERS = 5;
const PHOTOS_PER_SELLER = 5;
const ACTIVE_PER_SELLER = 3;
const INVOICES_PER_SELLER = 6;
/** The kill comes once this many burst writes have been acknowledged. */
const KILL_AFTER_ACKS = 45;
const IN_FLIGHT = 12;

type Attempt =
  | { kind: 'listing'; title: string; photos: string[]; seller: Session }
  | { kind: 'enquiry'; propertyId: number; key: string; buyer: Session }
  | { kind: 'invoice'; seller: Session; planId: number }
  | { kind: 'markPaid'; paymentId: number }
  | { kind: 'photo'; seed: number; seller: Session };

type Sent = Attempt & { answer?: Answer<{ data?: unknown }> };

const acked = (attempt: Sent) =>
  attempt.answer !== undefined && attempt.answer.status >= 200 && attempt.answer.status < 300;
const lost = (attempt: Sent) => attempt.answer?.status === 0;

for (const kind of inject('databaseKinds') as DatabaseKind[]) {
  describe(`SIGKILL during concurrent writes [${kind}]`, () => {
    let dataDir = '';
    let postgres: TemporaryPostgres | undefined;
    let server: ServerProcess | undefined;
    const database = () => ({ url: postgres?.url, dataDir });
    const serverEnv = () => ({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      DEMO_MODE: 'false',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
    });

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'pc-fault-kill-'));
      if (kind === 'postgres') postgres = await createTemporaryPostgres();
    });
    afterAll(async () => {
      if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
      if (server) await ended(server.child);
      await postgres?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('loses no acknowledged write, leaves nothing half-written, and serves again after a restart', async () => {
      const started = performance.now();
      const phases: string[] = [];
      const mark = (label: string) => phases.push(`${label} ${Math.round(performance.now() - started)} ms`);
      const adminDetails = await createAdminIn(database());
      server = await startServer(serverEnv());
      const url = server.url;
      mark('server up');

      // The marketplace: an admin, sellers with photos and approved listings, buyers, a plan and invoices.
      const admin = await logIn(url, adminDetails);
      await ok(url, 'PUT', '/api/admin/settings/quota', { freeListingQuota: 1000, freeProjectQuota: 10 }, admin.token);
      const plan = (await ok<{ data: { id: number } }>(url, 'POST', '/api/admin/plans', validPlan(), admin.token, 201))
        .data;
      const sellers = await Promise.all(Array.from({ length: SELLERS }, () => seller(url, dataDir)));
      const buyers = await Promise.all(Array.from({ length: BUYERS }, () => buyer(url, dataDir)));
      mark('people registered');
      const photosOf = new Map<Session, string[]>();
      let seed = 1;
      for (const s of sellers) {
        const hashes: string[] = [];
        for (let i = 0; i < PHOTOS_PER_SELLER; i += 1) {
          const answer = await uploadPhoto(url, s.token, seed++);
          expect(answer.status).toBe(201);
          hashes.push(answer.body?.data.hash ?? '');
        }
        photosOf.set(s, hashes);
      }
      const active: number[] = [];
      for (const s of sellers) {
        for (let i = 0; i < ACTIVE_PER_SELLER; i += 1) {
          const body = validFlat({
            title: `Approved flat ${active.length + 1} near the lake`,
            photos: photosOf.get(s),
          });
          const created = await ok<{ data: { id: number } }>(url, 'POST', '/api/seller/properties', body, s.token, 201);
          await ok(url, 'POST', `/api/admin/properties/${created.data.id}/approve`, undefined, admin.token);
          active.push(created.data.id);
        }
      }
      const invoices: number[] = [];
      for (const s of sellers) {
        for (let i = 0; i < INVOICES_PER_SELLER; i += 1) {
          const start = { planId: plan.id, provider: 'manual' };
          const res = await ok<{ data: { payment: { id: number } } }>(
            url,
            'POST',
            '/api/seller/payments',
            start,
            s.token,
            201,
          );
          invoices.push(res.data.payment.id);
        }
      }
      mark('setup done');

      // The burst, interleaved so every kind of write is in flight when the process dies.
      const attempts: Attempt[] = [];
      let n = 0;
      for (const b of buyers) {
        for (const propertyId of active) {
          attempts.push({ kind: 'enquiry', propertyId, key: `fault-${kind}-${n}-${Date.now()}`, buyer: b });
          n += 1;
          const s = sellers[n % SELLERS] as Session;
          const hashes = photosOf.get(s) ?? [];
          const photos = [hashes[n % hashes.length], hashes[(n + 1) % hashes.length], hashes[(n + 2) % hashes.length]];
          if (n % 3 === 0)
            attempts.push({
              kind: 'listing',
              title: `Fault flat ${n} by the ring road`,
              photos: photos as string[],
              seller: s,
            });
          if (n % 4 === 0) attempts.push({ kind: 'invoice', seller: s, planId: plan.id });
          if (n % 5 === 0) attempts.push({ kind: 'photo', seed: 100 + n, seller: s });
        }
      }
      for (const [i, paymentId] of invoices.entries()) attempts.splice(4 + i * 4, 0, { kind: 'markPaid', paymentId });

      const sent: Sent[] = [];
      let acks = 0;
      let killedAt: number | undefined;
      let inFlightAtKill = 0;
      const child = server.child;
      const send = async (attempt: Attempt) => {
        if (killedAt !== undefined) return;
        const record: Sent = { ...attempt };
        sent.push(record);
        record.answer = await perform(url, attempt, admin);
        if (acked(record)) acks += 1;
        if (acks >= KILL_AFTER_ACKS && killedAt === undefined) {
          killedAt = acks;
          inFlightAtKill = sent.filter((other) => other.answer === undefined).length;
          child.kill('SIGKILL');
        }
      };
      const burstStarted = performance.now();
      await runBounded(
        attempts.map((attempt) => () => send(attempt)),
        IN_FLIGHT,
      );
      expect(await ended(child), 'the server was killed, not stopped').toBe('SIGKILL');
      const burstMs = performance.now() - burstStarted;

      // Every answer that arrived was a success: a refusal here would be a bug in this test's marketplace.
      const refused = sent.filter((s) => s.answer && s.answer.status !== 0 && !acked(s));
      expect(refused.map((s) => `${s.kind} ${s.answer?.status} ${s.answer?.body?.message}`)).toEqual([]);
      const lostOnes = sent.filter(lost);
      // Requests were in flight at the kill; those the process had already answered arrive as acknowledged.
      expect(inFlightAtKill, 'writes were in flight when the process died').toBeGreaterThan(0);

      mark('killed');
      server = await startServer(serverEnv());
      mark('restarted');
      const restartedUrl = server.url;
      expect((await call(restartedUrl, 'GET', '/api/ready')).body).toMatchObject({ success: true, status: 'ready' });

      // Enquiries replayed with their keys (the client's retry after a lost answer): stored once.
      const enquiries = sent.filter((s): s is Sent & { kind: 'enquiry' } => s.kind === 'enquiry');
      const replayStatuses: number[] = [];
      for (const e of enquiries) {
        const replay = await perform(restartedUrl, e, admin);
        replayStatuses.push(replay.status);
        if (acked(e)) {
          expect(replay.status, 'an acknowledged enquiry replays as itself').toBe(200);
          expect(dataOf<{ id: number }>(replay).id).toBe(dataOf<{ id: number }>(e.answer).id);
        } else {
          expect([200, 201]).toContain(replay.status);
        }
        expect(replay.body?.message).toBe(ENQUIRY_MESSAGES.sent);
      }

      // Serves normally: log in, post a listing with photos, read a listing, send a new enquiry.
      const s0 = sellers[0] as Account;
      const again = await logIn(restartedUrl, s0.person);
      const fresh = validFlat({ title: 'Posted after the restart', photos: photosOf.get(s0)?.slice(0, 2) });
      const posted = await ok<{ data: { id: number; photos: unknown[] } }>(
        restartedUrl,
        'POST',
        '/api/seller/properties',
        fresh,
        again.token,
        201,
      );
      expect(posted.data.photos).toHaveLength(2);
      await ok(restartedUrl, 'GET', `/api/properties/${active[0]}`, undefined, undefined);
      const newBuyer = await buyer(restartedUrl, dataDir);
      await ok(
        restartedUrl,
        'POST',
        '/api/enquiries',
        { propertyId: active[0], message: 'Is the flat still available?' },
        newBuyer.token,
        201,
      );

      if (kind === 'pglite') {
        // Only one process may open a PGlite folder: the checks below read it once the server stopped.
        expect(await server.stop()).toBe(0);
      }
      const figures = await withSql(database(), (query) => checkEverything(query, sent, dataDir, enquiries.length));

      printFigures(
        `[fault-sigkill ${kind}] ${phases.join(', ')}; burst of ${attempts.length} planned, ` +
          `${sent.length} sent in ${Math.round(burstMs)} ms; SIGKILL after ${killedAt} acknowledged with ${inFlightAtKill} in flight; ` +
          `acknowledged by kind ${JSON.stringify(tally(sent.filter(acked).map((s) => s.kind)))}; ` +
          `answer lost for ${lostOnes.length} ${JSON.stringify(tally(lostOnes.map((s) => s.kind)))}; ` +
          `of those present after restart ${JSON.stringify(figures.lostPresent)}; ` +
          `enquiry replays ${JSON.stringify(tally(replayStatuses))}; media ${JSON.stringify(figures.media)}`,
      );
    });
  });
}

/** Sends one write as its user would. */
function perform(url: string, attempt: Attempt, admin: Session): Promise<Answer<{ data?: unknown }>> {
  switch (attempt.kind) {
    case 'listing':
      return call(url, 'POST', '/api/seller/properties', validFlat({ title: attempt.title, photos: attempt.photos }), {
        token: attempt.seller.token,
      });
    case 'enquiry':
      return call(
        url,
        'POST',
        '/api/enquiries',
        { propertyId: attempt.propertyId, message: 'Is this flat still available? Please call me.' },
        { token: attempt.buyer.token, headers: { [IDEMPOTENCY_KEY_HEADER]: attempt.key } },
      );
    case 'invoice':
      return call(
        url,
        'POST',
        '/api/seller/payments',
        { planId: attempt.planId, provider: 'manual' },
        { token: attempt.seller.token },
      );
    case 'markPaid':
      return call(url, 'POST', `/api/admin/payments/${attempt.paymentId}/mark-paid`, {}, { token: admin.token });
    case 'photo':
      return uploadPhoto(url, attempt.seller.token, attempt.seed);
  }
}

const count = async (query: Query, text: string) => Number((await query(text))[0]?.n);
const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The SQL checks of every invariant; answers how many lost writes turned out to be stored, by kind. */
async function checkEverything(query: Query, sent: Sent[], dataDir: string, enquiriesSent: number) {
  const lostPresent: Record<string, number> = { listing: 0, markPaid: 0 };
  const present = (kind: string) => {
    lostPresent[kind] = (lostPresent[kind] ?? 0) + 1;
  };

  // Listings: one row per acknowledged creation, each with exactly the photo rows sent, in order.
  for (const l of sent.filter((s): s is Sent & { kind: 'listing' } => s.kind === 'listing')) {
    const rows = await query(`select id from properties where title = ${quote(l.title)}`);
    if (acked(l)) expect(rows.map((r) => Number(r.id))).toEqual([dataOf<{ id: number }>(l.answer).id]);
    else expect(rows.length).toBeLessThanOrEqual(1);
    if (!acked(l) && rows.length === 1) present('listing');
    for (const row of rows) {
      const photos = await query(
        `select media_hash from property_photos where property_id = ${row.id} order by position`,
      );
      expect(
        photos.map((p) => p.media_hash),
        `listing ${row.id} has all its photo rows`,
      ).toEqual(l.photos);
    }
  }
  // Enquiries: after the replays, every key sent is stored exactly once; the acknowledged ones kept their id.
  const perKey = await query(
    `select idempotency_key, count(*)::int as n, min(id) as id from enquiries where idempotency_key like 'fault-%' group by 1`,
  );
  expect(perKey.length).toBe(enquiriesSent);
  expect(perKey.filter((row) => Number(row.n) !== 1)).toEqual([]);
  // Payments: every acknowledged invoice is a 'created' row; every acknowledged mark-paid is paid.
  for (const p of sent.filter((s) => s.kind === 'invoice' && acked(s))) {
    const id = dataOf<{ payment: { id: number } }>(p.answer).payment.id;
    expect(await count(query, `select count(*)::int as n from payments where id = ${id} and status = 'created'`)).toBe(
      1,
    );
  }
  for (const p of sent.filter((s): s is Sent & { kind: 'markPaid' } => s.kind === 'markPaid')) {
    const [row] = await query(`select status from payments where id = ${p.paymentId}`);
    if (acked(p)) expect(row?.status).toBe('paid');
    if (lost(p) && row?.status === 'paid') present('markPaid');
  }
  const lostInvoices = sent.filter((s) => s.kind === 'invoice' && lost(s)).length;
  const ackedInvoices = sent.filter((s) => s.kind === 'invoice' && acked(s)).length;
  const invoiceRows = (await count(query, 'select count(*)::int as n from payments')) - SELLERS * INVOICES_PER_SELLER;
  expect(invoiceRows).toBeGreaterThanOrEqual(ackedInvoices);
  expect(invoiceRows).toBeLessThanOrEqual(ackedInvoices + lostInvoices);
  lostPresent.invoice = invoiceRows - ackedInvoices;
  // A paid payment has exactly one subscription with its plan's credits and one audit entry; an unpaid one none.
  const paidWrong = await query(`
    select p.id, p.status, count(distinct s.id) as subs, count(distinct a.id) as audits
    from payments p
    left join subscriptions s on s.payment_id = p.id
      and s.listing_credits = (p.plan_snapshot->>'listingCredits')::int
      and s.seller_id = p.seller_id
    left join admin_audit a on a.entity_type = 'payment' and a.entity_id = p.id::text and a.action = 'payment.mark_paid'
    group by p.id, p.status
    having (p.status = 'paid') <> (count(distinct s.id) = 1 and count(distinct a.id) = 1)
       or count(distinct s.id) > 1 or count(distinct a.id) > 1`);
  expect(paidWrong, 'payments, subscriptions and audit agree').toEqual([]);
  expect(
    await count(
      query,
      "select count(*)::int as n from subscriptions s left join payments p on p.id = s.payment_id where p.status is distinct from 'paid'",
    ),
  ).toBe(0);
  // Photos: every acknowledged upload has its row, its uploader's row and every file whole.
  for (const p of sent.filter((s) => s.kind === 'photo' && acked(s))) {
    const hash = dataOf<UploadedPhoto>(p.answer).hash;
    expect(
      await count(
        query,
        `select count(*)::int as n from media m join media_uploads u on u.media_hash = m.hash where m.hash = '${hash}'`,
      ),
    ).toBe(1);
  }
  const media = await auditMedia(query, join(dataDir, 'media'));
  expect(media.rowsWithoutWholeFiles, 'every photo row has all its files, whole').toEqual([]);
  expect(media.partialFiles, 'no file under its final name is half-written').toEqual([]);
  const ackedPhotos = sent.filter((s) => s.kind === 'photo' && acked(s)).length;
  const lostPhotos = sent.filter((s) => s.kind === 'photo' && lost(s)).length;
  lostPresent.photo = media.rows - SELLERS * PHOTOS_PER_SELLER - ackedPhotos;
  expect(lostPresent.photo).toBeGreaterThanOrEqual(0);
  expect(lostPresent.photo).toBeLessThanOrEqual(lostPhotos);
  return {
    lostPresent,
    media: {
      rows: media.rows,
      filesWithoutRow: media.filesWithoutRow.length,
      temporaryFiles: media.temporaryFiles.length,
    },
  };
}
