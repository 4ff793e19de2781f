/**
 * The world an API fuzz run acts on: the real app (with a Razorpay webhook secret, so signed-body checks
 * run) on a test database, real accounts made through the API (a buyer, a spare buyer for calls that end
 * sessions, a builder, an agent, an admin and a victim seller for blocking), and the records each
 * endpoint's valid path parameters name.
 */

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createViewCounter } from '../../src/server/features/listings/view-counter';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { createLogger } from '../../src/server/lib/logger';
import { MEDIA_UPLOAD_PATH } from '../../src/shared/media-upload';
import { validPlan } from '../fixtures/plans';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { newPerson } from './api-client';
import type { TestDatabase } from './database';
import type { Actor, FuzzWorld } from './fuzz-endpoints';
import { formWith, jpeg } from './media-api';
import { sellerTestApp } from './seller-api';

export type FuzzApp = ReturnType<typeof sellerTestApp>;

export interface World extends FuzzWorld {
  t: FuzzApp;
  mediaDir: string;
}

const PASSWORD = 'correct horse battery';

export async function buildWorld(database: TestDatabase): Promise<World> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'pc-fuzz-media-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RAZORPAY_KEY_ID: 'rzp_test_fuzz',
    RAZORPAY_KEY_SECRET: 'fuzz-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'fuzz-webhook-secret',
    // Nothing listens there: no fuzz case may reach Razorpay (the bodies never ask for it).
    RAZORPAY_API_BASE: 'http://127.0.0.1:9',
  });
  // Views read by the fuzz are written in a batch on a timer, outside any request: one landing between a
  // case's before and after snapshots would look like a refused request changing data. They wait here.
  const views = createViewCounter({ database, logger: createLogger(env), flushEveryMs: 2 ** 31 - 1 });
  const t = sellerTestApp(database, { env, media: createDiskMediaStore(mediaDir), views });

  const ok = async <T>(reply: Promise<{ status: number; body: T & { message?: string } }>, status: number) => {
    const { status: got, body } = await reply;
    expect(got, body.message).toBe(status);
    return body;
  };
  const person = async (seller?: Parameters<typeof validProfile>[0]) => {
    const made = seller ? await t.seller(validProfile(seller)) : await t.buyer();
    return {
      id: made.user.id,
      token: made.token,
      email: made.user.email,
      phoneNumber: made.user.phoneNumber,
      password: PASSWORD,
    };
  };
  const adminDetails = newPerson();
  const adminMade = await createAdmin(database.db, adminDetails);
  if (adminMade.outcome !== 'created') throw new Error(`expected a new admin, got ${adminMade.outcome}`);

  const people: FuzzWorld['people'] = {
    buyer: await person(),
    spare: await person(),
    leaver: await person(),
    builder: await person({ sellerType: 'Builder', companyName: 'Sagar Builders' }),
    agent: await person({ sellerType: 'Agent', companyName: 'Verma Realty' }),
    admin: {
      id: adminMade.user.id,
      token: await t.logIn(adminDetails),
      email: adminDetails.email,
      phoneNumber: adminDetails.phoneNumber,
      password: adminDetails.password,
    },
  };
  const victim = await person({ sellerType: 'Individual' });
  const as = (actor: Actor) => people[actor].token;

  await ok(t.call('PUT', '/admin/settings/quota', { freeListingQuota: 500, freeProjectQuota: 500 }, as('admin')), 200);

  const upload = async (actor: Actor, seed: number) => {
    const res = await t.app.request(MEDIA_UPLOAD_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${as(actor)}` },
      body: formWith(await jpeg(64, 48, seed)),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { hash: string } }).data.hash;
  };
  const photoHash = await upload('builder', 11);
  const agentPhotoHash = await upload('agent', 12);

  const property = async (approve: boolean) => {
    const made = await ok(
      t.call<{ data: { id: number } }>('POST', '/seller/properties', validFlat(), as('builder')),
      201,
    );
    if (approve) await ok(t.call('POST', `/admin/properties/${made.data.id}/approve`, undefined, as('admin')), 200);
    return made.data.id;
  };
  const project = async (approve: boolean) => {
    const made = await ok(
      t.call<{ data: { id: number } }>('POST', '/seller/projects', validProject(), as('builder')),
      201,
    );
    if (approve) await ok(t.call('POST', `/admin/projects/${made.data.id}/approve`, undefined, as('admin')), 200);
    return made.data.id;
  };

  const publicPropertyId = await property(true);
  const enquiry = {
    propertyId: publicPropertyId,
    message: 'Is it still available? I can visit on Sunday.',
    preferredTime: 'Evening',
  };
  await ok(t.call('POST', '/enquiries', enquiry, as('buyer')), 201);
  const inbox = await ok(t.call<{ data: { id: number }[] }>('GET', '/seller/enquiries', undefined, as('builder')), 200);
  const plan = await ok(
    t.call<{ data: { id: number } }>(
      'POST',
      '/admin/plans',
      validPlan({
        name: 'Builder Starter',
        sellerType: 'Builder',
        priceInr: 4999,
        listingCredits: 10,
        featuredCredits: 2,
        projectCredits: 2,
      }),
      as('admin'),
    ),
    201,
  );
  const payment = await ok(
    t.call<{ data: { payment: { id: number } } }>(
      'POST',
      '/seller/payments',
      { planId: plan.data.id, provider: 'manual' },
      as('builder'),
    ),
    201,
  );
  const saved = await ok(
    t.call<{ data: { id: number } }>(
      'POST',
      '/me/saved-searches',
      { query: 'city=Bhopal', label: 'Bhopal' },
      as('buyer'),
    ),
    201,
  );
  // A resident review of the public listing's locality, by the builder: the buyer may mark it helpful.
  const review = await ok(
    t.call<{ data: { review: { id: number } } }>(
      'PUT',
      '/me/reviews/bhopal/arera-colony',
      {
        overall: 4,
        connectivity: 4,
        safety: 3,
        schools: 5,
        utilities: 3,
        markets: 4,
        text: 'Wide roads and good schools, though water comes only in the morning.',
        tenure: 'Owner',
        stay: '3-5 years',
        livesThere: true,
      },
      as('builder'),
    ),
    201,
  );
  const brokerRequest = await ok(
    t.call<{ data: { id: number } }>(
      'POST',
      '/seller/broker-request',
      { experienceYears: 6, reraAgentNumber: 'MP-AG-2024-0187', documents: [agentPhotoHash] },
      as('agent'),
    ),
    201,
  );

  return {
    t,
    mediaDir,
    agentPhotoHash,
    people,
    publicPropertyId,
    ownPropertyId: await property(false),
    soldPropertyId: await property(true),
    doomedPropertyId: await property(false),
    moderatedPropertyId: await property(false),
    adminDoomedPropertyId: await property(false),
    publicProjectId: await project(true),
    ownProjectId: await project(false),
    doomedProjectId: await project(false),
    moderatedProjectId: await project(false),
    adminDoomedProjectId: await project(false),
    enquiryId: Number(inbox.data[0]?.id),
    planId: plan.data.id,
    paymentId: payment.data.payment.id,
    savedSearchId: saved.data.id,
    reviewId: review.data.review.id,
    brokerRequestId: brokerRequest.data.id,
    victimUserId: victim.id,
    photoHash,
    jpeg: await jpeg(40, 30, 13),
  };
}
