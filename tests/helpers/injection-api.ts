/**
 * Shared by the injection API tests: the hostile texts, and a world of people on one test database (an
 * admin, an owner, a builder, a buyer) with a bystander listing that no hostile text may ever change.
 */
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { type ModerationKind, moderationPath } from '../../src/shared/admin/moderation-contract';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { adminTestApp } from './admin-api';
import type { TestDatabase } from './database';
import type { Person } from './seller-api';

/** Text a browser would run if it were ever written as markup, and text a careless query would run as SQL. */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
  svg: '"><svg onload=alert(1)>',
  jsUrl: 'javascript:alert(document.cookie)',
  sql: "'; drop table properties; --",
  // Right-to-left script as typed (direction-changing controls are refused: see tests/api/typed-text.test.ts).
  rtl: 'Flat کرائے کے لیے near lake',
  unicode: 'घर 🏠 अरेरा कॉलोनी',
  // Zero-width joiners inside real words and an emoji family stay exactly as typed.
  joined: 'क्\u200dष नगर 👨\u200d👩\u200d👧',
} as const;

/** One string holding every fragment, for the long fields. */
export const ALL_IN_ONE = Object.values(HOSTILE).join(' | ');

/** Control characters (category Cc) no field but a paragraph's line breaks and tabs may hold. */
export const CONTROLS = { nul: '\u0000', bell: '\u0007', escape: '\u001b', delete: '\u007f' } as const;

type Rows = { rows: Record<string, unknown>[] };

export interface InjectionWorld {
  t: ReturnType<typeof adminTestApp>;
  admin: Person;
  owner: Person;
  builder: Person;
  buyer: Person;
  rows(query: SQL): Promise<Record<string, unknown>[]>;
  /** Counts of every table a hostile text could reach, and every listing's title, text and status. */
  snapshot(): Promise<string>;
  /** Another seller's listing is exactly as it was, and the properties table is still there. */
  expectBystanderUntouched(): Promise<void>;
  /** The admin approves a listing (200). */
  approve(kind: ModerationKind, id: number): Promise<void>;
}

/** Call inside a `describeEachDatabase` suite: the world is ready in the suite's tests. */
export function injectionWorld(database: () => TestDatabase): InjectionWorld {
  const world = {} as InjectionWorld;
  const rows = async (query: SQL) => ((await database().db.execute(query)) as unknown as Rows).rows;
  let bystanderId = 0;
  let bystander: Record<string, unknown> = {};

  beforeAll(async () => {
    const t = adminTestApp(database());
    const admin = await t.admin();
    Object.assign(world, {
      t,
      admin,
      owner: await t.seller(),
      builder: await t.seller({ sellerType: 'Builder', companyName: 'Shubh Builders' }),
      buyer: await t.buyer(),
    });
    const other = await t.seller();
    const res = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), other.token);
    expect(res.status).toBe(201);
    bystanderId = res.body.data.id;
    bystander = (await rows(sql`select * from properties where id = ${bystanderId}`))[0] ?? {};
  });

  world.rows = rows;
  world.snapshot = async () =>
    JSON.stringify(
      await rows(sql`select (select count(*) from properties)::int as properties,
        (select count(*) from projects)::int as projects, (select count(*) from users)::int as users,
        (select count(*) from enquiries)::int as enquiries,
        (select json_agg(p order by id) from (select id, title, description, status from properties) p) as listings`),
    );
  world.expectBystanderUntouched = async () => {
    expect((await rows(sql`select * from properties where id = ${bystanderId}`))[0]).toEqual(bystander);
    expect((await rows(sql`select count(*)::int as n from properties`))[0]?.n).toBeGreaterThan(0);
  };
  world.approve = async (kind, id) => {
    const res = await world.t.call(
      'POST',
      moderationPath(kind, id, 'approve').replace(/^\/api/, ''),
      {},
      world.admin.token,
    );
    expect(res.status, res.body.message).toBe(200);
  };
  return world;
}
