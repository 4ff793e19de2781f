/**
 * The world of the listing freshness tests: a seller API on the suite's database, a moment every listing
 * of a test is confirmed at, and the job run at chosen days after it (a controlled clock).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { runFreshness } from '../../src/server/features/listings/freshness.job';
import { REMINDER_PATH } from '../../src/server/features/listings/freshness-reminders';
import { DAY_MS } from '../../src/shared/listings/freshness';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { testDeps } from './app';
import type { TestDatabase } from './database';
import { type Person, sellerTestApp } from './seller-api';

export type One = { data: SellerListing };

export function freshnessWorld(database: () => TestDatabase) {
  let t: ReturnType<typeof sellerTestApp>;
  /** The moment every listing of a test is confirmed at; the job runs at `day(n)` after it. */
  let base: Date;
  const day = (n: number) => new Date(base.getTime() + n * DAY_MS);

  const deps = () => ({ ...testDeps(database()), sms: t.sms });
  const run = (at: Date) => runFreshness(deps(), at);
  const textsTo = (who: Person) =>
    t.sms.sent.filter((sms) => sms.to === who.user.phoneNumber && sms.text.includes(REMINDER_PATH));
  const confirm = (token: string | undefined, id: number | string) =>
    t.call<One>('POST', `/seller/properties/${id}/confirm`, undefined, token);
  const stored = async (id: number) => {
    const { rows } = (await database().db.execute(
      sql`select status, confirmed_at, reminded_at from properties where id = ${id}`,
    )) as unknown as { rows: { status: string; confirmed_at: string | Date; reminded_at: string | Date | null }[] };
    const [row] = rows;
    if (!row) throw new Error(`no property ${id}`);
    return {
      status: row.status,
      confirmedAt: new Date(row.confirmed_at),
      remindedAt: row.reminded_at === null ? null : new Date(row.reminded_at),
    };
  };

  /** A listing of `who`, approved and last confirmed at `confirmedAt` (default `base`). */
  async function listing(who: Person, body = validFlat(), confirmedAt = base): Promise<number> {
    const res = await t.call<One>('POST', '/seller/properties', body, who.token);
    expect(res.status, res.body.message).toBe(201);
    const id = res.body.data.id;
    await database().db.execute(
      sql`update properties set status = 'active', published_at = ${confirmedAt.toISOString()}::timestamptz,
        confirmed_at = ${confirmedAt.toISOString()}::timestamptz where id = ${id}`,
    );
    return id;
  }

  beforeAll(() => {
    t = sellerTestApp(database());
    base = new Date();
  });

  return {
    get t() {
      return t;
    },
    get base() {
      return base;
    },
    day,
    deps,
    run,
    textsTo,
    confirm,
    stored,
    listing,
  };
}
