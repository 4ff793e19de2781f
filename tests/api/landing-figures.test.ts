/**
 * The big cities' landing figures kept by the landing-figures job: a summarized page answers exactly what
 * the page computed per request answers; its counts and medians then wait for the next run while its
 * first cards stay live; a city under the threshold is never summarized, so its counts are exact at once.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { landingFigures } from '../../src/server/db/schema';
import {
  LANDING_FIGURES_MIN_LISTINGS,
  landingFiguresJob,
  refreshLandingFigures,
} from '../../src/server/features/landing/landing-figures';
import { createJobRunner } from '../../src/server/lib/jobs';
import { createLogger } from '../../src/server/lib/logger';
import type { LandingPage } from '../../src/shared/landing/landing-contract';
import { landingApiPath, parseLandingPath } from '../../src/shared/landing/landing-paths';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

const logger = createLogger({ LOG_LEVEL: 'silent' });

describeEachDatabase('landing figures', (database) => {
  let app: ReturnType<typeof createTestApp>;
  let seller: Awaited<ReturnType<typeof insertSeller>>;

  const page = async (path: string): Promise<LandingPage> => {
    const address = parseLandingPath(path);
    if (!address) throw new Error(`not a landing path: ${path}`);
    const res = await app.request(landingApiPath(address));
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { data: LandingPage }).data;
  };
  const status = async (path: string) => {
    const address = parseLandingPath(path);
    return address ? (await app.request(landingApiPath(address))).status : 0;
  };
  /** Every page of Bhopal the city page links, and a type and deal without listings. */
  const bhopalPages = async () => {
    const city = await page('/in/bhopal');
    const paths = [city.path, ...city.nearby.map((l) => l.path), ...city.localities.map((l) => l.path)];
    return Promise.all([...paths, '/in/bhopal/warehouses-for-sale'].map(page));
  };

  beforeAll(async () => {
    const { db } = database();
    app = createTestApp(database());
    seller = await insertSeller(db, { sellerType: 'Individual' });
    const add = (input: Omit<Parameters<typeof insertProperty>[1], 'seller'>) =>
      insertProperty(db, { seller, ...input });
    await add({ locality: 'Arera Colony', price: 4_000_000, areaValue: 1000, daysAgo: 9 });
    await add({ locality: 'Arera Colony', price: 6_000_000, areaValue: 1000, daysAgo: 3 });
    await add({ locality: 'Kolar Road', price: 18_000_000, areaValue: 2000, daysAgo: 1 });
    await add({ locality: 'Kolar Road', propertyType: 'Plot', price: 3_000_000, areaValue: 1500, daysAgo: 2 });
    // Two spellings of one locality make one page, whose medians span both.
    await add({ locality: 'Arera Colony', transactionType: 'Rent', price: 20_000, deposit: 40_000, daysAgo: 4 });
    await add({ locality: 'Arera  Colony', transactionType: 'Rent', price: 30_000, deposit: 60_000, daysAgo: 6 });
    await add({ locality: 'MP Nagar', propertyType: 'Office Space', transactionType: 'Rent', price: 60_000 });
    await add({ city: 'Indore', locality: 'Vijay Nagar', price: 5_000_000 });
  });

  it('answers every page of a summarized city as the per-request page does', async () => {
    const live = await bhopalPages();
    const result = await refreshLandingFigures(database().db, { minListings: 1 });
    expect(result).toMatchObject({ cities: 2, finished: true });
    const rows = await database().db.select().from(landingFigures).where(eq(landingFigures.citySlug, 'bhopal'));
    // The city, its 16 types and deals, and 3 localities (the two Arera Colony spellings are one).
    expect(rows).toHaveLength(1 + 16 + 3);
    expect(await bhopalPages()).toEqual(live);
  });

  it("keeps a summarized city's counts until the next run, its first cards live", async () => {
    const { db } = database();
    await refreshLandingFigures(db, { minListings: 1 });
    const before = await page('/in/bhopal');
    const id = await insertProperty(db, { seller, locality: 'Shahpura', price: 9_000_000, daysAgo: 0 });
    const after = await page('/in/bhopal');
    expect(after.listings[0]?.id).toBe(id);
    expect(after.total).toBe(before.total);
    // A locality first listed since the run has its page at once.
    expect((await page('/in/bhopal/shahpura')).total).toBe(1);
    expect(after.localities.map((l) => l.label)).not.toContain('Shahpura');

    await refreshLandingFigures(db, { minListings: 1 });
    const refreshed = await page('/in/bhopal');
    expect(refreshed.total).toBe(before.total + 1);
    expect(refreshed.localities.map((l) => l.label)).toContain('Shahpura');
    expect(await status('/in/bhopal/nowhere-nagar')).toBe(404);
  });

  it('leaves a city under the threshold to be computed per request, exact at once', async () => {
    const { db } = database();
    expect(LANDING_FIGURES_MIN_LISTINGS).toBeGreaterThan(10);
    const runner = createJobRunner({ db, logger });
    runner.add(landingFiguresJob({ database: database(), logger }));
    await runner.check();
    await runner.stop();
    // Every row went: no city has LANDING_FIGURES_MIN_LISTINGS public listings here.
    expect(await db.select().from(landingFigures)).toEqual([]);
    const before = await page('/in/indore');
    await insertProperty(db, { seller, city: 'Indore', locality: 'Vijay Nagar', price: 6_000_000 });
    expect((await page('/in/indore')).total).toBe(before.total + 1);
  });
});
