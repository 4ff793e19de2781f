/**
 * A city to save on the device (GET /api/properties/offline-city): its newest public listings as cards,
 * each with the lexemes of its search vector, so the device's search matches free text as `search @@
 * to_tsquery(...)` does here (shared/offline/device-search.ts), and the city's total. One read of the
 * city's newest-first index (properties_active_city_newest_id_idx) and one count.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { canonicalCity } from '../../../shared/listings/query-cities';
import { CITY_CHOICES } from '../../../shared/location/city-choices';
import { OFFLINE_CITY, type OfflineCityPack } from '../../../shared/offline/saved-cities';
import type { Database } from '../../db/client';
import { sellers } from '../sellers/sellers.schema';
import { cardColumns, NEWEST_FIRST, toListingCard } from './listing-card.query';
import { properties, propertyPhotos } from './listings.schema';
import { publicListing } from './public-visibility';

export async function offlineCityPack(
  db: Database,
  cityAsTyped: string,
  knownCities: readonly string[],
): Promise<OfflineCityPack> {
  const city = canonicalCity(cityAsTyped, knownCities);
  const where = and(publicListing, sql`lower(${properties.city}) = lower(${city})`);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...cardColumns, words: sql<string[]>`tsvector_to_array(${properties.search})` })
      .from(properties)
      .leftJoin(sellers, eq(sellers.userId, properties.sellerId))
      .leftJoin(propertyPhotos, and(eq(propertyPhotos.propertyId, properties.id), eq(propertyPhotos.position, 0)))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(OFFLINE_CITY.listings),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  const listings = rows.map((row) => ({ ...toListingCard(row), words: row.words }));
  const choice = CITY_CHOICES.find((entry) => entry.city.toLowerCase() === city.toLowerCase());
  const first = listings[0]?.location;
  return {
    city: first?.city ?? choice?.city ?? city,
    state: first?.state ?? choice?.state ?? '',
    total: Number(counted?.total ?? 0),
    listings,
  };
}
