/**
 * Seeds a marketplace of any size (a million listings in minutes) with set-based SQL: every table is
 * filled by one `INSERT … SELECT … FROM generate_series`, over the demo's own cities, localities and
 * prices (demo-cities.data.ts), so the spread per city, type, deal, price, BHK and status is the demo's
 * in shape. The secondary indexes of the two big tables are dropped for the load and built again after
 * it (their definitions read from the catalog first, so they are exactly the migrations'), which is what
 * makes a million rows take minutes instead of an hour of index maintenance row by row.
 */
import type pg from 'pg';
import { DEMO_CITIES } from '../../src/demo/demo-cities.data';
import { slugOf } from '../../src/shared/landing/landing-paths';
import { placeKeyOf } from '../../src/shared/reviews/review-labels';

export interface MillionSeedOptions {
  listings: number;
  /** Accounts that post (a seller profile each): about one per 30 listings, at least 1,000. */
  sellers?: number;
}

export interface MillionSeedResult {
  listings: number;
  active: number;
  sellers: number;
  photos: number;
  ms: number;
  steps: { step: string; ms: number }[];
}

/** The demo's gazetteer as the seed's lookup tables: a city's weight, prices and its localities. */
const gazetteer = () =>
  DEMO_CITIES.map((city, i) => ({
    i,
    name: city.name,
    state: city.state,
    weight: city.weight,
    sale_min: city.sale[0],
    sale_max: city.sale[1],
    rent_min: city.rent[0],
    rent_max: city.rent[1],
    plot_min: city.plot[0],
    plot_max: city.plot[1],
    localities: [...city.localities, ...city.outskirts].map(([name, lat, lon]) => ({
      name,
      lat,
      lon,
      key: placeKeyOf(slugOf(city.name), slugOf(name)),
    })),
  }));

/** Forty stand-in photos (their bytes are never read: the bench measures the database). */
const MEDIA = `insert into media (hash, width, height, bytes, variants)
  select lpad(to_hex(n), 64, 'a'), 1600, 1200, 120000, '{320,640,1024}'::smallint[] from generate_series(1, 40) n`;

const USERS = `insert into users (id, first_name, last_name, email, phone_number, password_hash, status, created_at, updated_at)
  overriding system value
  select n, (array['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Kavya','Rahul','Meera'])[1 + n % 10],
    (array['Sharma','Patel','Reddy','Iyer','Singh','Gupta','Nair','Das','Joshi','Khan'])[1 + (n / 10) % 10],
    'seller.' || n || '@bench.invalid', (7000000000 + n)::text, 'not-a-hash',
    -- A few accounts are blocked or deleted: their listings must vanish from every public read.
    case when n % 250 = 0 then 'blocked'::user_status when n % 499 = 0 then 'deleted'::user_status else 'active'::user_status end,
    now() - make_interval(days => (n % 900)), now() - make_interval(days => (n % 900))
  from generate_series(1, $1::int) n`;

const SELLERS = `insert into sellers (user_id, seller_type, company_name, city, state, verified, verified_at, experience_years, created_at)
  select u.id, t.kind, case when t.kind <> 'Individual' then u.last_name || ' Realty ' || u.id end,
    c->>'name', c->>'state', t.kind <> 'Individual' and u.id % 3 <> 0,
    case when t.kind <> 'Individual' and u.id % 3 <> 0 then u.created_at end,
    case when t.kind <> 'Individual' then (u.id % 30)::smallint end, u.created_at
  from users u
  cross join lateral (select (case when u.id % 10 < 6 then 'Individual' when u.id % 10 < 9 then 'Agent' else 'Builder' end)::seller_type as kind) t
  cross join lateral (select $1::jsonb -> (u.id % jsonb_array_length($1::jsonb))::int as c) g`;

/**
 * The listings. Per row: a city by its weight, a locality of it, a type (flats most), a deal (a third
 * rented), an area and a price from the city's rates, BHK for homes, a status (most active), the seller,
 * and words for full-text search. `random()` is seeded, so two runs seed the same marketplace.
 */
const PROPERTIES = `
with city as (
  select (c->>'i')::int as i, c->>'name' as name, c->>'state' as state, (c->>'weight')::float as weight,
    (c->>'sale_min')::int as sale_min, (c->>'sale_max')::int as sale_max, (c->>'rent_min')::int as rent_min,
    (c->>'rent_max')::int as rent_max, (c->>'plot_min')::int as plot_min, (c->>'plot_max')::int as plot_max,
    jsonb_array_length(c->'localities') as places, c->'localities' as localities
  from jsonb_array_elements($2::jsonb) c
), slots as (
  -- A thousand slots shared out by weight: a uniform slot is a city picked by its weight.
  select array_agg(i order by i, k) as slot from city, generate_series(1, greatest(1, round(weight * 1000 / (select sum(weight) from city))::int)) k
), base as (
  select n, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
    random() as r7, random() as r8
  from generate_series(1, $1::int) n
), picked as (
  select b.*, c.*, c.localities -> floor(b.r2 * c.places)::int as place,
    case when b.r3 < 0.55 then 'Flat/Apartment' when b.r3 < 0.67 then 'Independent House/Villa'
      when b.r3 < 0.74 then 'Builder Floor' when b.r3 < 0.84 then 'Plot' when b.r3 < 0.88 then 'Land'
      when b.r3 < 0.94 then 'Office Space' when b.r3 < 0.98 then 'Retail Space/Shop' else 'Warehouse' end as kind
  from base b, slots s, city c where c.i = s.slot[1 + floor(b.r1 * array_length(s.slot, 1))::int]
), shaped as (
  select p.*, (p.kind not in ('Plot', 'Land', 'Warehouse') and p.r4 < 0.33) as rent,
    case when p.kind in ('Flat/Apartment', 'Builder Floor', 'Independent House/Villa') then 1 + floor(p.r5 ^ 1.6 * 5)::int end as bhk,
    round(case p.kind when 'Land' then 20000 + p.r6 * 400000 when 'Plot' then 900 + p.r6 * 4000
      when 'Warehouse' then 5000 + p.r6 * 45000 when 'Office Space' then 300 + p.r6 * 4000
      when 'Retail Space/Shop' then 100 + p.r6 * 1500 else 450 + p.r5 * 1200 + p.r6 * 900 end) as sqft
  from picked p
)
insert into properties (id, seller_id, posted_by, title, description, property_type, transaction_type, price, deposit,
  area_value, area_unit, area_sqft, bedrooms, bathrooms, furnishing, possession, state, city, locality, latitude, longitude,
  status, rejection_reason, featured_until, created_at, updated_at, published_at, confirmed_at)
overriding system value
select s.n, t.seller,
  -- As the product sets it from the seller's type (SELLERS: by the account id's last digit).
  (case when t.seller % 10 < 6 then 'Owner' when t.seller % 10 < 9 then 'Agent' else 'Builder' end)::posted_by, t.title,
  t.title || '. ' || (array['Schools, hospitals and daily markets are close by.', 'Close to the main road, buses and autos at the gate.',
    'Sea-facing balcony, modular kitchen and covered parking.', 'Gated community with a pool, gym and 24x7 security.',
    'Corner unit with cross ventilation and plenty of daylight.', 'Vaastu compliant, east facing, power backup and lift.'])[1 + s.n % 6]
    || ' A short drive from ' || (s.localities -> ((s.n / 7) % s.places)::int ->> 'name') || '.',
  s.kind::property_type, (case when s.rent then 'Rent' else 'Buy' end)::transaction_type, t.price,
  case when s.rent then t.price * (2 + s.n % 4) end, s.sqft, 'sq.ft', s.sqft, s.bhk::smallint,
  case when s.bhk is not null then greatest(1, s.bhk - (s.n % 2))::smallint end,
  case when s.bhk is not null then (array['Unfurnished','Semi-Furnished','Furnished'])[1 + s.n % 3]::furnishing end,
  (case when s.r7 < 0.8 then 'Ready to Move' else 'Under Construction' end)::possession,
  s.state, s.name, s.place->>'name', (s.place->>'lat')::float + (s.r8 - 0.5) / 70, (s.place->>'lon')::float + (s.r7 - 0.5) / 70,
  t.status::listing_status, case when t.status = 'rejected' then 'Photos do not show the property' end,
  case when t.status = 'active' and s.n % 31 = 0 then now() + make_interval(days => 1 + s.n % 30) end,
  t.at, t.at, case when t.status <> 'pending' then t.at + interval '1 day' end, t.at + interval '1 day'
from shaped s
cross join lateral (select 1 + (hashint4(s.n) & 2147483647) % $3::int as seller,
  round(case when s.rent then s.sqft * (s.rent_min + s.r6 * (s.rent_max - s.rent_min))
    when s.kind = 'Land' then s.sqft * s.plot_min / 20.0 * (0.5 + s.r6)
    when s.kind = 'Plot' then s.sqft * (s.plot_min + s.r6 * (s.plot_max - s.plot_min))
    else s.sqft * (s.sale_min + s.r5 * (s.sale_max - s.sale_min)) end / 1000) * 1000 as price,
  case when s.r8 < 0.86 then 'active' when s.r8 < 0.91 then 'pending' when s.r8 < 0.95 then 'expired'
    when s.r8 < 0.97 then 'rejected' when s.r8 < 0.985 then 'sold' when s.r8 < 0.995 then 'rented' else 'deleted' end as status,
  now() - make_interval(mins => (s.r4 * 60 * 24 * 400)::int) as at,
  coalesce(s.bhk || ' BHK ', '') || case s.kind when 'Flat/Apartment' then 'Flat' when 'Independent House/Villa' then 'Independent House'
    when 'Retail Space/Shop' then 'Shop' else s.kind end || ' for ' || case when s.rent then 'Rent' else 'Sale' end
    || ' in ' || (s.place->>'name') || ', ' || s.name as title) t`;

/** One to six photos a listing, position 0 the cover. */
const PHOTOS = `insert into property_photos (property_id, position, media_hash)
  select p.id, k, lpad(to_hex(1 + (p.id * 7 + k) % 40), 64, 'a')
  from properties p, generate_series(0, 5) k where k <= p.id % 6`;

/** Twenty residents' reviews of every locality (what compare and the locality pages average). */
const REVIEWS = `insert into locality_reviews (author_id, place_key, state, city, locality, overall, connectivity, safety,
    schools, utilities, markets, text, tenure, stay, lives_there, created_at, updated_at)
  select 1 + (l.ord::int * 20 + k) % $2::int, l.place->>'key', c->>'state', c->>'name', l.place->>'name',
    1 + (l.ord::int + k) % 5, 1 + k % 5, 1 + (k + 1) % 5, 1 + (k + 2) % 5, 1 + (k + 3) % 5, 1 + (k + 4) % 5,
    'Quiet streets, good schools nearby and markets within walking distance.',
    (array['Owner','Tenant'])[1 + k % 2]::review_tenure,
    (array['Under 1 year','1-3 years','3-5 years','Over 5 years'])[1 + k % 4]::review_stay, k % 3 <> 0,
    now() - make_interval(days => k * 11), now() - make_interval(days => k * 11)
  from jsonb_array_elements($1::jsonb) c
  cross join lateral jsonb_array_elements(c->'localities') with ordinality as l(place, ord)
  cross join generate_series(0, 19) k`;

const SEQUENCES = `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users)),
  setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`;

/** The secondary indexes of `tables` (not those behind a constraint), to drop for a bulk load. */
async function secondaryIndexes(client: pg.ClientBase, tables: string[]): Promise<{ name: string; def: string }[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  return rows;
}

/** Fills an empty, migrated database; `client` is a dedicated connection. */
export async function seedMillion(client: pg.ClientBase, options: MillionSeedOptions): Promise<MillionSeedResult> {
  const started = performance.now();
  const steps: { step: string; ms: number }[] = [];
  const step = async (name: string, text: string, params: unknown[] = []) => {
    const t0 = performance.now();
    await client.query(text, params);
    steps.push({ step: name, ms: Math.round(performance.now() - t0) });
  };
  const listings = options.listings;
  const sellers = options.sellers ?? Math.max(1000, Math.round(listings / 30));
  const cities = JSON.stringify(gazetteer());
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`select setseed(0.42)`);
  const indexes = await secondaryIndexes(client, ['properties', 'property_photos']);
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await step('media', MEDIA);
  await step('users', USERS, [sellers]);
  await step('sellers', SELLERS, [cities]);
  await step('properties', PROPERTIES, [listings, cities, sellers]);
  await step('property_photos', PHOTOS);
  await step('locality_reviews', REVIEWS, [cities, sellers]);
  await step('sequences', SEQUENCES);
  const t0 = performance.now();
  for (const index of indexes) await client.query(index.def);
  steps.push({ step: `${indexes.length} indexes rebuilt`, ms: Math.round(performance.now() - t0) });
  await step('vacuum analyze', 'vacuum analyze');
  const { rows } = await client.query<{ active: string; photos: string }>(
    `select (select count(*) from properties where status = 'active') as active, (select count(*) from property_photos) as photos`,
  );
  return {
    listings,
    active: Number(rows[0]?.active),
    sellers,
    photos: Number(rows[0]?.photos),
    ms: Math.round(performance.now() - started),
    steps,
  };
}
