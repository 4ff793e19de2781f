/**
 * The admin tables' flags for one property, with their evidence: the other sellers' listings it is
 * near-identical to or shares an uploaded photo with (for a side-by-side), and its price per sq.ft beside
 * the median it was compared with. The conditions are the tables' own (admin-listings.query.ts), so a row
 * flagged there shows its match here.
 */
import { sql } from 'drizzle-orm';
import { ADMIN_LISTINGS_LIMITS, type ListingFlag } from '../../../shared/admin/admin-listings-contract';
import { REVIEW_LIMITS, type ReviewMatch, type ReviewPriceCheck } from '../../../shared/admin/listing-review-contract';
import type { ListingStatus } from '../../../shared/listings/vocabulary';
import { PATHS } from '../../../shared/routes';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { photoUrls } from '../media/media-upload.service';
import { photosOfListings } from '../sellers/seller-listing-photos';

const L = ADMIN_LISTINGS_LIMITS;
const NEAR = Math.round(1 / L.nearPriceFraction);

interface MatchRow {
  id: number;
  flag: ReviewMatch['flag'];
  title: string;
  status: ListingStatus;
  price: number;
  area_value: number;
  area_unit: string;
  area_sqft: number;
  locality: string;
  city: string;
  seller_id: number;
  seller_name: string;
  created_at: string | Date;
}

export const propertyHref = (id: number): string => `${PATHS.propertyProfile}?id=${id}`;

/** The listings of other sellers each flag matched `id` with, oldest first (the likely original), a few per flag. */
export async function reviewMatches(db: Database, id: number): Promise<ReviewMatch[]> {
  const n = REVIEW_LIMITS.matchesPerFlag;
  const result = await db.execute(sql`
    with me as (select * from properties where id = ${id}),
    near as (
      select o.id, 'near_identical' as flag from properties o, me p
      where lower(o.title) = lower(p.title) and o.locality = p.locality and lower(o.city) = lower(p.city)
        and o.seller_id <> p.seller_id and o.status <> 'deleted'
        and abs(o.price - p.price) * ${NEAR} <= greatest(o.price, p.price)
      order by o.created_at, o.id limit ${n}),
    photo as (
      select o.id, 'same_photo' as flag from properties o, me p
      where o.seller_id <> p.seller_id and o.status <> 'deleted'
        and o.id in (select theirs.property_id from property_photos mine
          join property_photos theirs on theirs.media_hash = mine.media_hash and theirs.property_id <> mine.property_id
          where mine.property_id = p.id
            and exists (select 1 from media_uploads mu where mu.media_hash = mine.media_hash))
      order by o.created_at, o.id limit ${n}),
    found as (select * from near union all select * from photo)
    select o.id::float8 as id, f.flag, o.title, o.status::text as status, o.price::float8 as price,
      o.area_value::float8 as area_value, o.area_unit::text as area_unit, o.area_sqft::float8 as area_sqft,
      o.locality, o.city, o.created_at, u.id::float8 as seller_id,
      coalesce(nullif(s.company_name, ''), u.first_name || ' ' || u.last_name) as seller_name
    from found f join properties o on o.id = f.id join users u on u.id = o.seller_id
    left join sellers s on s.user_id = u.id
    order by f.flag, o.created_at, o.id`);
  const rows = rowsOf<MatchRow>(result);
  const photos = await photosOfListings(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => {
    const matchId = Number(r.id);
    return {
      flag: r.flag,
      id: matchId,
      title: r.title,
      status: r.status,
      price: Number(r.price),
      area: { value: Number(r.area_value), unit: r.area_unit, sqft: Number(r.area_sqft) },
      locality: r.locality,
      city: r.city,
      seller: { id: Number(r.seller_id), name: r.seller_name },
      createdAt: new Date(r.created_at).toISOString(),
      href: propertyHref(matchId),
      photos: (photos.get(matchId) ?? [])
        .slice(0, REVIEW_LIMITS.matchPhotos)
        .map((hash) => ({ hash, urls: photoUrls(hash) })),
    };
  });
}

/** The price per sq.ft against the median of the city's active listings of the same transaction and type. */
export async function reviewPriceCheck(db: Database, id: number): Promise<ReviewPriceCheck | null> {
  const result = await db.execute(sql`
    select p.price_per_sqft::float8 as price_per_sqft, m.median::float8 as median, m.sample::int as sample
    from properties p cross join lateral (
      select percentile_cont(0.5) within group (order by o.price_per_sqft) as median, count(*) as sample
      from properties o
      where o.status = 'active' and o.price_per_sqft is not null and lower(o.city) = lower(p.city)
        and o.transaction_type = p.transaction_type and o.property_type = p.property_type) m
    where p.id = ${id} and p.price_per_sqft is not null and m.sample >= ${L.outlierMinSample}`);
  const [row] = rowsOf<{ price_per_sqft: number; median: number; sample: number }>(result);
  if (!row) return null;
  return {
    pricePerSqft: Number(row.price_per_sqft),
    median: Number(row.median),
    sample: Number(row.sample),
    factor: L.outlierFactor,
  };
}

/** The flags the tables show, from the evidence found (the same conditions). */
export function flagsOf(matches: readonly ReviewMatch[], price: ReviewPriceCheck | null): ListingFlag[] {
  const flags: ListingFlag[] = [];
  if (matches.some((m) => m.flag === 'same_photo')) flags.push('same_photo');
  if (matches.some((m) => m.flag === 'near_identical')) flags.push('near_identical');
  if (price && (price.pricePerSqft * price.factor < price.median || price.pricePerSqft > price.median * price.factor)) {
    flags.push('price_outlier');
  }
  return flags;
}
