import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import type { ProjectDetail } from '../../src/shared/listings/listing-types';
import { photoNotYoursMessage } from '../../src/shared/media-upload';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import {
  LIVE_EDIT_PROJECT_FIELDS,
  PROJECT_FIELDS,
  SELLER_PROJECT_MESSAGES,
} from '../../src/shared/sellers/seller-project-contract';
import { insertMedia } from '../fixtures/listings';
import { validProject } from '../fixtures/seller-projects';
import { describeEachDatabase } from '../helpers/database';
import { type ProjectsTestApp, projectsTestApp } from '../helpers/seller-projects-api';

const units = validProject().unitConfigurations as Record<string, unknown>[];
const [twoBhk] = units;

describeEachDatabase('seller projects: editing and photos', (database) => {
  let t: ProjectsTestApp;

  beforeAll(async () => {
    t = await projectsTestApp(database());
  });
  afterAll(() => t.cleanUp());

  const publicStatus = async (id: number) => (await t.call('GET', `/projects/${id}`)).status;

  describe('editing', () => {
    it('keeps an active project active for units sold', async () => {
      const me = await t.builder();
      const id = await t.project(me, 'active');
      const res = await t.edit(me.token, id, { availableUnits: 120 });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.message).toBe(SELLER_PROJECT_MESSAGES.projectUpdated);
      expect(res.body.data).toMatchObject({ status: 'active', availableUnits: 120 });
      // Sending what is stored again is no change.
      const same = await t.edit(me.token, id, {
        name: 'Lakeview Residency',
        unitConfigurations: units,
        location: { city: 'Bhopal' },
      });
      expect(same.body.data.status).toBe('active');
      expect(await publicStatus(id)).toBe(200);
    });

    it.each([
      ['name', { name: 'Lakeview Residency Phase 2' }],
      ['projectType', { projectType: 'Mixed' }],
      ['description', { description: 'Now with a third tower.' }],
      ['locality', { location: { locality: 'Shahpura' } }],
      ['address', { location: { address: 'Plot 15, Kolar Road' } }],
      ['coordinates', { location: { coordinates: { latitude: 23.2, longitude: 77.4 } } }],
      ['totalUnits', { totalUnits: 260 }],
      ['a configuration’s price', { unitConfigurations: [{ ...twoBhk, maxPrice: 6_100_000 }, units[1]] }],
      ['launchDate', { launchDate: '2026-02-01' }],
      ['completionDate', { completionDate: '2029-12-31' }],
      ['reraId', { reraId: 'P-BPL-26-0001' }],
      ['amenities', { amenities: ['Gym'] }],
      ['upcoming flag', { upcoming: true }],
      ['a configuration’s label', { unitConfigurations: [{ ...twoBhk, label: '2 BHK Large' }, units[1]] }],
    ])('sends an active project back to review when its %s changes', async (_field, change) => {
      const me = await t.builder();
      const id = await t.project(me, 'active');
      const res = await t.edit(me.token, id, change);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(SELLER_PROJECT_MESSAGES.projectSentForReview);
      expect(res.body.data.status).toBe('pending');
      expect(await publicStatus(id)).toBe(404);
    });

    it('reviews every public field but the documented live-edit exceptions', () => {
      const tested = new Set([
        ...'name projectType description location totalUnits unitConfigurations launchDate'.split(' '),
        ...'completionDate reraId amenities upcoming'.split(' '),
      ]);
      const live: readonly string[] = LIVE_EDIT_PROJECT_FIELDS;
      expect(PROJECT_FIELDS.filter((field) => !live.includes(field) && !tested.has(field))).toEqual([]);
    });

    it('merges the location one level down, replaces the configurations whole and derives the price range again', async () => {
      const me = await t.builder();
      const id = await t.project(me);
      const res = await t.edit(me.token, id, {
        location: { address: null, coordinates: null },
        unitConfigurations: [{ ...twoBhk, label: '2 BHK Premium', minPrice: 5_500_000, maxPrice: 6_400_000 }],
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'pending',
        location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Kolar Road', address: null, coordinates: null },
        unitConfigurations: [{ label: '2 BHK Premium', minPrice: 5_500_000, maxPrice: 6_400_000 }],
        minPrice: 5_500_000,
        maxPrice: 6_400_000,
      });
      expect((await t.read(me.token, id)).body.data).toMatchObject({ minPrice: 5_500_000, maxPrice: 6_400_000 });
    });

    it('resubmits a rejected project for review and clears the reason', async () => {
      const me = await t.builder();
      const id = await t.project(me, 'rejected');
      expect((await t.read(me.token, id)).body.data).toMatchObject({
        status: 'rejected',
        rejectionReason: 'RERA number could not be verified',
      });
      const res = await t.edit(me.token, id, { reraId: 'P-BPL-26-4822' });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(SELLER_PROJECT_MESSAGES.projectSentForReview);
      expect(res.body.data).toMatchObject({ status: 'pending', rejectionReason: null, reraId: 'P-BPL-26-4822' });
    });

    it('validates the edited project whole and changes nothing on a refusal', async () => {
      const me = await t.builder();
      const id = await t.project(me, 'active');
      const cases: [unknown, string][] = [
        [{ availableUnits: 241 }, 'Units available must not be above the total units'],
        [{ totalUnits: 100 }, 'Units available must not be above the total units'],
        [{ completionDate: '2025-12-31' }, 'Completion date must not be before the launch date'],
        [{ unitConfigurations: [] }, 'Unit configurations must list 1 to 20 configurations'],
        [{ location: 'Bhopal' }, 'Location is required'],
        [{}, SELLER_MESSAGES.nothingToUpdate],
        [{ status: 'active', views: 1_000_000, minPrice: 1 }, SELLER_MESSAGES.nothingToUpdate],
        ['[1]', ACCOUNT_MESSAGES.bodyMustBeJson],
      ];
      for (const [body, message] of cases) {
        const res = await t.edit(me.token, id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      }
      expect((await t.read(me.token, id)).body.data).toMatchObject({
        status: 'active',
        totalUnits: 240,
        availableUnits: 180,
        completionDate: '2029-06-30',
        views: 0,
        minPrice: 5_200_000,
      });
    });
  });

  describe('photos', () => {
    it('stores photos in the order sent and shows them on the public page once approved', async () => {
      const me = await t.builder();
      const [a, b, c] = [await t.upload(me.token), await t.upload(me.token), await t.upload(me.token)];
      const created = await t.create(me.token, validProject({ photos: [c, a, b] }));
      expect(created.status).toBe(201);
      expect(created.body.data.photos).toEqual([c, a, b]);
      const id = created.body.data.id;
      await database().db.execute(sql`update projects set status = 'active', published_at = now() where id = ${id}`);
      const page = await t.call<{ data: ProjectDetail }>('GET', `/projects/${id}`);
      expect(page.body.data).toMatchObject({ photos: [c, a, b], coverPhoto: c });
    });

    it('reorders and removes photos without review, keeps them when not sent, and reviews a new one', async () => {
      const me = await t.builder();
      const [a, b, c] = [await t.upload(me.token), await t.upload(me.token), await t.upload(me.token)];
      const created = await t.create(me.token, validProject({ photos: [a, b] }));
      const id = created.body.data.id;
      await database().db.execute(sql`update projects set status = 'active', published_at = now() where id = ${id}`);

      const reordered = await t.edit(me.token, id, { photos: [b, a] });
      expect(reordered.body.data).toMatchObject({ status: 'active', photos: [b, a] });
      const removed = await t.edit(me.token, id, { photos: [b] });
      expect(removed.body.data).toMatchObject({ status: 'active', photos: [b] });
      const kept = await t.edit(me.token, id, { availableUnits: 170 });
      expect(kept.body.data).toMatchObject({ status: 'active', photos: [b] });
      const added = await t.edit(me.token, id, { photos: [b, c] });
      expect(added.body.message).toBe(SELLER_PROJECT_MESSAGES.projectSentForReview);
      expect(added.body.data).toMatchObject({ status: 'pending', photos: [b, c] });
      expect((await t.edit(me.token, id, { photos: [] })).body.data.photos).toEqual([]);
      expect((await t.read(me.token, id)).body.data.photos).toEqual([]);
    });

    it('keeps photos the project already had though the builder did not upload them (demo projects)', async () => {
      const me = await t.builder();
      const id = await t.project(me);
      const demo = await insertMedia(database().db, `demo-project-${id}`);
      await database().db.execute(sql`insert into project_photos values (${id}, 0, ${demo})`);
      const mine = await t.upload(me.token);
      const res = await t.edit(me.token, id, { photos: [mine, demo] });
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.data.photos).toEqual([mine, demo]);
    });

    it('refuses (400) a photo another builder uploaded, or none uploaded, and writes nothing', async () => {
      const me = await t.builder('Mine Builders');
      const other = await t.builder('Other Builders');
      const mine = await t.upload(me.token);
      const theirs = await t.upload(other.token);
      const never = 'f'.repeat(64);

      const refused = await t.create(me.token, validProject({ photos: [mine, theirs] }));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: photoNotYoursMessage('photos', 1),
      });
      expect(await t.storedProjects(me.user.id)).toEqual([]);

      const id = await t.project(me, 'pending', validProject({ photos: [mine] }));
      for (const [photos, index] of [
        [[theirs], 0],
        [[mine, never], 1],
      ] as const) {
        const res = await t.edit(me.token, id, { photos, totalUnits: 300 });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(photoNotYoursMessage('photos', index));
      }
      expect((await t.read(me.token, id)).body.data).toMatchObject({
        status: 'pending',
        photos: [mine],
        totalUnits: 240,
      });
    });
  });
});
