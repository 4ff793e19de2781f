import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { media } from '../../src/server/features/media/media.schema';
import { createDiskMediaStore, type MediaStore } from '../../src/server/features/media/media.store';
import { projectPhotos } from '../../src/server/features/projects/projects.schema';
import { sellers } from '../../src/server/features/sellers/sellers.schema';
import { MEDIA_WIDTHS, MEDIA_ZOOM_WIDTH, mediaUrl } from '../../src/shared/media';
import { insertMedia, insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { filesIn, formWith, upload } from '../helpers/media-api';

/** A photo-like 4000 x 3000 JPEG (gradients and shapes, as a 12 MP phone camera would give). */
const phonePhoto = (seed: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
        <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#8ab"/><stop offset="1" stop-color="#${(seed * 97).toString(16).padStart(3, '0').slice(0, 3)}"/></linearGradient></defs>
        <rect width="4000" height="3000" fill="url(#g)"/>
        <rect x="800" y="900" width="2400" height="1800" fill="#c96" stroke="#333" stroke-width="30"/>
        <circle cx="3300" cy="600" r="300" fill="#fe8"/>
      </svg>`,
    ),
  )
    .jpeg({ quality: 92 })
    .toBuffer();

const rowOf = async (db: Database, hash: string) =>
  (await db.select({ width: media.width, variants: media.variants }).from(media).where(eq(media.hash, hash)))[0];

describeEachDatabase('the full-screen width of photos', (database) => {
  let t: ApiClient;
  let dir: string;
  let store: MediaStore;
  let token = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pc-zoom-test-'));
    store = createDiskMediaStore(dir);
    t = apiClient(database(), { media: store });
    const details = newPerson();
    const user = await t.signUp(details);
    await database().db.insert(sellers).values({ userId: user.id, sellerType: 'Individual' });
    token = await t.logIn(details);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a phone photo at the zoom width too, served like the others', async () => {
    const res = await upload(t.app, token, formWith(await phonePhoto(1)));
    expect(res.status).toBe(201);
    const { hash, width, height } = res.body.data;
    expect({ width, height }).toEqual({ width: MEDIA_ZOOM_WIDTH, height: 1200 });
    expect(await rowOf(database().db, hash)).toEqual({
      width: MEDIA_ZOOM_WIDTH,
      variants: [...MEDIA_WIDTHS, MEDIA_ZOOM_WIDTH],
    });
    const served = await t.app.request(mediaUrl(hash, MEDIA_ZOOM_WIDTH));
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toContain('immutable');
    const info = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(info).toMatchObject({ format: 'webp', width: MEDIA_ZOOM_WIDTH, height: 1200 });
    // The pages' widths are what they were: the 1024 one is still 1024 wide.
    const page = await store.get(hash, 1024);
    expect(await sharp(page).metadata()).toMatchObject({ width: 1024, height: 768 });
  });

  it('stores no zoom width for a picture no wider than the pages show, and serves none', async () => {
    const small = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer();
    const res = await upload(t.app, token, formWith(small));
    expect(res.status).toBe(201);
    const { hash } = res.body.data;
    expect((await rowOf(database().db, hash))?.variants).toEqual([...MEDIA_WIDTHS]);
    expect((await t.app.request(mediaUrl(hash, MEDIA_ZOOM_WIDTH))).status).toBe(404);
    // A width that is no stored width at all is no file name either.
    expect((await t.app.request(`/media/${hash}-2048.webp`)).status).toBe(404);
  });

  it('gives a photo stored before the zoom width that width when it is uploaded again, same hash', async () => {
    const bytes = await phonePhoto(2);
    const first = await upload(t.app, token, formWith(bytes));
    const { hash } = first.body.data;
    // As a photo uploaded before the zoom width existed: its row and files have the page widths only.
    await database()
      .db.update(media)
      .set({ width: 1024, height: 768, variants: [...MEDIA_WIDTHS] })
      .where(eq(media.hash, hash));
    await rm(join(dir, hash.slice(0, 2), `${hash}-${MEDIA_ZOOM_WIDTH}.webp`));

    const again = await upload(t.app, token, formWith(bytes, 'again.jpg'));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ hash, width: MEDIA_ZOOM_WIDTH, height: 1200 });
    expect((await rowOf(database().db, hash))?.variants).toEqual([...MEDIA_WIDTHS, MEDIA_ZOOM_WIDTH]);
    expect(await filesIn(join(dir, hash.slice(0, 2)))).toContain(`${hash}-${MEDIA_ZOOM_WIDTH}.webp`);
  });

  it("tells the property and project pages each photo's largest width, in the photos' order", async () => {
    const db = database().db;
    const owner = await insertSeller(db, {});
    const id = await insertProperty(db, { seller: owner, photos: 2 });
    const before = await (await t.app.request(`/api/properties/${id}`)).json();
    const [cover, second] = before.data.photos as string[];
    // Fixture photos are like the demo's: the page widths only.
    expect(before.data.photoWidths).toEqual([1024, 1024]);
    await db
      .update(media)
      .set({ variants: [...MEDIA_WIDTHS, MEDIA_ZOOM_WIDTH] })
      .where(eq(media.hash, second ?? ''));
    const after = await (await t.app.request(`/api/properties/${id}`)).json();
    expect(after.data.photos).toEqual([cover, second]);
    expect(after.data.photoWidths).toEqual([1024, MEDIA_ZOOM_WIDTH]);

    const builder = await insertSeller(db, { sellerType: 'Builder', verified: true, companyName: 'Zoom Builders' });
    const project = await insertProject(db, builder, { name: 'Zoom Heights' });
    const plain = await insertMedia(db, 'zoom-project-photo');
    await db.insert(projectPhotos).values([
      { projectId: project, position: 0, mediaHash: second ?? '' },
      { projectId: project, position: 1, mediaHash: plain },
    ]);
    const detail = await (await t.app.request(`/api/projects/${project}`)).json();
    expect(detail.data.photoWidths).toEqual([MEDIA_ZOOM_WIDTH, 1024]);
  });
});
