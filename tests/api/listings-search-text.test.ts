import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { RECENT_MATCHES, TEXT_CANDIDATES } from '../../src/server/features/listings/text-relevance';
import type { SearchResponse } from '../../src/shared/listings/listing-types';
import { insertProperty, insertSeller } from '../fixtures/listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';

/**
 * `count` copies of listing `template`, the n-th published n minutes before it (so the template is the
 * newest), each with `title` and `description` (`{n}` becomes n).
 */
async function copies(db: Database, template: number, count: number, title: string, description: string) {
  await db.execute(sql`
    insert into properties (seller_id, posted_by, title, description, property_type, transaction_type, price,
      area_value, area_unit, area_sqft, state, city, locality, status, published_at)
    select seller_id, posted_by, replace(${title}, '{n}', n::text), replace(${description}, '{n}', n::text),
      property_type, transaction_type, price + n, area_value, area_unit, area_sqft, state, city, locality, status,
      published_at - make_interval(mins => n)
    from properties, generate_series(1, ${count}) as n where id = ${template}`);
}

const idByTitle = async (db: Database, title: string) => {
  const [row] = rowsOf<{ id: string }>(await db.execute(sql`select id from properties where title = ${title}`));
  return Number(row?.id);
};

describeEachDatabase('free-text search by relevance over many matches', (database) => {
  let app: ReturnType<typeof createTestApp>;
  const ids: Record<string, number> = {};
  const search = async (query: string) =>
    (await (await app.request(`/api/properties/search?${query}`)).json()) as SearchResponse;

  beforeAll(async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    // 'Lakeview' is a common word: RECENT_MATCHES + 100 listings of Surat say it in their description.
    const lake = await insertProperty(db, {
      seller,
      city: 'Surat',
      state: 'Gujarat',
      locality: 'Vesu',
      title: 'Flat in Vesu, Surat',
      description: 'Lakeview balcony.',
      photos: 0,
      daysAgo: 0,
    });
    await copies(db, lake, RECENT_MATCHES + 100, 'Flat {n} in Vesu, Surat', 'Lakeview balcony number {n}.');
    // Two say it in the title too (ranked higher): one among the newest matches, one older than all of them.
    await db.execute(sql`update properties set title = 'Lakeview penthouse' where title = 'Flat 250 in Vesu, Surat'`);
    await db.execute(sql`update properties set title = 'Lakeview villa' where title = 'Flat 590 in Vesu, Surat'`);
    ids.recentBest = await idByTitle(db, 'Lakeview penthouse');
    ids.olderBest = await idByTitle(db, 'Lakeview villa');
    // 'Orchard' is rare: 30 listings, the best-ranked of them the oldest.
    const orchard = await insertProperty(db, {
      seller,
      city: 'Nashik',
      state: 'Maharashtra',
      locality: 'Gangapur Road',
      title: 'Plot in Gangapur Road, Nashik',
      description: 'Near an orchard.',
      photos: 0,
      daysAgo: 0,
    });
    await copies(db, orchard, 29, 'Plot {n} in Gangapur Road, Nashik', 'Near an orchard, plot {n}.');
    await db.execute(
      sql`update properties set title = 'Orchard farm plot' where title = 'Plot 29 in Gangapur Road, Nashik'`,
    );
    ids.orchardBest = await idByTitle(db, 'Orchard farm plot');
    app = createTestApp(database());
  });

  it('ranks the newest matches of common words, best first, and says there are more', async () => {
    const first = await search('searchQuery=lakeview');
    expect(first).toMatchObject({ total: RECENT_MATCHES, totalCapped: true, page: 1 });
    expect(first.data[0]?.id).toBe(ids.recentBest);
    // The relevance pages end with the candidates; the older, better match is not among them.
    const pages = await Promise.all(
      Array.from({ length: RECENT_MATCHES / 20 + 1 }, (_, i) => search(`searchQuery=lakeview&page=${i + 1}`)),
    );
    const seen = pages.flatMap((page) => page.data.map((card) => card.id));
    expect(seen).toHaveLength(RECENT_MATCHES);
    expect(new Set(seen).size).toBe(RECENT_MATCHES);
    expect(seen).not.toContain(ids.olderBest);
  });

  it('finds every match of common words by the newest and price sorts, past the capped total', async () => {
    const newest = await search('searchQuery=lakeview&sort=newest');
    expect(newest).toMatchObject({ total: RECENT_MATCHES, totalCapped: true });
    const cheapest = await search('searchQuery=lakeview&sort=price_asc');
    expect(cheapest).toMatchObject({ total: RECENT_MATCHES, totalCapped: true });
    // The template is the cheapest; copy n costs n rupees more.
    expect(cheapest.data[0]?.title).toBe('Flat in Vesu, Surat');
    // The villa is copy 590: the 591st newest.
    const its = await search(`searchQuery=lakeview&sort=newest&page=${Math.floor(590 / 20) + 1}`);
    expect(its.data.map((card) => card.id)).toContain(ids.olderBest);
  });

  it('ranks every match of rare words, the best-ranked first even when it is the oldest', async () => {
    const { data, total, totalCapped } = await search('searchQuery=orchard');
    expect({ total, totalCapped }).toEqual({ total: 30, totalCapped: false });
    expect(data[0]?.id).toBe(ids.orchardBest);
    const second = await search('searchQuery=orchard&page=2');
    expect(second.data).toHaveLength(10);
    expect(await search('searchQuery=orchard&sort=newest')).toMatchObject({ total: 30, totalCapped: false });
  });
});

describeEachDatabase('free-text search by relevance for a place with many listings', (database) => {
  it('ranks up to 1,000 of its listings and says there are more', async () => {
    const db = database().db;
    const seller = await insertSeller(db);
    const template = await insertProperty(db, {
      seller,
      city: 'Surat',
      state: 'Gujarat',
      locality: 'Adajan',
      photos: 0,
      daysAgo: 0,
    });
    await copies(db, template, TEXT_CANDIDATES + 50, 'House {n} in Adajan, Surat', 'Quiet lane {n}.');
    const app = createTestApp(database());
    const body = (await (await app.request('/api/properties/search?searchQuery=adajn')).json()) as SearchResponse;
    expect(body).toMatchObject({ total: TEXT_CANDIDATES, totalCapped: true });
    expect(body.data).toHaveLength(20);
    const beyond = (await (
      await app.request(`/api/properties/search?searchQuery=adajn&page=${TEXT_CANDIDATES / 20 + 1}`)
    ).json()) as SearchResponse;
    expect(beyond.data).toEqual([]);
  });
});
