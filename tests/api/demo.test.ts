import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CITIES, DEMO_MENU_CITY_NAMES, findDemoCity } from '../../src/demo/demo-cities.data';
import { generateDemoMarketplace } from '../../src/demo/demo-generator';
import { demoRateRange, PRICE_ROUNDING_TOLERANCE } from '../../src/demo/demo-rates';
import { type DemoSeedResult, seedDemoIfEmpty } from '../../src/demo/demo-seed';
import { rowsOf } from '../../src/server/db/rows';
import { users } from '../../src/server/features/accounts/accounts.schema';
import { properties } from '../../src/server/features/listings/listings.schema';
import { createDiskMediaStore } from '../../src/server/features/media/media.store';
import { hasContactDetails } from '../../src/shared/contact-details';
import { FRESHNESS } from '../../src/shared/listings/freshness';
import { PROPERTY_TYPES, postedByFor, TRANSACTION_TYPES } from '../../src/shared/listings/vocabulary';
import { impersonatesPlatform } from '../../src/shared/platform-names';
import { reviewInputSchema } from '../../src/shared/reviews/review-contract';
import { describeEachDatabase } from '../helpers/database';

const SMALL = { seed: 7, properties: 400, projects: 20, sellers: 40 } as const;

describe('demo generator', () => {
  it('gives the same marketplace for the same seed and another for another seed', () => {
    const a = generateDemoMarketplace(SMALL);
    const b = generateDemoMarketplace(SMALL);
    const c = generateDemoMarketplace({ ...SMALL, seed: 8 });
    expect(b).toEqual(a);
    expect(c.properties.map((p) => p.title)).not.toEqual(a.properties.map((p) => p.title));
    expect(c.properties.map((p) => p.price)).not.toEqual(a.properties.map((p) => p.price));
  });

  it('writes no contact details into public text and no name that passes for the platform', () => {
    const { sellers, projects, properties: listings } = generateDemoMarketplace({ ...SMALL, properties: 3000 });
    const texts = (row: Record<string, unknown>, fields: readonly string[]) =>
      fields.flatMap((field) => [row[field]].flat().filter((value): value is string => typeof value === 'string'));
    const publicTexts = [
      ...listings.flatMap((p) =>
        texts(p, [
          'title',
          'description',
          'amenities',
          'state',
          'city',
          'locality',
          'subLocality',
          'society',
          'reraId',
        ]),
      ),
      ...projects.flatMap((p) => [
        ...texts(p, ['name', 'description', 'amenities', 'state', 'city', 'locality', 'address', 'reraId']),
        ...(p.unitConfigurations ?? []).map((unit) => unit.label),
      ]),
      ...sellers.flatMap((s) =>
        texts({ ...s }, [
          'firstName',
          'lastName',
          'companyName',
          'address',
          'city',
          'state',
          'about',
          'reraAgentNumber',
        ]),
      ),
    ];
    expect(publicTexts.length).toBeGreaterThan(30_000);
    expect(publicTexts.filter(hasContactDetails)).toEqual([]);
    const names = sellers.flatMap((s) => texts({ ...s }, ['firstName', 'lastName', 'companyName']));
    expect(names.filter(impersonatesPlatform)).toEqual([]);
  });

  it('covers 45+ cities in 20+ states, each with 8-20 distinct localities', () => {
    expect(DEMO_CITIES.length).toBeGreaterThanOrEqual(45);
    expect(new Set(DEMO_CITIES.map((city) => city.state)).size).toBeGreaterThanOrEqual(20);
    for (const city of DEMO_CITIES) {
      const names = city.localities.map(([name]) => name);
      expect(new Set(names).size, city.name).toBe(names.length);
      expect(names.length, city.name).toBeGreaterThanOrEqual(8);
      expect(names.length, city.name).toBeLessThanOrEqual(20);
    }
  });
});

describeEachDatabase('demo marketplace seeding', (database) => {
  let mediaDir: string;
  let seeded: DemoSeedResult;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'pc-demo-test-'));
    // Two starts at once: the lock lets one seed and the other find the accounts and skip.
    const results = await Promise.all([
      seedDemoIfEmpty(database(), { mediaDir, ...SMALL }),
      seedDemoIfEmpty(database(), { mediaDir, ...SMALL }),
    ]);
    const done = results.filter((result) => result !== null);
    expect(done).toHaveLength(1);
    seeded = done[0] as DemoSeedResult;
  });

  afterAll(async () => {
    await rm(mediaDir, { recursive: true, force: true });
  });

  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await database().db.execute(statement));

  it('inserted every generated row, in generator order (so every row met the constraints)', async () => {
    expect(seeded).toMatchObject({ users: 40, properties: 400, projects: 20, media: 40 });
    expect(seeded.enquiries).toBe(generateDemoMarketplace(SMALL).enquiries.length);
    const expected = generateDemoMarketplace(SMALL).properties;
    const stored = await database()
      .db.select({ title: properties.title, price: properties.price })
      .from(properties)
      .orderBy(asc(properties.id));
    expect(stored).toEqual(expected.map(({ title, price }) => ({ title, price })));
  });

  it('has every property type for sale and for rent', async () => {
    const rows = await query<{ property_type: string; transaction_type: string }>(
      sql`select distinct property_type::text, transaction_type::text from properties`,
    );
    for (const type of PROPERTY_TYPES) {
      for (const transaction of TRANSACTION_TYPES) {
        expect(rows, `${type} ${transaction}`).toContainEqual({ property_type: type, transaction_type: transaction });
      }
    }
  });

  it("has active flats for sale in each of the header menu's cities", async () => {
    const rows = await query<{ city: string; n: unknown }>(
      sql`select city, count(*) as n from properties where status = 'active' and property_type = 'Flat/Apartment' and transaction_type = 'Buy' group by city`,
    );
    for (const city of DEMO_MENU_CITY_NAMES)
      expect(Number(rows.find((row) => row.city === city)?.n ?? 0), city).toBeGreaterThan(0);
  });

  it('spreads confirmations: most recent, some due for a reminder, a few expired, none before publication', async () => {
    const now = new Date();
    const rows = await query<{ status: string; n: unknown; due: unknown; lapsed: unknown; early: unknown }>(
      sql`select status, count(*) as n,
        count(*) filter (where reminded_at is not null) as due,
        count(*) filter (where confirmed_at + case when transaction_type = 'Rent' then ${FRESHNESS.rentDays}::int else ${FRESHNESS.saleDays}::int end * interval '1 day' <= ${now.toISOString()}::timestamptz) as lapsed,
        count(*) filter (where published_at is not null and confirmed_at < published_at) as early
        from properties where status in ('active', 'expired') group by status`,
    );
    const active = rows.find((row) => row.status === 'active');
    const expired = rows.find((row) => row.status === 'expired');
    const total = Number(active?.n) + Number(expired?.n);
    expect(Number(expired?.n)).toBeGreaterThan(0);
    expect(Number(expired?.n) / total).toBeLessThan(0.1);
    expect(Number(active?.due) / Number(active?.n)).toBeGreaterThan(0.05);
    expect(Number(active?.due) / Number(active?.n)).toBeLessThan(0.3);
    // Nothing active is already past its lapse: a fresh start does not expire a wave of listings.
    expect(Number(active?.lapsed)).toBe(0);
    expect(Number(expired?.lapsed)).toBe(Number(expired?.n));
    expect(Number(active?.early) + Number(expired?.early)).toBe(0);
  });

  it("prices every listing within its city's range per sq.ft", async () => {
    const rows = await database()
      .db.select({
        city: properties.city,
        type: properties.propertyType,
        transaction: properties.transactionType,
        price: properties.price,
        sqft: properties.areaSqft,
      })
      .from(properties);
    for (const row of rows) {
      const city = findDemoCity(row.city);
      if (!city) throw new Error(`unknown city ${row.city}`);
      const [min, max] = demoRateRange(city, row.type, row.transaction);
      const rate = row.price / row.sqft;
      expect(rate, `${row.type} ${row.transaction} in ${row.city}`).toBeGreaterThanOrEqual(
        min * (1 - PRICE_ROUNDING_TOLERANCE),
      );
      expect(rate, `${row.type} ${row.transaction} in ${row.city}`).toBeLessThanOrEqual(
        max * (1 + PRICE_ROUNDING_TOLERANCE),
      );
    }
  });

  it("posts every listing as its seller's type, and rents carry a deposit", async () => {
    const rows = await query<{
      posted_by: string;
      seller_type: 'Individual' | 'Agent' | 'Builder';
      transaction_type: string;
      deposit: unknown;
    }>(
      sql`select p.posted_by::text, s.seller_type::text, p.transaction_type::text, p.deposit from properties p join sellers s on s.user_id = p.seller_id`,
    );
    expect(rows).toHaveLength(400);
    for (const row of rows) {
      expect(row.posted_by).toBe(postedByFor(row.seller_type));
      if (row.transaction_type === 'Rent') expect(Number(row.deposit)).toBeGreaterThan(0);
    }
  });

  it('gives each property 3-8 photos at positions 0..n-1 and each project 3-6', async () => {
    const propertyCounts = await query<{ n: unknown; top: unknown }>(
      sql`select count(*) as n, max(position) as top from property_photos group by property_id`,
    );
    expect(propertyCounts).toHaveLength(400);
    for (const { n, top } of propertyCounts) {
      expect(Number(n)).toBeGreaterThanOrEqual(3);
      expect(Number(n)).toBeLessThanOrEqual(8);
      expect(Number(top)).toBe(Number(n) - 1);
    }
    const projectCounts = await query<{ n: unknown }>(
      sql`select count(*) as n from project_photos group by project_id`,
    );
    expect(projectCounts).toHaveLength(20);
    for (const { n } of projectCounts) expect(Number(n)).toBeGreaterThanOrEqual(3);
  });

  it('stores every linked photo on disk in every width', async () => {
    const store = createDiskMediaStore(mediaDir);
    const rows = await query<{ hash: string; variants: number[] }>(
      sql`select m.hash, m.variants from media m where m.hash in (select media_hash from property_photos union select media_hash from project_photos)`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { hash, variants } of rows) {
      for (const width of variants)
        expect((await store.get(hash, width))?.byteLength ?? 0, `${hash}-${width}`).toBeGreaterThan(0);
    }
  });

  it('gives every demo seller a unique demo e-mail and a 10-digit mobile number', async () => {
    const rows = await database().db.select({ email: users.email, phone: users.phoneNumber }).from(users);
    expect(rows).toHaveLength(40);
    for (const { email, phone } of rows) {
      expect(email).toMatch(/^[a-z]+\.[a-z]+\.\d+@demo\.propertycreator\.in$/);
      expect(phone).toMatch(/^[6-9]\d{9}$/);
    }
  });

  it('has enquiries from other demo accounts about active listings, one open per asker and listing', async () => {
    expect(seeded.enquiries).toBeGreaterThan(20);
    const rows = await query<{ n: unknown; own: unknown; inactive: unknown; wrong_seller: unknown; statuses: unknown }>(
      sql`select count(*) as n,
        count(*) filter (where e.buyer_id = e.seller_id) as own,
        count(*) filter (where coalesce(p.status::text, j.status::text) <> 'active') as inactive,
        count(*) filter (where e.seller_id <> coalesce(p.seller_id, j.builder_id)) as wrong_seller,
        count(distinct e.status) as statuses
      from enquiries e left join properties p on p.id = e.property_id left join projects j on j.id = e.project_id`,
    );
    expect(Number(rows[0]?.n)).toBe(seeded.enquiries);
    expect(Number(rows[0]?.own)).toBe(0);
    expect(Number(rows[0]?.inactive)).toBe(0);
    expect(Number(rows[0]?.wrong_seller)).toBe(0);
    expect(Number(rows[0]?.statuses)).toBe(4);
  });

  it('has resident reviews of popular localities that pass the review checks, with exact helpful counts', async () => {
    const generated = generateDemoMarketplace(SMALL).reviews;
    expect(seeded.reviews).toBe(generated.length);
    expect(seeded.reviews).toBeGreaterThan(20);
    for (const review of generated) {
      const input = { overall: review.overall, ...review.ratings, text: review.text, tenure: review.tenure };
      const parsed = reviewInputSchema.safeParse({ ...input, stay: review.stay, livesThere: review.livesThere });
      expect(parsed.success, `${parsed.error?.issues[0]?.message}: ${review.text}`).toBe(true);
    }
    // Varied: ratings differ by aspect and by person, and no two reviews of a place read the same.
    expect(new Set(generated.map((review) => review.text)).size).toBeGreaterThan(generated.length * 0.9);
    expect(new Set(generated.map((review) => JSON.stringify(review.ratings))).size).toBeGreaterThan(
      generated.length / 2,
    );
    const rows = await query<{ n: unknown; places: unknown; wrong_counts: unknown; own_votes: unknown }>(
      sql`select count(*) as n, count(distinct place_key) as places,
        count(*) filter (where helpful_count <> (select count(*) from locality_review_votes v where v.review_id = r.id)) as wrong_counts,
        (select count(*) from locality_review_votes v join locality_reviews o on o.id = v.review_id where v.user_id = o.author_id) as own_votes
      from locality_reviews r`,
    );
    expect(Number(rows[0]?.n)).toBe(seeded.reviews);
    expect(Number(rows[0]?.places)).toBeGreaterThan(5);
    expect(Number(rows[0]?.wrong_counts)).toBe(0);
    expect(Number(rows[0]?.own_votes)).toBe(0);
  });

  it('seeds nothing when started again', async () => {
    expect(await seedDemoIfEmpty(database(), { mediaDir, ...SMALL })).toBeNull();
    const [row] = await query<{ n: unknown }>(sql`select count(*) as n from properties`);
    expect(Number(row?.n)).toBe(400);
  });
});
