import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { AdminPage } from '../../src/shared/admin/admin-people-contract';
import {
  type AdminBrokerRequest,
  type BrokerRequestResponse,
  BROKER_REQUEST_MESSAGES as M,
} from '../../src/shared/admin/broker-request-contract';
import { MODERATION_MESSAGES } from '../../src/shared/admin/moderation-contract';
import type { BrokerProfile, PropertyDetail } from '../../src/shared/listings/listing-types';
import { mediaUrl } from '../../src/shared/media';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_PATH, type UploadedPhoto } from '../../src/shared/media-upload';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-profile-contract';
import { insertProperty } from '../fixtures/listings';
import { auditOf } from '../helpers/admin-api';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type Queue = AdminPage<AdminBrokerRequest>;

describeEachDatabase('broker requests', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let admin: Person;
  let dir: string;
  let seed = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-broker-request-test-'));
    // The documents are real uploads, so the app gets a photo store of this suite's own.
    t = sellerTestApp(database(), { media: createDiskMediaStore(dir) });
    const details = newPerson();
    const made = await createAdmin(database().db, details);
    if (made.outcome !== 'created') throw new Error(made.outcome);
    admin = { user: made.user, token: await t.logIn(details) };
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** POST /api/media as `token`: the stored photo's hash. */
  async function upload(token: string): Promise<string> {
    seed++;
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: (seed * 37) % 256, g: 90, b: seed % 256 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, new File([new Uint8Array(picture)], 'rera.jpg', { type: 'image/jpeg' }));
    const res = await t.app.request(MEDIA_UPLOAD_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBeLessThanOrEqual(201);
    return ((await res.json()) as { data: UploadedPhoto }).data.hash;
  }

  const agent = () => t.seller({ sellerType: 'Agent', companyName: 'Arera Estates' });
  const ask = async (who: Person, body: Record<string, unknown> = {}) =>
    t.call<BrokerRequestResponse>(
      'POST',
      '/seller/broker-request',
      { experienceYears: 6, reraAgentNumber: 'MP-RERA-AG-0042', documents: [await upload(who.token)], ...body },
      who.token,
    );
  const mine = (who: Person) => t.call<BrokerRequestResponse>('GET', '/seller/broker-request', undefined, who.token);
  const queue = (query = '') => t.call<Queue>('GET', `/admin/broker-requests${query}`, undefined, admin.token);

  it('lets an agent ask once at a time, with their own documents; others are refused', async () => {
    const someone = await agent();
    expect((await mine(someone)).body.data).toBeNull();
    const sent = await ask(someone, { message: 'Seven years in Bhopal resale.' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(M.sent);
    const hash = sent.body.data?.documents[0]?.hash as string;
    expect(sent.body.data).toMatchObject({
      status: 'pending',
      experienceYears: 6,
      reraAgentNumber: 'MP-RERA-AG-0042',
      documents: [{ hash, urls: { 320: mediaUrl(hash, 320) } }],
      reason: null,
    });
    expect((await mine(someone)).body.data?.id).toBe(sent.body.data?.id);

    const again = await ask(someone);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, code: 'conflict', message: M.pendingExists });

    for (const type of ['Individual', 'Builder'] as const) {
      const other = await t.seller({ sellerType: type, companyName: 'Not An Agency' });
      const refused = await ask(other);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, code: 'forbidden', message: M.agentsOnly });
    }
    const buyer = await t.buyer();
    const res = await t.call('POST', '/seller/broker-request', {}, buyer.token);
    expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
    expect((await t.call('GET', '/seller/broker-request')).status).toBe(401);

    const other = await agent();
    const notYours = await ask(other, { documents: [hash] });
    expect(notYours.status).toBe(400);
    expect(notYours.body.message).toMatch(/^documents\[0\] is not a photo you uploaded/);
    const noDocs = await ask(other, { documents: [] });
    expect(noDocs.body).toEqual({ success: false, code: 'validation_failed', message: M.documentsMin });
    const badRera = await ask(other, { reraAgentNumber: '<b>' });
    expect(badRera.body).toEqual({ success: false, code: 'validation_failed', message: M.rera });
    expect((await mine(other)).body.data).toBeNull();
  });

  it('answers two requests sent at once with one 201 and one 409', async () => {
    const someone = await agent();
    const body = { experienceYears: 3, reraAgentNumber: 'MP-AG-77', documents: [await upload(someone.token)] };
    const answers = await Promise.all([
      t.call('POST', '/seller/broker-request', body, someone.token),
      t.call('POST', '/seller/broker-request', body, someone.token),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)?.body.message).toBe(M.pendingExists);
  });

  it('is approved by an admin: the agent becomes verified and the badge shows on the broker page and cards', async () => {
    const someone = await agent();
    const listing = await insertProperty(database().db, { seller: { id: someone.user.id, sellerType: 'Agent' } });
    const sent = await ask(someone, { experienceYears: 9, reraAgentNumber: 'MP-AG-9001' });
    const id = sent.body.data?.id as number;
    const before = await t.call<{ data: BrokerProfile }>('GET', `/brokers/${someone.user.id}`);
    expect(before.body.data.verified).toBe(false);

    const pending = await queue('?status=pending');
    const row = pending.body.data.find((request) => request.id === id);
    expect(row?.seller).toMatchObject({ id: someone.user.id, companyName: 'Arera Estates', verified: false });
    expect(row?.documents[0]?.urls[320]).toMatch(/^\/media\/[0-9a-f]{64}-320\.webp$/);

    const approved = await t.call<BrokerRequestResponse>(
      'POST',
      `/admin/broker-requests/${id}/approve`,
      undefined,
      admin.token,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(M.approved);
    expect(approved.body.data?.status).toBe('approved');
    const broker = await t.call<{ data: BrokerProfile }>('GET', `/brokers/${someone.user.id}`);
    expect(broker.body.data).toMatchObject({ verified: true, experienceYears: 9, reraAgentNumber: 'MP-AG-9001' });
    const card = await t.call<{ data: PropertyDetail }>('GET', `/properties/${listing}`);
    expect(card.body.data.verified).toBe(true);
    // The badge says when: the moment of approval, on the agent's page and on their listing's.
    const verifiedAt = broker.body.data.verifiedAt;
    expect(Date.parse(verifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(card.body.data.seller.verifiedAt).toBe(verifiedAt);
    expect(before.body.data.verifiedAt).toBeNull();
    expect((await mine(someone)).body.data?.status).toBe('approved');
    expect((await ask(someone)).body).toEqual({ success: false, code: 'forbidden', message: M.alreadyVerified });

    const replay = await t.call('POST', `/admin/broker-requests/${id}/approve`, undefined, admin.token);
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(M.alreadyDecided('approved'));
    expect(await auditOf(database(), 'broker_request', id)).toEqual([
      {
        actorId: admin.user.id,
        action: 'broker_request.approve',
        entityType: 'broker_request',
        entityId: String(id),
        before: { status: 'pending', sellerId: someone.user.id, verified: false },
        after: { status: 'approved', reason: null, sellerId: someone.user.id, verified: true },
      },
    ]);
  });

  it.each([
    ['company name', { companyName: 'Arera Estates and Sons' }],
    ['RERA agent number', { reraAgentNumber: 'MP-AG-7777' }],
  ])('takes the badge away when a verified agent changes the %s, until an admin approves again', async (_, change) => {
    const someone = await agent();
    const listing = await insertProperty(database().db, { seller: { id: someone.user.id, sellerType: 'Agent' } });
    const approve = async () => {
      const sent = await ask(someone, { reraAgentNumber: 'MP-AG-4242' });
      expect(sent.status, sent.body.message).toBe(201);
      const id = sent.body.data?.id as number;
      expect((await t.call('POST', `/admin/broker-requests/${id}/approve`, undefined, admin.token)).status).toBe(200);
    };
    const badges = async () => [
      (await t.call<{ data: BrokerProfile }>('GET', `/brokers/${someone.user.id}`)).body.data.verified,
      (await t.call<{ data: PropertyDetail }>('GET', `/properties/${listing}`)).body.data.verified,
    ];
    await approve();
    expect(await badges()).toEqual([true, true]);

    // Other details, and the same company name and number sent again, keep the badge.
    const minor = await t.call('PATCH', '/sellers/me', { about: 'Homes in Arera Colony since 2015.' }, someone.token);
    expect(minor.body.message).toBe(SELLER_MESSAGES.profileUpdated);
    const same = { companyName: 'Arera Estates', reraAgentNumber: 'MP-AG-4242' };
    expect((await t.call('PATCH', '/sellers/me', same, someone.token)).status).toBe(200);
    expect(await badges()).toEqual([true, true]);

    const changed = await t.call<{ data: { verified: boolean } }>('PATCH', '/sellers/me', change, someone.token);
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(SELLER_MESSAGES.profileUpdatedUnverified);
    expect(changed.body.data.verified).toBe(false);
    expect(await badges()).toEqual([false, false]);

    await approve();
    expect(await badges()).toEqual([true, true]);
  });

  it('is rejected with a reason the agent reads, after which they may ask again', async () => {
    const someone = await agent();
    const id = (await ask(someone)).body.data?.id as number;
    const path = `/admin/broker-requests/${id}/reject`;
    const noReason = await t.call('POST', path, {}, admin.token);
    expect(noReason.body).toEqual({
      success: false,
      code: 'validation_failed',
      message: MODERATION_MESSAGES.reasonRequired,
    });
    const res = await t.call<BrokerRequestResponse>(
      'POST',
      path,
      { reason: 'The RERA certificate is unreadable' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.rejected);
    expect((await mine(someone)).body.data).toMatchObject({
      status: 'rejected',
      reason: 'The RERA certificate is unreadable',
    });
    const broker = await t.call<{ data: BrokerProfile }>('GET', `/brokers/${someone.user.id}`);
    expect(broker.body.data.verified).toBe(false);
    const rejected = await queue('?status=rejected');
    expect(rejected.body.data.map((row) => row.id)).toContain(id);
    expect((await queue('?status=pending')).body.data.map((row) => row.id)).not.toContain(id);
    expect((await t.call('POST', path, { reason: 'Again and again' }, admin.token)).status).toBe(409);
    expect((await ask(someone)).status).toBe(201);
    const entries = await auditOf(database(), 'broker_request', id);
    expect(entries.map((entry) => [entry.action, (entry.after as { reason?: string } | null)?.reason])).toEqual([
      ['broker_request.reject', 'The RERA certificate is unreadable'],
    ]);
    expect((await t.call('POST', '/admin/broker-requests/999999999/approve', undefined, admin.token)).body).toEqual({
      success: false,
      code: 'not_found',
      message: M.notFound,
    });
  });

  it('keeps the queue and decisions to admins: 401 for visitors, 403 for buyers and sellers', async () => {
    const someone = await agent();
    const id = (await ask(someone)).body.data?.id as number;
    const buyer = await t.buyer();
    const calls = [
      ['GET', '/admin/broker-requests', undefined],
      ['POST', `/admin/broker-requests/${id}/approve`, undefined],
      ['POST', `/admin/broker-requests/${id}/reject`, { reason: 'Not good enough' }],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, body)).body).toEqual({
        success: false,
        code: 'unauthorised',
        message: ACCOUNT_MESSAGES.loginRequired,
      });
      for (const who of [buyer, someone]) {
        const refused = await t.call(method, path, body, who.token);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ success: false, code: 'forbidden', message: ACCOUNT_MESSAGES.adminOnly });
      }
    }
    expect((await mine(someone)).body.data?.status).toBe('pending');
    expect(await auditOf(database(), 'broker_request', id)).toEqual([]);
  });
});
