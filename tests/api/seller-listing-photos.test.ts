import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import { MAX_PHOTOS_PER_LISTING } from '../../src/shared/listings/vocabulary';
import { MEDIA_WIDTHS, mediaUrl } from '../../src/shared/media';
import { photoNotYoursMessage } from '../../src/shared/media-upload';
import {
  SELLER_MESSAGES,
  type SellerListing,
  type SellerListingPage,
} from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { describeEachDatabase } from '../helpers/database';
import { formWith, jpeg, upload } from '../helpers/media-api';
import { type Person, sellerTestApp } from '../helpers/seller-api';

type One = { data: SellerListing };
type Rows = { rows: Record<string, unknown>[] };

const BASE = '/seller/properties';
/** A well-formed hash of a photo nobody uploaded. */
const unknownHash = (n: number) => n.toString(16).padStart(64, 'f');

describeEachDatabase('photos on a seller’s listings', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let dir: string;
  let me: Person;
  let other: Person;
  let seed = 0;

  const rows = async (query: SQL) => ((await database().db.execute(query)) as unknown as Rows).rows;
  const create = (body: unknown, who = me) => t.call<One>('POST', BASE, body, who.token);
  const read = (id: number) => t.call<One>('GET', `${BASE}/${id}`, undefined, me.token);
  const edit = (id: number, body: unknown) => t.call<One>('PATCH', `${BASE}/${id}`, body, me.token);
  const hashes = (listing: SellerListing) => listing.photos.map((photo) => photo.hash);
  // Counted in the table: a refused post must leave no row behind, not even one no list would show.
  const listingCount = async (who: Person) =>
    Number((await rows(sql`select count(*)::int as n from properties where seller_id = ${who.user.id}`))[0]?.n);

  /** Uploads a new picture as `who` and answers its hash. */
  async function photo(who = me): Promise<string> {
    seed += 1;
    const res = await upload(t.app, who.token, formWith(await jpeg(640, 480, seed)));
    expect(res.status).toBe(201);
    return res.body.data.hash;
  }
  const photos = (n: number, who = me) => Promise.all(Array.from({ length: n }, () => photo(who)));

  /** A listing of mine with `list` as its photos, left pending or set `active` as an admin would. */
  async function listing(list: string[], status: 'pending' | 'active' = 'pending'): Promise<number> {
    const res = await create(validFlat({ photos: list }));
    expect(res.status, res.body.message).toBe(201);
    if (status === 'active') {
      await database().db.execute(
        sql`update properties set status = 'active', published_at = now() where id = ${res.body.data.id}`,
      );
    }
    return res.body.data.id;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-listing-photos-test-'));
    t = sellerTestApp(database(), { media: createDiskMediaStore(dir) });
    me = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
    other = await t.seller({ sellerType: 'Agent', companyName: 'Other Realty' });
  });

  // The free quota allows a few live listings: each test starts with none.
  afterEach(async () => {
    await database().db.execute(sql`update properties set status = 'deleted'`);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describe('posting and reading', () => {
    it('keeps three photos in the order sent, the first as the cover, with a URL per width', async () => {
      const [a, b, c] = (await photos(3)) as [string, string, string];
      const res = await create(validFlat({ photos: [b, a, c] }));
      expect(res.status, res.body.message).toBe(201);
      const { data } = res.body;
      expect(data.coverPhoto).toBe(b);
      expect(data.photos).toEqual(
        [b, a, c].map((hash) => ({
          hash,
          urls: Object.fromEntries(MEDIA_WIDTHS.map((width) => [width, mediaUrl(hash, width)])),
        })),
      );
      expect(hashes((await read(data.id)).body.data)).toEqual([b, a, c]);
      const page = await t.call<SellerListingPage>('GET', BASE, undefined, me.token);
      const listed = page.body.data.find((row) => row.id === data.id);
      expect(listed && hashes(listed)).toEqual([b, a, c]);
      expect(listed?.coverPhoto).toBe(b);
    });

    it('takes a listing without photos, and the same picture uploaded by two sellers from either', async () => {
      const bare = await create(validFlat());
      expect(bare.status).toBe(201);
      expect(bare.body.data).toMatchObject({ photos: [], coverPhoto: null });
      // The same bytes from the other seller are the same photo, and now theirs to use too.
      seed += 1;
      const bytes = await jpeg(640, 480, seed);
      const mine = await upload(t.app, me.token, formWith(bytes));
      const theirs = await upload(t.app, other.token, formWith(bytes));
      expect(theirs.body.data.hash).toBe(mine.body.data.hash);
      const res = await create(validFlat({ photos: [mine.body.data.hash] }), other);
      expect(res.status).toBe(201);
    });

    it('shows the photos on the public page once the listing is active, not before', async () => {
      const list = await photos(3);
      const id = await listing(list);
      expect((await t.call('GET', `/properties/${id}`)).status).toBe(404);
      await database().db.execute(sql`update properties set status = 'active', published_at = now() where id = ${id}`);
      const res = await t.call<{ data: PropertyDetail }>('GET', `/properties/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.data.photos).toEqual(list);
      expect(res.body.data.coverPhoto).toBe(list[0]);
      const served = await t.app.request(mediaUrl(list[0] as string, 320));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    });
  });

  describe('refusals', () => {
    it('refuses a photo another seller uploaded (400), writing nothing', async () => {
      const [mine, theirs] = [await photo(), await photo(other)];
      const before = await listingCount(me);
      const res = await create(validFlat({ photos: [mine, theirs] }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        code: 'validation_failed',
        message: photoNotYoursMessage('photos', 1),
      });
      expect(await listingCount(me)).toBe(before);
    });

    it('refuses a hash nobody uploaded (400)', async () => {
      const before = await listingCount(me);
      const res = await create(validFlat({ photos: [unknownHash(1)] }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(photoNotYoursMessage('photos', 0));
      expect(await listingCount(me)).toBe(before);
    });

    it.each([
      [
        `${MAX_PHOTOS_PER_LISTING + 1} photos`,
        Array.from({ length: MAX_PHOTOS_PER_LISTING + 1 }, (_, i) => unknownHash(i)),
        `Photos must have at most ${MAX_PHOTOS_PER_LISTING} items`,
      ],
      ['the same photo twice', [unknownHash(1), unknownHash(2), unknownHash(1)], 'Photos must not list a photo twice'],
      ['something that is not a hash', ['front.jpg'], 'Photos must be a list of photo hashes'],
      ['a hash in capitals', [unknownHash(3).toUpperCase()], 'Photos must be a list of photo hashes'],
      ['one hash, not a list', unknownHash(4), 'Photos must be a list of photo hashes'],
    ])('refuses %s (400) by the contract', async (_, list, message) => {
      const before = await listingCount(me);
      const res = await create(validFlat({ photos: list }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      expect(await listingCount(me)).toBe(before);
    });

    it(`takes exactly ${MAX_PHOTOS_PER_LISTING} photos`, async () => {
      const list = await photos(MAX_PHOTOS_PER_LISTING);
      const id = await listing(list);
      expect(hashes((await read(id)).body.data)).toEqual(list);
    });
  });

  describe('editing', () => {
    it('reorders the photos, and keeps them when an edit does not send them', async () => {
      const [a, b, c] = (await photos(3)) as [string, string, string];
      const id = await listing([a, b, c]);
      const reordered = await edit(id, { photos: [c, a, b] });
      expect(reordered.status).toBe(200);
      expect(hashes(reordered.body.data)).toEqual([c, a, b]);
      expect(reordered.body.data.coverPhoto).toBe(c);
      const priced = await edit(id, { price: 4_400_000 });
      expect(priced.status).toBe(200);
      expect(hashes(priced.body.data)).toEqual([c, a, b]);
      expect(hashes((await read(id)).body.data)).toEqual([c, a, b]);
    });

    it('removes them all with [] or null', async () => {
      for (const none of [[], null]) {
        const id = await listing(await photos(2));
        const res = await edit(id, { photos: none });
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ photos: [], coverPhoto: null });
        expect((await read(id)).body.data.photos).toEqual([]);
      }
    });

    it('keeps photos already on the listing even when the seller did not upload them (a demo listing)', async () => {
      const [theirs, mine] = [await photo(other), await photo()];
      const id = await listing([]);
      await database().db.execute(
        sql`insert into property_photos (property_id, position, media_hash) values (${id}, 0, ${theirs})`,
      );
      const res = await edit(id, { photos: [mine, theirs] });
      expect(res.status, res.body.message).toBe(200);
      expect(hashes(res.body.data)).toEqual([mine, theirs]);
    });

    it('sends an active listing back to review when a photo is added, not when they are reordered or removed', async () => {
      const [a, b, c] = (await photos(3)) as [string, string, string];
      const id = await listing([a, b], 'active');
      const steps: [string[], SellerListing['status'], string][] = [
        [[b, a], 'active', SELLER_MESSAGES.listingUpdated],
        [[b], 'active', SELLER_MESSAGES.listingUpdated],
        [[b, c], 'pending', SELLER_MESSAGES.listingSentForReview],
      ];
      for (const [list, status, message] of steps) {
        const res = await edit(id, { photos: list });
        expect(res.status).toBe(200);
        expect(res.body.message, list.join()).toBe(message);
        expect(res.body.data.status).toBe(status);
        expect(hashes(res.body.data)).toEqual(list);
      }
    });

    it('leaves the listing exactly as it was when a photo is refused: fields, photos and status', async () => {
      const [a, b] = (await photos(2)) as [string, string];
      const theirs = await photo(other);
      const id = await listing([a, b], 'active');
      const before = (await read(id)).body.data;
      const res = await edit(id, { title: 'A new title for the same flat', photos: [a, theirs] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(photoNotYoursMessage('photos', 1));
      expect((await read(id)).body.data).toEqual(before);
      const duplicate = await edit(id, { price: 1_000_000, photos: [a, a] });
      expect(duplicate.status).toBe(400);
      expect((await read(id)).body.data).toEqual(before);
    });

    it('refuses another seller’s photo on an edit of a pending listing too', async () => {
      const id = await listing([await photo()]);
      const res = await edit(id, { photos: [unknownHash(9)] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(photoNotYoursMessage('photos', 0));
    });
  });
});
