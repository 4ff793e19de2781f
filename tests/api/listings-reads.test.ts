import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { properties } from '../../src/server/features/listings/listings.schema';
import { createViewCounter, type ViewCounter } from '../../src/server/features/listings/view-counter';
import { createLogger } from '../../src/server/lib/logger';
import { insertProject, insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

describeEachDatabase('listing reads', (database) => {
  let app: ReturnType<typeof createTestApp>;
  let views: ViewCounter;
  const ids: Record<string, number> = {};
  const get = async (path: string) => {
    const res = await app.request(path);
    // biome-ignore lint/suspicious/noExplicitAny: API bodies are checked field by field below.
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    const db = database().db;
    views = createViewCounter({ database: database(), logger: createLogger({ LOG_LEVEL: 'silent' }) });
    // Behind our proxy, so a read can come from another address (X-Forwarded-For).
    app = createTestApp(database(), {
      env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
      views,
    });
    const owner = await insertSeller(db, { firstName: 'Ramesh', lastName: 'Gupta' });
    const agent = await insertSeller(db, {
      sellerType: 'Agent',
      verified: true,
      firstName: 'Neha',
      lastName: 'Sharma',
      companyName: 'Sharma Realty',
    });
    const builder = await insertSeller(db, { sellerType: 'Builder', verified: true, companyName: 'Sagar Group' });
    const blocked = await insertSeller(db, { sellerType: 'Agent', status: 'blocked' });
    ids.owner = owner.id;
    ids.agent = agent.id;
    ids.builder = builder.id;
    ids.blocked = blocked.id;
    ids.featuredBhopal = await insertProperty(db, { seller: owner, featured: true, price: 5_000_000, photos: 3 });
    ids.featuredIndore = await insertProperty(db, {
      seller: agent,
      city: 'Indore',
      locality: 'Vijay Nagar',
      featured: true,
    });
    ids.plainBhopal = await insertProperty(db, { seller: agent, price: 5_400_000, daysAgo: 0 });
    ids.farPrice = await insertProperty(db, { seller: agent, price: 20_000_000 });
    ids.pending = await insertProperty(db, { seller: owner, status: 'pending', featured: true });
    ids.blockedListing = await insertProperty(db, { seller: blocked, city: 'Pune', locality: 'Baner' });
    ids.project = await insertProject(db, builder, { name: 'Skyline Residency' });
    ids.pendingProject = await insertProject(db, builder, { name: 'Hidden Heights', status: 'pending' });
    ids.projectFlat = await insertProperty(db, { seller: builder, projectId: ids.project, locality: 'Kolar Road' });
  });

  it('lists featured properties as { data }, for India or one city', async () => {
    const all = await get('/api/properties/featured');
    expect(all.status).toBe(200);
    expect(all.body.data.map((c: { id: number }) => c.id).sort()).toEqual(
      [ids.featuredBhopal, ids.featuredIndore].sort(),
    );
    expect(all.body.data.every((c: { featured: boolean }) => c.featured)).toBe(true);
    const indore = await get('/api/properties/featured?city=indore&limit=5');
    expect(indore.body.data.map((c: { id: number }) => c.id)).toEqual([ids.featuredIndore]);
  });

  it('lists a city as { properties }, newest first', async () => {
    const { status, body } = await get('/api/properties/by-city?city=Bhopal');
    expect(status).toBe(200);
    expect(body.properties[0].id).toBe(ids.plainBhopal);
    expect(body.properties.map((c: { id: number }) => c.id)).not.toContain(ids.pending);
    expect((await get('/api/properties/by-city')).body).toEqual({
      success: false,
      code: 'validation_failed',
      message: 'city is required',
    });
    expect((await get('/api/properties/by-city?city=Bhopal&limit=500')).status).toBe(400);
  });

  it('shows an active property with photos and seller, and counts the view', async () => {
    const first = await get(`/api/properties/${ids.featuredBhopal}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      id: ids.featuredBhopal,
      status: 'active',
      seller: { id: ids.owner, name: 'Ramesh Gupta', sellerType: 'Individual', phoneNumber: null },
    });
    expect(first.body.data.photos).toHaveLength(3);
    // Another viewer (one viewer counts once a day), counted once the views are written.
    await app.request(`/api/properties/${ids.featuredBhopal}`, { headers: { 'X-Forwarded-For': '203.0.113.71' } });
    await views.flush();
    const [row] = await database()
      .db.select({ views: properties.views })
      .from(properties)
      .where(eq(properties.id, ids.featuredBhopal ?? 0));
    expect(row?.views).toBe(2);
  });

  it('hides listings that are not active or whose seller is blocked', async () => {
    expect(await get(`/api/properties/${ids.pending}`)).toEqual({
      status: 404,
      body: { success: false, code: 'not_found', message: 'Property not found' },
    });
    // A blocked seller's listing is no longer available (410), with listings like it.
    expect((await get(`/api/properties/${ids.blockedListing}`)).status).toBe(410);
    expect((await get('/api/properties/999999')).status).toBe(404);
    expect(await get('/api/properties/abc')).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'id must be a positive whole number' },
    });
    expect((await get('/api/properties/0')).status).toBe(400);
  });

  it('suggests similar properties: same city, type and transaction, near in price, not itself', async () => {
    const { body } = await get(`/api/properties/${ids.featuredBhopal}/similar`);
    const similar = body.data.map((c: { id: number }) => c.id);
    expect(similar[0]).toBe(ids.plainBhopal);
    expect(similar).not.toContain(ids.featuredBhopal);
    expect(similar).not.toContain(ids.farPrice);
    expect(similar).not.toContain(ids.featuredIndore);
  });

  it('shows an agent profile with their active listings, and no profile for owners', async () => {
    const { status, body } = await get(`/api/brokers/${ids.agent}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.agent,
      name: 'Neha Sharma',
      companyName: 'Sharma Realty',
      verified: true,
      sellerType: 'Agent',
      activeListings: 3,
    });
    expect(body.properties).toHaveLength(3);
    expect(body.projects).toEqual([]);
    expect((await get(`/api/brokers/${ids.owner}`)).status).toBe(404);
    expect((await get(`/api/brokers/${ids.blocked}`)).status).toBe(404);
    expect((await get('/api/brokers/x1')).status).toBe(400);
  });

  it('shows a builder profile with their approved projects only, as project cards', async () => {
    const { status, body } = await get(`/api/brokers/${ids.builder}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.builder, sellerType: 'Builder', companyName: 'Sagar Group' });
    expect(body.projects.map((p: { id: number }) => p.id)).toEqual([ids.project]);
    expect(body.projects[0]).toMatchObject({ name: 'Skyline Residency', builder: { id: ids.builder } });
    expect(body.properties.map((c: { id: number }) => c.id)).toEqual([ids.projectFlat]);
  });

  it('suggests cities and localities as you type, forgiving typos', async () => {
    const bhop = await get('/api/locations/suggest?q=bhop');
    expect(bhop.body.data[0]).toMatchObject({ kind: 'city', city: 'Bhopal', state: 'Madhya Pradesh' });
    const kolar = await get('/api/locations/suggest?q=kolar&city=Bhopal');
    expect(kolar.body.data).toEqual([
      { kind: 'locality', city: 'Bhopal', state: 'Madhya Pradesh', locality: 'Kolar Road', listings: 1 },
    ]);
    const typo = await get('/api/locations/suggest?q=vijay%20nagr');
    expect(typo.body.data.map((s: { locality: string | null }) => s.locality)).toContain('Vijay Nagar');
    expect(await get('/api/locations/suggest?q=a')).toEqual({
      status: 400,
      body: { success: false, code: 'validation_failed', message: 'q must be at least 2 characters' },
    });
  });

  it('lists and shows active projects with their listings', async () => {
    const list = await get('/api/projects?city=Bhopal');
    expect(list.body).toMatchObject({ success: true, total: 1, page: 1 });
    expect(list.body.data[0]).toMatchObject({
      id: ids.project,
      name: 'Skyline Residency',
      configurations: ['2 BHK', '3 BHK'],
      builder: { name: 'Sagar Group', verified: true },
    });
    const detail = await get(`/api/projects/${ids.project}`);
    expect(detail.body.data).toMatchObject({
      totalUnits: 120,
      availableUnits: 40,
      minPrice: 3_800_000,
      maxPrice: 9_500_000,
    });
    expect(detail.body.data.properties.map((c: { id: number }) => c.id)).toEqual([ids.projectFlat]);
    expect((await get(`/api/projects/${ids.pendingProject}`)).body).toEqual({
      success: false,
      code: 'not_found',
      message: 'Project not found',
    });
    expect((await get('/api/projects?page=0')).status).toBe(400);
  });
});
