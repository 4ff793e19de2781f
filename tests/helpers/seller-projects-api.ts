/**
 * Helpers for the builder's projects API tests: an app with its own photo store, builders and other
 * people, the project calls, photo uploads and raw reads of what the database holds.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_PATH, type UploadedPhoto } from '../../src/shared/media-upload';
import type { SellerProfileInput } from '../../src/shared/sellers/seller-profile-contract';
import {
  SELLER_PROJECTS_PATH,
  type SellerProject,
  type SellerProjectPage,
} from '../../src/shared/sellers/seller-project-contract';
import { validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { apiClient, newPerson } from './api-client';
import type { Person } from './seller-api';

type One = { data: SellerProject };
type Rows = { rows: Record<string, unknown>[] };

/** The API's own path under /api, as `call` takes it. */
export const BASE = SELLER_PROJECTS_PATH.replace(/^\/api/, '');

/** A small JPEG; each `seed` is a different picture (and so a different hash). */
const jpeg = (seed: number) =>
  sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 120 } },
  })
    .jpeg()
    .toBuffer();

export async function projectsTestApp(database: DatabaseHandle) {
  const dir = await mkdtemp(join(tmpdir(), 'pc-seller-projects-test-'));
  const t = apiClient(database, { media: createDiskMediaStore(dir) });
  let seed = 0;

  async function buyer(): Promise<Person> {
    const details = newPerson();
    const user = await t.signUp(details);
    return { user, token: await t.logIn(details) };
  }
  async function seller(profile: Partial<SellerProfileInput>): Promise<Person> {
    const person = await buyer();
    expect((await t.call('POST', '/sellers', validProfile(profile), person.token)).status).toBe(201);
    return person;
  }
  /** A fresh builder: one with no project yet, so with a free place. */
  const builder = (companyName = 'Shubh Builders') => seller({ sellerType: 'Builder', companyName });

  const create = (token: string | undefined, body: unknown) => t.call<One>('POST', BASE, body, token);
  const read = (token: string | undefined, id: number | string) =>
    t.call<One>('GET', `${BASE}/${id}`, undefined, token);
  const edit = (token: string | undefined, id: number | string, body: unknown) =>
    t.call<One>('PATCH', `${BASE}/${id}`, body, token);
  const remove = (token: string | undefined, id: number | string) =>
    t.call('DELETE', `${BASE}/${id}`, undefined, token);
  const list = (token: string | undefined, query = '') =>
    t.call<SellerProjectPage>('GET', `${BASE}${query}`, undefined, token);

  const rows = async (query: SQL) => ((await database.db.execute(query)) as unknown as Rows).rows;

  /** A new project of `who` (through the API), then set to `status` in the database. */
  async function project(who: Person, status = 'pending', body = validProject()): Promise<number> {
    const res = await create(who.token, body);
    expect(res.status, res.body.message).toBe(201);
    const id = res.body.data.id;
    if (status === 'rejected')
      await database.db.execute(
        sql`update projects set status = 'rejected', rejection_reason = 'RERA number could not be verified' where id = ${id}`,
      );
    else if (status !== 'pending')
      await database.db.execute(sql`update projects set status = ${status}, published_at = now() where id = ${id}`);
    return id;
  }

  /**
   * What the database holds of a builder's projects, deleted ones included: each one's status and photo
   * hashes in order. For what no answer shows: a refused post that must leave no row behind.
   */
  async function storedProjects(builderId: number) {
    const found = await rows(sql`
      select p.id::int as id, p.status,
        coalesce((select array_agg(media_hash order by position) from project_photos where project_id = p.id), '{}') as photos
      from projects p where p.builder_id = ${builderId} order by p.id`);
    return found as { id: number; status: string; photos: string[] }[];
  }

  /** POST /api/media as `token`: the stored photo's hash. */
  async function upload(token: string): Promise<string> {
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, new File([new Uint8Array(await jpeg(++seed))], 'site.jpg', { type: 'image/jpeg' }));
    const res = await t.app.request(MEDIA_UPLOAD_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: UploadedPhoto }).data.hash;
  }

  const cleanUp = () => rm(dir, { recursive: true, force: true });

  return {
    ...t,
    buyer,
    seller,
    builder,
    create,
    read,
    edit,
    remove,
    list,
    rows,
    project,
    storedProjects,
    upload,
    cleanUp,
  };
}

export type ProjectsTestApp = Awaited<ReturnType<typeof projectsTestApp>>;
