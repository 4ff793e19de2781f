import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import type { BrokerProfile, PropertyDetail } from '../../src/shared/listings/listing-types';
import { MEDIA_WIDTHS, mediaUrl } from '../../src/shared/media';
import {
  MEDIA_UPLOAD_FIELD,
  MEDIA_UPLOAD_PATH,
  photoNotYoursMessage,
  type UploadedPhoto,
} from '../../src/shared/media-upload';
import {
  SELLER_MESSAGES,
  type SellerMe,
  type SellerProfileInput,
} from '../../src/shared/sellers/seller-profile-contract';
import { insertMedia, insertProperty } from '../fixtures/listings';
import { validProfile } from '../fixtures/seller-listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';

type Me = { data: SellerMe };

const urlsOf = (hash: string) => Object.fromEntries(MEDIA_WIDTHS.map((width) => [width, mediaUrl(hash, width)]));

/** A small JPEG; `seed` makes each a different picture (and so a different hash). */
const jpeg = (seed: number) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 40 } } })
    .jpeg()
    .toBuffer();

describeEachDatabase('seller profile photo', (database) => {
  let t: ApiClient;
  let dir: string;
  let seed = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-seller-photo-test-'));
    t = apiClient(database(), { media: createDiskMediaStore(dir) });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function buyer() {
    const details = newPerson();
    const user = await t.signUp(details);
    return { user, token: await t.logIn(details) };
  }

  async function seller(profile: Partial<SellerProfileInput> = {}) {
    const person = await buyer();
    expect((await t.call('POST', '/sellers', validProfile(profile), person.token)).status).toBe(201);
    return person;
  }

  /** POST /api/media as `token`: the stored photo's hash. */
  async function upload(token: string, bytes?: Buffer): Promise<string> {
    const form = new FormData();
    const picture = bytes ?? (await jpeg(++seed));
    form.append(MEDIA_UPLOAD_FIELD, new File([new Uint8Array(picture)], 'me.jpg', { type: 'image/jpeg' }));
    const res = await t.app.request(MEDIA_UPLOAD_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBeLessThanOrEqual(201);
    return ((await res.json()) as { data: UploadedPhoto }).data.hash;
  }

  const me = (token: string) => t.call<Me>('GET', '/sellers/me', undefined, token);
  const edit = (token: string, body: unknown) => t.call<Me>('PATCH', '/sellers/me', body, token);

  it('sets a photo the seller uploaded, answering its hash and URLs', async () => {
    const { token } = await seller();
    expect((await me(token)).body.data).toMatchObject({ photo: null, photoUrls: null });
    const hash = await upload(token);

    const res = await edit(token, { photo: hash });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SELLER_MESSAGES.profileUpdated);
    expect(res.body.data).toMatchObject({ photo: hash, photoUrls: urlsOf(hash), city: 'Bhopal' });
    expect((await me(token)).body.data).toMatchObject({ photo: hash, photoUrls: urlsOf(hash) });
    const served = await t.app.request(mediaUrl(hash, 320));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('replaces the photo, accepts the current one again, and removes it with null', async () => {
    const { token } = await seller();
    const first = await upload(token);
    const second = await upload(token);
    expect((await edit(token, { photo: first })).body.data.photo).toBe(first);

    const replaced = await edit(token, { photo: second });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ photo: second, photoUrls: urlsOf(second) });
    const again = await edit(token, { photo: second, city: 'Indore' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ photo: second, city: 'Indore' });

    const removed = await edit(token, { photo: null });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ photo: null, photoUrls: null, city: 'Indore' });
    expect((await me(token)).body.data.photo).toBeNull();
    // Blank means none, as for the text fields.
    await edit(token, { photo: first });
    expect((await edit(token, { photo: '' })).body.data.photo).toBeNull();
  });

  it("refuses another seller's photo (400) but takes the same picture once this seller uploads it too", async () => {
    const owner = await seller();
    const other = await seller({ sellerType: 'Agent', companyName: 'Other Realty' });
    const bytes = await jpeg(++seed);
    const theirs = await upload(other.token, bytes);
    const mine = await upload(owner.token);
    await edit(owner.token, { photo: mine });

    const res = await edit(owner.token, { photo: theirs });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: photoNotYoursMessage('photo') });
    expect((await me(owner.token)).body.data.photo).toBe(mine);

    expect(await upload(owner.token, bytes)).toBe(theirs);
    expect((await edit(owner.token, { photo: theirs })).body.data.photo).toBe(theirs);
  });

  it('refuses a hash nobody uploaded, and a stored photo nobody uploaded (a listing fixture), with 400', async () => {
    const { token } = await seller();
    const unknown = 'a'.repeat(64);
    const stored = await insertMedia(database().db, `profile-photo-${Date.now()}`);
    for (const photo of [unknown, stored]) {
      const res = await edit(token, { photo });
      expect(res.status, photo).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'validation_failed', message: photoNotYoursMessage('photo') });
    }
    expect((await me(token)).body.data.photo).toBeNull();
  });

  it.each([
    ['not-a-hash'],
    ['A'.repeat(64)],
    ['a'.repeat(63)],
    [`${'a'.repeat(64)}.webp`],
    [42],
    [['a'.repeat(64)]],
    [{ hash: 'a'.repeat(64) }],
  ])('answers 400 “photo must be a photo hash” for %j and changes nothing', async (photo) => {
    const { token } = await seller();
    const res = await edit(token, { photo, city: 'Indore' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: 'Photo must be a photo hash' });
    expect((await me(token)).body.data).toMatchObject({ photo: null, city: 'Bhopal' });
  });

  it('answers a buyer 403 and a visitor 401', async () => {
    const { token } = await buyer();
    const res = await edit(token, { photo: 'a'.repeat(64) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'forbidden', message: SELLER_MESSAGES.sellerRequired });
    expect((await t.call('PATCH', '/sellers/me', { photo: null })).status).toBe(401);
  });

  it('takes no photo when becoming a seller: that comes after, once they may upload', async () => {
    const { token } = await buyer();
    const someone = await seller();
    const hash = await upload(someone.token);
    const res = await t.call<Me>('POST', '/sellers', { ...validProfile(), photo: hash }, token);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ photo: null, photoUrls: null });
    const kept = await t.call<Me>('GET', '/sellers/me', undefined, token);
    expect(kept.body.data).toMatchObject({ photo: null, photoUrls: null });
  });

  it("shows the agent's photo on their public profile and on their listing's seller card", async () => {
    const { user, token } = await seller({ sellerType: 'Agent', companyName: 'Photo Realty' });
    const listing = await insertProperty(database().db, { seller: { id: user.id, sellerType: 'Agent' } });
    const broker = () => t.call<{ data: BrokerProfile }>('GET', `/brokers/${user.id}`);
    const detail = () => t.call<{ data: PropertyDetail }>('GET', `/properties/${listing}`);
    expect((await broker()).body.data.photo).toBeNull();
    expect((await detail()).body.data.seller.photo).toBeNull();

    const hash = await upload(token);
    await edit(token, { photo: hash });
    expect((await broker()).body.data.photo).toBe(hash);
    expect((await detail()).body.data.seller.photo).toBe(hash);

    await edit(token, { photo: null });
    expect((await broker()).body.data.photo).toBeNull();
  });
});
