/**
 * The admin tables' reads: one page of properties or projects with their seller and moderation flags, and
 * the total, both filtered in SQL (see `src/shared/admin/admin-listings-contract.ts`).
 *
 * Indexes used: a seller filter uses `properties_seller_status_idx` / `projects_builder_idx`, a city filter
 * the city's trigram index (ILIKE without wildcards); the flags' look-ups use `property_photos_media_idx` /
 * `project_photos_media_idx` (same photo: only photos a seller uploaded, per `media_uploads`; the site's
 * own library photos, such as the demo's, are no evidence of copying), the locality trigram index (near-identical) and the primary keys;
 * the outlier medians read the active listings of the page's cities only, one city at a time. Flags are
 * computed for the page's rows only, unless `flagged` asks to filter on them: then near-identical twins are
 * found in one hash join (`near_ids`) and the medians cover every city (or the filtered one). No index
 * covers every admin sort over all statuses (schema changes are out of this round), so a page sorts in the
 * database (a top-N sort), never in memory. Measured on PostgreSQL with 120,000 listings: a page in about
 * 0.2-0.3 s. `flagged` over 100,000 listings (docs/benchmarks.md): about 5 s on a loaded 2-core
 * machine, most of it the near-identical hash join; it took over 12 minutes before the same-photo flag
 * checked the upload first.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_LISTINGS_LIMITS,
  type AdminListingRow,
  type AdminListingsQuery,
  LISTING_FLAGS,
  type ListingFlag,
} from '../../../shared/admin/admin-listings-contract';
import type { ModerationKind } from '../../../shared/admin/moderation-contract';
import type { PostedBy, SellerType } from '../../../shared/listings/vocabulary';
import type { Database } from '../../db/client';
import { likeContains, likeLiteral } from '../../db/like';
import { rowsOf } from '../../db/rows';

/**
 * A listing (`p`) shows a photo that another seller's listing (not deleted) shows too, and someone uploaded
 * that photo: the site's own library photos are no evidence of copying. The names are fixed strings.
 * The upload is checked first, in its own EXISTS, so the other listings showing a photo are looked up only
 * for uploaded photos: a library photo is on thousands of listings (the demo has 40 photos on 100,000), and
 * a join the planner was free to order looked them all up for every row (over 12 minutes for `flagged` at
 * 100,000 listings on PostgreSQL).
 */
const samePhoto = (photos: string, idColumn: string, table: string, ownerColumn: string): SQL =>
  sql.raw(`exists (select 1 from ${photos} ph
    where ph.${idColumn} = p.id
      and exists (select 1 from media_uploads mu where mu.media_hash = ph.media_hash)
      and exists (select 1 from ${photos} other join ${table} o on o.id = other.${idColumn}
        where other.media_hash = ph.media_hash and other.${idColumn} <> ph.${idColumn}
          and o.${ownerColumn} <> p.${ownerColumn} and o.status <> 'deleted'))`);

const L = ADMIN_LISTINGS_LIMITS;
// 1 / 0.02 = 50: |a - b| * 50 <= the larger price means "within 2%".
const NEAR = Math.round(1 / L.nearPriceFraction);

/** The pieces that differ between properties and projects; `p` is the listing's alias everywhere. */
interface KindSql {
  from: SQL;
  seller: SQL;
  title: SQL;
  type: SQL;
  price: SQL;
  columns: SQL;
  flags: Record<ListingFlag, SQL>;
  /**
   * The `near_ids` CTE: every listing with a near-identical twin, found in one hash join. Filtering on flags
   * over many rows uses it; a per-row look-up (the `near_identical` flag) is only quick for a page of rows.
   */
  nearIds: SQL;
  /** The `medians` CTE, over the active listings of the cities `cities` (a SQL list of lower-case names) or all. */
  medians: (cities: SQL | null) => SQL;
  /**
   * The `outlier_ids` CTE: every listing the `price_outlier` flag marks, found in one hash join with the
   * medians. Filtering on flags uses it: the per-row flag scans the medians once per row (8 s at 100,000).
   */
  outlierIds: SQL;
}

const noFlag = sql`false`;

function propertySql(): KindSql {
  return {
    from: sql`properties p`,
    seller: sql`p.seller_id`,
    title: sql`p.title`,
    type: sql`p.property_type::text`,
    price: sql`p.price`,
    columns: sql`p.transaction_type::text as transaction_type, p.price_per_sqft::float8 as price_per_sqft,
      null::float8 as max_price, p.posted_by::text as posted_by`,
    flags: {
      same_photo: samePhoto('property_photos', 'property_id', 'properties', 'seller_id'),
      near_identical: sql`exists (select 1 from properties o
        where o.locality = p.locality and lower(o.city) = lower(p.city) and lower(o.title) = lower(p.title)
          and o.seller_id <> p.seller_id and o.status <> 'deleted'
          and abs(o.price - p.price) * ${NEAR} <= greatest(o.price, p.price))`,
      price_outlier: sql`exists (select 1 from medians m
        where m.city = lower(p.city) and m.transaction_type = p.transaction_type and m.property_type = p.property_type
          and p.price_per_sqft is not null
          and (p.price_per_sqft * ${L.outlierFactor} < m.median or p.price_per_sqft > m.median * ${L.outlierFactor}))`,
    },
    nearIds: sql`near_ids as materialized (
      select distinct p.id from properties p
      join properties o on lower(o.title) = lower(p.title) and o.locality = p.locality and lower(o.city) = lower(p.city)
      where o.seller_id <> p.seller_id and o.status <> 'deleted' and p.status <> 'deleted'
        and abs(o.price - p.price) * ${NEAR} <= greatest(o.price, p.price))`,
    // The median price per sq.ft of active listings per city, transaction and property type.
    // Materialized: computed once per query, not once per row that asks.
    medians: (cities) =>
      cities
        ? // One city at a time (a lateral look-up), so each reads its own rows from the active-city index.
          sql`medians as materialized (
            select pc.city, m.transaction_type, m.property_type, m.median
            from (select distinct x.c as city from (${cities}) as x(c)) pc
            cross join lateral (
              select transaction_type, property_type,
                percentile_cont(0.5) within group (order by price_per_sqft) as median
              from properties
              where status = 'active' and price_per_sqft is not null and lower(city) = pc.city
              group by 1, 2
              having count(*) >= ${L.outlierMinSample}) m)`
        : sql`medians as materialized (
            select lower(city) as city, transaction_type, property_type,
              percentile_cont(0.5) within group (order by price_per_sqft) as median
            from properties
            where status = 'active' and price_per_sqft is not null
            group by 1, 2, 3
            having count(*) >= ${L.outlierMinSample})`,
    // Per median group, two range reads of `properties_market_idx`: the whole-number bounds (a margin of 1 for
    // the rounding) only let the index skip the group's ordinary prices; the exact test follows.
    outlierIds: sql`outlier_ids as materialized (
      select x.id from medians m cross join lateral (
        select p.id from properties p
        where lower(p.city) = m.city and p.transaction_type = m.transaction_type and p.property_type = m.property_type
          and ((p.price_per_sqft <= round(m.median / ${L.outlierFactor})::bigint + 1
              and p.price_per_sqft * ${L.outlierFactor} < m.median)
            or (p.price_per_sqft >= round(m.median * ${L.outlierFactor})::bigint - 1
              and p.price_per_sqft > m.median * ${L.outlierFactor}))) x)`,
  };
}

function projectSql(): KindSql {
  return {
    from: sql`projects p`,
    seller: sql`p.builder_id`,
    title: sql`p.name`,
    type: sql`p.project_type::text`,
    price: sql`p.min_price`,
    columns: sql`null::text as transaction_type, null::float8 as price_per_sqft, p.max_price::float8 as max_price,
      'Builder' as posted_by`,
    flags: {
      same_photo: samePhoto('project_photos', 'project_id', 'projects', 'builder_id'),
      near_identical: sql`exists (select 1 from projects o
        where o.locality = p.locality and lower(o.city) = lower(p.city) and lower(o.name) = lower(p.name)
          and o.builder_id <> p.builder_id and o.status <> 'deleted'
          and abs(o.min_price - p.min_price) * ${NEAR} <= greatest(o.min_price, p.min_price))`,
      price_outlier: noFlag,
    },
    nearIds: sql`near_ids as materialized (
      select distinct p.id from projects p
      join projects o on lower(o.name) = lower(p.name) and o.locality = p.locality and lower(o.city) = lower(p.city)
      where o.builder_id <> p.builder_id and o.status <> 'deleted' and p.status <> 'deleted'
        and abs(o.min_price - p.min_price) * ${NEAR} <= greatest(o.min_price, p.min_price))`,
    medians: () => sql`medians as (select 1)`,
    outlierIds: sql`outlier_ids as (select null::bigint as id where false)`,
  };
}

const SORT_COLUMN = { createdAt: sql`p.created_at`, price: null, views: sql`p.views` } as const;

/** Text matched literally by LIKE: % and _ typed by the admin are not wildcards. */
function filtersOf(k: KindSql, kind: ModerationKind, q: AdminListingsQuery): SQL {
  const parts: SQL[] = [q.status ? sql`p.status = ${q.status}` : sql`p.status <> 'deleted'`];
  if (q.propertyType) parts.push(sql`${k.type} = ${q.propertyType}`);
  // ILIKE without wildcards is a case-insensitive equality the city's trigram index can serve.
  if (q.city) parts.push(sql`p.city ilike ${likeLiteral(q.city)}`);
  if (q.sellerId) parts.push(sql`${k.seller} = ${q.sellerId}`);
  if (q.postedBy) parts.push(kind === 'property' ? sql`p.posted_by = ${q.postedBy}` : sql`${q.postedBy} = 'Builder'`);
  if (q.from) parts.push(sql`p.created_at >= ${`${q.from}T00:00:00Z`}::timestamptz`);
  if (q.to) parts.push(sql`p.created_at < ${`${q.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (q.q) {
    const like = likeContains(q.q);
    parts.push(sql`(${k.title} ilike ${like} or p.locality ilike ${like}
      or (u.first_name || ' ' || u.last_name) ilike ${like} or coalesce(s.company_name, '') ilike ${like})`);
  }
  if (q.flagged !== undefined) {
    const any = sql.join(
      LISTING_FLAGS.map((f) =>
        f === 'near_identical'
          ? sql`p.id in (select id from near_ids)`
          : f === 'price_outlier'
            ? sql`p.id in (select id from outlier_ids)`
            : k.flags[f],
      ),
      sql` or `,
    );
    parts.push(q.flagged ? sql`(${any})` : sql`not (${any})`);
  }
  return sql.join(parts, sql` and `);
}

interface RawRow {
  id: number;
  title: string;
  type: string;
  transaction_type: string | null;
  city: string;
  locality: string;
  price: number;
  max_price: number | null;
  price_per_sqft: number | null;
  views: number;
  status: string;
  rejection_reason: string | null;
  featured_until: string | Date | null;
  created_at: string | Date;
  seller_id: number;
  seller_name: string;
  seller_type: SellerType | null;
  posted_by: PostedBy;
  same_photo: boolean;
  near_identical: boolean;
  price_outlier: boolean;
}

const iso = (v: string | Date) => new Date(v).toISOString();

function toRow(kind: ModerationKind, r: RawRow): AdminListingRow {
  return {
    id: Number(r.id),
    kind,
    title: r.title,
    type: r.type,
    transactionType: r.transaction_type,
    city: r.city,
    locality: r.locality,
    price: Number(r.price),
    maxPrice: r.max_price === null ? null : Number(r.max_price),
    pricePerSqft: r.price_per_sqft === null ? null : Number(r.price_per_sqft),
    views: Number(r.views),
    status: r.status,
    rejectionReason: r.rejection_reason,
    featuredUntil: r.featured_until === null ? null : iso(r.featured_until),
    createdAt: iso(r.created_at),
    seller: { id: Number(r.seller_id), name: r.seller_name, sellerType: r.seller_type, postedBy: r.posted_by },
    flags: LISTING_FLAGS.filter((f) => r[f] === true),
  };
}

export async function adminListings(
  db: Database,
  kind: ModerationKind,
  q: AdminListingsQuery,
): Promise<{ data: AdminListingRow[]; total: number }> {
  const k = kind === 'property' ? propertySql() : projectSql();
  const from = sql`${k.from} join users u on u.id = ${k.seller} left join sellers s on s.user_id = u.id`;
  // The seller's names are needed to filter only by the text `q`; without it the join changes no count (every
  // listing has its one seller, a foreign key) and could only mislead the planner: a misestimated flag filter
  // made it scan the users once per flagged listing (10 s at 100,000 listings).
  const filterFrom = q.q ? from : k.from;
  const where = filtersOf(k, kind, q);
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const sortColumn = SORT_COLUMN[q.sort] ?? k.price;
  // The id breaks ties, so pages never repeat or skip a row.
  const order = sql`${sortColumn} ${direction}, p.id ${direction}`;
  const flagColumns = sql.join(
    LISTING_FLAGS.map((f) => sql`${k.flags[f]} as ${sql.raw(f)}`),
    sql`, `,
  );
  // Filtering on flags needs the medians of every city the filter may reach (only the filtered one when
  // there is one); otherwise the flags are computed for the page's rows only, and so are the medians.
  const filterMedians = k.medians(q.city ? sql`select lower(${q.city})` : null);
  const pageCities = sql`select lower(c.city) from ${kind === 'property' ? sql`properties` : sql`projects`} c
    where c.id in (select page_id from page)`;
  const page = sql`page as materialized (select p.id as page_id from ${filterFrom} where ${where} order by ${order}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize})`;
  const ctes =
    q.flagged === undefined
      ? sql`${page}, ${k.medians(pageCities)}`
      : sql`${filterMedians}, ${k.nearIds}, ${k.outlierIds}, ${page}`;
  const pageQuery = sql`with ${ctes}
    select p.id::float8 as id, ${k.title} as title, ${k.type} as type, p.city, p.locality,
      ${k.price}::float8 as price, p.views, p.status::text as status, p.rejection_reason, p.featured_until,
      p.created_at, u.id::float8 as seller_id, s.seller_type::text as seller_type,
      coalesce(nullif(s.company_name, ''), u.first_name || ' ' || u.last_name) as seller_name,
      ${k.columns}, ${flagColumns}
    from page, ${from} where p.id = page.page_id
    order by ${order}`;
  const countQuery =
    q.flagged === undefined
      ? sql`select count(*)::int as n from ${filterFrom} where ${where}`
      : sql`with ${filterMedians}, ${k.nearIds}, ${k.outlierIds} select count(*)::int as n from ${filterFrom} where ${where}`;
  const [rows, counted] = await Promise.all([db.execute(pageQuery), db.execute(countQuery)]);
  return {
    data: rowsOf<RawRow>(rows).map((r) => toRow(kind, r)),
    total: Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0),
  };
}
