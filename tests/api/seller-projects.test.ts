import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { RERA_MESSAGES } from '../../src/shared/listings/rera';
import { PROJECT_TYPES } from '../../src/shared/listings/vocabulary';
import { SELLER_LIMITS, SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import {
  FREE_PROJECT_QUOTA,
  PROJECT_LIMITS,
  SELLER_PROJECT_MESSAGES,
} from '../../src/shared/sellers/seller-project-contract';
import { validCommercialProject, validProject } from '../fixtures/seller-projects';
import { describeEachDatabase } from '../helpers/database';
import type { Person } from '../helpers/seller-api';
import { type ProjectsTestApp, projectsTestApp } from '../helpers/seller-projects-api';

const [twoBhk = {}, threeBhk = {}] = validProject().unitConfigurations as Record<string, unknown>[];
const withUnits = (...units: unknown[]) => validProject({ unitConfigurations: units });

describeEachDatabase('seller projects', (database) => {
  let t: ProjectsTestApp;
  let buyer: Person;

  beforeAll(async () => {
    t = await projectsTestApp(database());
    buyer = await t.buyer();
  });
  afterAll(() => t.cleanUp());

  describe('posting', () => {
    it('stores a project for review (201, pending) with every field and the price range of its units', async () => {
      const me = await t.builder();
      const res = await t.create(me.token, validProject({ name: '  Lakeview Residency ', minPrice: 1, maxPrice: 2 }));
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.message).toBe(SELLER_PROJECT_MESSAGES.projectCreated);
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        status: 'pending',
        rejectionReason: null,
        heldForReportsAt: null,
        name: 'Lakeview Residency',
        projectType: 'Residential',
        description: validProject().description,
        location: {
          state: 'Madhya Pradesh',
          city: 'Bhopal',
          locality: 'Kolar Road',
          address: 'Plot 14, Kolar Road, near Sarvdharm bridge',
          coordinates: { latitude: 23.1765, longitude: 77.4155 },
        },
        totalUnits: 240,
        availableUnits: 180,
        unitConfigurations: [
          {
            label: '2 BHK',
            bedrooms: 2,
            minAreaSqft: 1050,
            maxAreaSqft: 1180,
            minPrice: 5_200_000,
            maxPrice: 5_900_000,
          },
          {
            label: '3 BHK',
            bedrooms: 3,
            minAreaSqft: 1450,
            maxAreaSqft: 1620,
            minPrice: 7_400_000,
            maxPrice: 8_300_000,
          },
        ],
        // Derived from the configurations: a sent minPrice/maxPrice is ignored.
        minPrice: 5_200_000,
        maxPrice: 8_300_000,
        launchDate: '2026-01-15',
        completionDate: '2029-06-30',
        reraId: 'P-BPL-26-4821',
        amenities: ['Swimming Pool', 'Clubhouse', 'Power Backup'],
        upcoming: false,
        photos: [],
        views: 0,
        enquiries: { new: 0, total: 0 },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publishedAt: null,
      });
      // Kept as this builder's, as answered.
      expect((await t.read(me.token, res.body.data.id)).body.data).toEqual(res.body.data);
      // Pending review: the public does not see it.
      expect((await t.call('GET', `/projects/${res.body.data.id}`, undefined, buyer.token)).status).toBe(404);
      const city = await t.call<{ data: { id: number }[] }>('GET', '/projects?city=Bhopal');
      expect(city.body.data.map((card) => card.id)).not.toContain(res.body.data.id);
    });

    it('takes a project with only what is required: no bedrooms, dates, RERA id or amenities', async () => {
      const me = await t.builder();
      const res = await t.create(me.token, validCommercialProject());
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        description: '',
        location: { address: null, coordinates: null },
        unitConfigurations: [{ label: 'Retail Shop', bedrooms: null }],
        minPrice: 3_500_000,
        maxPrice: 7_800_000,
        launchDate: null,
        completionDate: null,
        reraId: null,
        amenities: [],
        upcoming: false,
      });
    });

    it.each([
      ['Project name is required', validProject({ name: '  ' })],
      [`Project name must be at least ${PROJECT_LIMITS.nameMin} characters`, validProject({ name: 'AB' })],
      [`Project name must be at most ${PROJECT_LIMITS.nameMax} characters`, validProject({ name: 'n'.repeat(151) })],
      [`Project type must be one of ${PROJECT_TYPES.join(', ')}`, validProject({ projectType: 'Township' })],
      ['Location is required', validProject({ location: 'Bhopal' })],
      ['City is required', validProject({ location: { state: 'MP', locality: 'Kolar Road' } })],
      [
        `Address must be at most ${PROJECT_LIMITS.addressMax} characters`,
        validProject({ location: { state: 'MP', city: 'Bhopal', locality: 'Kolar', address: 'a'.repeat(301) } }),
      ],
      [
        'Latitude must be a number from 6 to 38 (in India)',
        validProject({
          location: { state: 'MP', city: 'Bhopal', locality: 'Kolar', coordinates: { latitude: 51.5, longitude: 77 } },
        }),
      ],
      [`Total units must be a whole number from 1 to ${PROJECT_LIMITS.unitsMax}`, validProject({ totalUnits: 0 })],
      [
        `Units available must be a whole number from 0 to ${PROJECT_LIMITS.unitsMax}`,
        validProject({ availableUnits: -1 }),
      ],
      ['Units available must not be above the total units', validProject({ totalUnits: 100, availableUnits: 101 })],
      ['Unit configurations must list 1 to 20 configurations', validProject({ unitConfigurations: [] })],
      ['Unit configurations must list 1 to 20 configurations', validProject({ unitConfigurations: '2 BHK' })],
      ['Unit configurations must list 1 to 20 configurations', withUnits(...Array(21).fill(twoBhk))],
      ['Configuration 2 must have a name, sizes and prices', withUnits(twoBhk, '3 BHK')],
      ['Configuration 2 name is required', withUnits(twoBhk, { ...threeBhk, label: ' ' })],
      [
        `Configuration 1 bedrooms (BHK) must be a whole number from 0 to ${SELLER_LIMITS.roomsMax}`,
        withUnits({ ...twoBhk, bedrooms: 2.5 }),
      ],
      [
        `Configuration 1 smallest size (sq.ft) must be a whole number from 1 to ${PROJECT_LIMITS.areaSqftMax}`,
        withUnits({ ...twoBhk, minAreaSqft: 0 }),
      ],
      [
        'Configuration 2 highest price must be a whole number of rupees from ₹1 to ₹10,000 Cr',
        withUnits(twoBhk, { ...threeBhk, maxPrice: '83 L' }),
      ],
      [
        'Configuration 2 largest size (sq.ft) must not be below its smallest size (sq.ft)',
        withUnits(twoBhk, { ...threeBhk, maxAreaSqft: 1400 }),
      ],
      [
        'Configuration 1 highest price must not be below its lowest price',
        withUnits({ ...twoBhk, minPrice: 6_000_000, maxPrice: 5_900_000 }),
      ],
      [
        "Configuration 2 name must differ from the other configurations' names",
        withUnits(twoBhk, { ...threeBhk, label: '2 bhk' }),
      ],
      ['Launch date must be a date (YYYY-MM-DD) from 2000 to 2100', validProject({ launchDate: '2026-02-30' })],
      ['Completion date must be a date (YYYY-MM-DD) from 2000 to 2100', validProject({ completionDate: 'soon' })],
      [
        'Completion date must not be before the launch date',
        validProject({ launchDate: '2027-01-01', completionDate: '2026-12-31' }),
      ],
      [`RERA id must be at most ${SELLER_LIMITS.reraNumberMax} characters`, validProject({ reraId: 'R'.repeat(61) })],
      [RERA_MESSAGES.wrongFormat('Madhya Pradesh', 'P-BPL-17-123'), validProject({ reraId: 'P52100012345' })],
      ['Amenities must be a list of names', validProject({ amenities: 'Pool, Gym' })],
      ['Upcoming must be true or false', validProject({ upcoming: 'yes' })],
      ['Photos must be a list of photo hashes', validProject({ photos: ['not-a-hash'] })],
      ['Photos must not list a photo twice', validProject({ photos: ['a'.repeat(64), 'a'.repeat(64)] })],
      [ACCOUNT_MESSAGES.bodyMustBeJson, 'not json'],
      ['Project name is required', {}],
    ])('answers 400 with “%s” (case %#) and stores nothing', async (message, body) => {
      const me = await t.builder();
      const res = await t.create(me.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      expect(await t.storedProjects(me.user.id)).toEqual([]);
    });
  });

  describe('free quota', () => {
    it(`allows ${FREE_PROJECT_QUOTA} live project, then answers 402 naming the free plan; deleting frees the place`, async () => {
      const me = await t.builder();
      const first = await t.project(me, 'active');
      const refused = await t.create(me.token, validCommercialProject());
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({
        success: false,
        code: 'payment_required',
        message: SELLER_PROJECT_MESSAGES.quotaReached(FREE_PROJECT_QUOTA),
      });
      expect(refused.body.message).toContain('free plan');
      expect((await t.storedProjects(me.user.id)).map((p) => p.id)).toEqual([first]);
      expect((await t.remove(me.token, first)).status).toBe(200);
      expect((await t.create(me.token, validCommercialProject())).status).toBe(201);
    });

    it('does not count a rejected project, but resubmitting one needs a free place', async () => {
      const me = await t.builder();
      const rejected = await t.project(me, 'rejected');
      await t.project(me);
      const resubmit = await t.edit(me.token, rejected, { reraId: 'P-BPL-26-9999' });
      expect(resubmit.status).toBe(402);
      expect((await t.read(me.token, rejected)).body.data).toMatchObject({
        status: 'rejected',
        reraId: 'P-BPL-26-4821',
      });
    });

    it('lets exactly one through when posts race for the last place, photos and all', async () => {
      const me = await t.builder();
      const photos = [await t.upload(me.token), await t.upload(me.token)];
      const results = await Promise.all(Array.from({ length: 5 }, () => t.create(me.token, validProject({ photos }))));
      expect(results.map((r) => r.status).sort()).toEqual([201, 402, 402, 402, 402]);
      // The refused posts left no project and no photo rows behind.
      expect(await t.storedProjects(me.user.id)).toEqual([
        { id: results.find((r) => r.status === 201)?.body.data.id, status: 'pending', photos },
      ]);
    });
  });

  describe('deleting', () => {
    it('soft-deletes: the row stays, shown nowhere, and a second delete is a 404', async () => {
      const me = await t.builder();
      const id = await t.project(me, 'active');
      expect((await t.call('GET', `/projects/${id}`)).status).toBe(200);
      const res = await t.remove(me.token, id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual({ success: true, message: SELLER_PROJECT_MESSAGES.projectDeleted });
      expect((await t.storedProjects(me.user.id)).map((p) => p.status)).toEqual(['deleted']);
      for (const token of [me.token, buyer.token, undefined]) {
        expect((await t.call('GET', `/projects/${id}`, undefined, token)).status).toBe(410);
      }
      for (const res of [
        await t.read(me.token, id),
        await t.edit(me.token, id, { totalUnits: 300 }),
        await t.remove(me.token, id),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          success: false,
          code: 'not_found',
          message: SELLER_PROJECT_MESSAGES.projectNotFound,
        });
      }
      expect((await t.list(me.token)).body.total).toBe(0);
    });
  });

  describe('the builder’s list', () => {
    it('lists their projects newest first with views and enquiries, filters by status and pages', async () => {
      const me = await t.builder();
      // Rejected ones first: they leave the one free place for the live project.
      const gone = await t.project(me, 'rejected');
      expect((await t.remove(me.token, gone)).status).toBe(200);
      const rejected = await t.project(me, 'rejected', validCommercialProject());
      const live = await t.project(me, 'active');
      await database().db.execute(sql`update projects set views = 41 where id = ${live}`);
      const asked = [await t.buyer(), await t.buyer()];
      for (const b of asked) {
        const sent = await t.call(
          'POST',
          '/enquiries',
          { projectId: live, message: 'Is a 3 BHK still available?' },
          b.token,
        );
        expect(sent.status).toBe(201);
      }
      await database().db.execute(sql`update enquiries set status = 'seen' where buyer_id = ${asked[0]?.user.id}`);

      const all = await t.list(me.token);
      expect(all.status).toBe(200);
      expect(all.headers.get('cache-control')).toBe('no-store');
      expect(all.body).toMatchObject({ success: true, total: 2, page: 1, pageSize: SELLER_LIMITS.pageSizeDefault });
      expect(all.body.data.map((p) => p.id)).toEqual([live, rejected]);
      expect(all.body.data[0]).toMatchObject({ status: 'active', views: 41, enquiries: { new: 1, total: 2 } });
      expect(all.body.data[1]).toMatchObject({
        status: 'rejected',
        rejectionReason: 'RERA number could not be verified',
      });
      expect((await t.read(me.token, live)).body.data.enquiries).toEqual({ new: 1, total: 2 });

      const ids = async (query: string) => (await t.list(me.token, query)).body.data.map((p) => p.id);
      expect(await ids('?status=active')).toEqual([live]);
      expect(await ids('?status=rejected')).toEqual([rejected]);
      expect(await ids('?status=pending')).toEqual([]);
      const second = await t.list(me.token, '?page=2&pageSize=1');
      expect(second.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(second.body.data.map((p) => p.id)).toEqual([rejected]);
    });

    it.each([
      ['?status=deleted', 'status must be one of pending, active, rejected'],
      ['?page=0', 'page must be a whole number from 1 to 1000'],
      ['?pageSize=51', `pageSize must be a whole number from 1 to ${SELLER_LIMITS.pageSizeMax}`],
    ])('answers 400 for %s', async (query, message) => {
      const me = await t.builder();
      const res = await t.list(me.token, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
    });
  });

  describe('who may call', () => {
    const everyCall = (token: string | undefined, id: number) => [
      t.create(token, validProject()),
      t.list(token),
      t.read(token, id),
      t.edit(token, id, { availableUnits: 1 }),
      t.remove(token, id),
    ];

    it('answers owners and agents 403 with the builders-only message, and stores nothing', async () => {
      const owner = await t.builder();
      const id = await t.project(owner, 'active');
      const agent = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
      const individual = await t.seller({ sellerType: 'Individual' });
      for (const [who, type] of [
        [agent, 'Agent'],
        [individual, 'Individual'],
      ] as const) {
        for (const res of await Promise.all(everyCall(who.token, id))) {
          expect(res.status).toBe(403);
          expect(res.headers.get('cache-control')).toBe('no-store');
          expect(res.body).toEqual({
            success: false,
            code: 'forbidden',
            message: SELLER_PROJECT_MESSAGES.buildersOnly(type),
          });
        }
        expect(await t.storedProjects(who.user.id)).toEqual([]);
      }
      expect(SELLER_PROJECT_MESSAGES.buildersOnly('Individual')).toBe(
        'Only builders can post projects. Your seller account is registered as Individual owner.',
      );
      expect((await t.read(owner.token, id)).body.data).toMatchObject({ status: 'active', availableUnits: 180 });
    });

    it('answers a buyer 403 and a visitor 401 on every call', async () => {
      const owner = await t.builder();
      const id = await t.project(owner, 'active');
      for (const res of await Promise.all(everyCall(buyer.token, id))) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
      }
      for (const res of await Promise.all(everyCall(undefined, id))) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
      }
      expect(await t.storedProjects(buyer.user.id)).toEqual([]);
    });

    it('answers another builder’s project with 404 and changes nothing', async () => {
      const owner = await t.builder('Owner Builders');
      const other = await t.builder('Other Builders');
      const id = await t.project(owner, 'active');
      for (const res of [
        await t.read(other.token, id),
        await t.edit(other.token, id, { availableUnits: 0 }),
        await t.remove(other.token, id),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          success: false,
          code: 'not_found',
          message: SELLER_PROJECT_MESSAGES.projectNotFound,
        });
      }
      expect((await t.list(other.token)).body.data).toEqual([]);
      expect((await t.read(owner.token, id)).body.data).toMatchObject({ status: 'active', availableUnits: 180 });
      expect((await t.read(owner.token, 2_000_000_000)).status).toBe(404);
      for (const bad of ['abc', '0', '1.5']) expect((await t.read(owner.token, bad)).status).toBe(400);
    });
  });
});
