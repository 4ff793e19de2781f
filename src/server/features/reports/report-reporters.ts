/**
 * Who counts as a distinct person when reports hold a listing (rule in
 * `src/shared/reports/report-contract.ts`), and what a report keeps of where it came from.
 *
 * A report holds only when its reporter stands as a person: an active account that was
 * REPORTER_MIN_ACCOUNT_AGE_DAYS old when they reported, or that a seller has answered (an enquiry marked
 * responded: the seller's listing passed moderation and the seller, another active account, took the
 * enquiry for a real one). People are counted by phone: reports from two accounts of one number (one
 * after the other, as the deleted-phone hold allows) are one person. The phone, network and browser are
 * kept only as keyed hashes, so the table names no number, address or browser without APP_SECRET.
 */
import { createHmac } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import {
  HOLDING_REASONS,
  REPORTER_MIN_ACCOUNT_AGE_DAYS,
  type ReportKind,
} from '../../../shared/reports/report-contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** What a new report records of its reporter, each a keyed hash. */
export interface ReporterSignals {
  reporterPhoneHash: string;
  reporterNetworkHash: string;
  /** Null when the request named no browser. */
  reporterDeviceHash: string | null;
}

const keyed = (secret: string, label: string, value: string) =>
  createHmac('sha256', secret).update(`${label}\n${value}`).digest('hex');

/** The signals of a report sent from `network` (addressNetwork) by `userAgent`, for the phone `phoneHash`. */
export const reporterSignals = (
  secret: string,
  phoneHash: string,
  network: string,
  userAgent: string | undefined,
): ReporterSignals => ({
  reporterPhoneHash: phoneHash,
  reporterNetworkHash: keyed(secret, 'report-network', network),
  reporterDeviceHash: userAgent ? keyed(secret, 'report-device', userAgent) : null,
});

// The fragments below read a report as `r` (listing_reports) and its reporter as `u` (users).

/** A seller (an active account) marked one of the reporter's enquiries responded. */
export const CONFIRMED_ENQUIRY = sql`exists (
  select 1 from enquiries e join users s on s.id = e.seller_id
  where e.buyer_id = r.reporter_id and e.status = 'responded' and s.status = 'active')`;

/** The reporter stands as a person: active, and old enough when reporting or with a confirmed enquiry. */
export const STANDING = sql`(u.status = 'active' and (
  r.created_at >= u.created_at + ${REPORTER_MIN_ACCOUNT_AGE_DAYS}::int * interval '1 day' or ${CONFIRMED_ENQUIRY}))`;

/** The person behind a report: its phone, or its account on reports filed before phones were recorded. */
export const PERSON = sql`coalesce(r.reporter_phone_hash, 'account:' || r.reporter_id::text)`;

export const IS_HOLDING_REASON = sql`r.reason::text in (${sql.join(
  HOLDING_REASONS.map((reason) => sql`${reason}`),
  sql`, `,
)})`;

const subject = (kind: ReportKind, id: number): SQL =>
  kind === 'property' ? sql`r.property_id = ${id}` : sql`r.project_id = ${id}`;

/** Distinct people with an open report of sold or fake on the listing who stand as people. */
export async function holdingReporters(tx: Database, kind: ReportKind, id: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(distinct ${PERSON})::int as n
      from listing_reports r join users u on u.id = r.reporter_id
      where ${subject(kind, id)} and r.status = 'open' and ${IS_HOLDING_REASON} and ${STANDING}`),
  );
  return Number(row?.n ?? 0);
}
