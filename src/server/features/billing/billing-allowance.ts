/**
 * How many live listings and projects a seller may have: the admin-set free quota (app_settings, the
 * starting constants when no admin has set one) plus the credits of the seller's subscriptions that are
 * running now. One place for the seller area's 402 checks and the dashboard's counts.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { APP_SETTING_KEYS, type QuotaSettings } from '../../../shared/billing/billing-contract';
import { FREE_LISTING_QUOTA } from '../../../shared/sellers/seller-constants';
import { FREE_PROJECT_QUOTA } from '../../../shared/sellers/seller-project-constants';
import type { Database } from '../../db/client';
import { appSettings, subscriptions } from './billing.schema';

const DEFAULTS: QuotaSettings = { freeListingQuota: FREE_LISTING_QUOTA, freeProjectQuota: FREE_PROJECT_QUOTA };

const asQuota = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

export async function quotaSettings(db: Database): Promise<QuotaSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(APP_SETTING_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    freeListingQuota: asQuota(byKey.get(APP_SETTING_KEYS.freeListingQuota), DEFAULTS.freeListingQuota),
    freeProjectQuota: asQuota(byKey.get(APP_SETTING_KEYS.freeProjectQuota), DEFAULTS.freeProjectQuota),
  };
}

export interface Allowance {
  listings: number;
  projects: number;
}

/** The free quota plus the credits of subscriptions with startsAt ≤ now < endsAt. */
export async function allowanceOf(db: Database, sellerId: number, now: Date): Promise<Allowance> {
  const [settings, [credits]] = await Promise.all([
    quotaSettings(db),
    db
      .select({
        listings: sql<number>`coalesce(sum(${subscriptions.listingCredits}), 0)::int`,
        projects: sql<number>`coalesce(sum(${subscriptions.projectCredits}), 0)::int`,
      })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.sellerId, sellerId), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)),
      ),
  ]);
  return {
    listings: settings.freeListingQuota + Number(credits?.listings ?? 0),
    projects: settings.freeProjectQuota + Number(credits?.projects ?? 0),
  };
}

export const listingAllowance = async (db: Database, sellerId: number, now: Date) =>
  (await allowanceOf(db, sellerId, now)).listings;

export const projectAllowance = async (db: Database, sellerId: number, now: Date) =>
  (await allowanceOf(db, sellerId, now)).projects;
