/**
 * The reporters of one listing in the admins' queue: how old each account was when it reported, whether
 * its report counts towards a hold (as holdingReporters counts), and whether reporters share a phone, a
 * network or a browser. Only those flags leave the server, never the hashes they are read from.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type AdminReportReporter, HOLDING_REASONS, type ReportReason } from '../../../shared/reports/report-contract';
import { CONFIRMED_ENQUIRY, PERSON, STANDING } from './report-reporters';

/** One open report with its reporter, as REPORTER_COLUMNS reads it. */
export interface ReporterRow {
  reason: ReportReason;
  created_at: string | Date;
  account_age_hours: number;
  standing: boolean;
  confirmed_enquiry: boolean;
  person: string;
  phone_hash: string | null;
  network_hash: string | null;
  device_hash: string | null;
}

/** The columns of ReporterRow, for a query of reports `r` joined to their reporters `u`. */
export const REPORTER_COLUMNS: SQL = sql`
  greatest(floor(extract(epoch from (r.created_at - u.created_at)) / 3600), 0)::int as account_age_hours,
  ${STANDING} as standing, ${CONFIRMED_ENQUIRY} as confirmed_enquiry, ${PERSON} as person,
  r.reporter_phone_hash as phone_hash, r.reporter_network_hash as network_hash,
  r.reporter_device_hash as device_hash`;

/** How many of `rows` carry each non-null value of `column`. */
function tally(rows: readonly ReporterRow[], column: 'phone_hash' | 'network_hash' | 'device_hash') {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[column];
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return (row: ReporterRow) => row[column] !== null && (counts.get(row[column] as string) ?? 0) > 1;
}

const holdingReason = (reason: ReportReason) => (HOLDING_REASONS as readonly string[]).includes(reason);

/** One listing's reporters in the order of `rows` (newest first); the oldest report of a phone counts. */
export function reportersOf(rows: readonly ReporterRow[]): AdminReportReporter[] {
  const sharesPhone = tally(rows, 'phone_hash');
  const sharesAddress = tally(rows, 'network_hash');
  const sharesDevice = tally(rows, 'device_hash');
  const counted = new Set<string>();
  const counting = new Set<ReporterRow>();
  for (const row of [...rows].reverse()) {
    if (!holdingReason(row.reason) || !row.standing || counted.has(row.person)) continue;
    counted.add(row.person);
    counting.add(row);
  }
  return rows.map((row) => ({
    reason: row.reason,
    reportedAt: new Date(row.created_at).toISOString(),
    accountAgeHours: Number(row.account_age_hours),
    confirmedEnquiry: row.confirmed_enquiry,
    countsTowardHold: counting.has(row),
    sharesPhone: sharesPhone(row),
    sharesAddress: sharesAddress(row),
    sharesDevice: sharesDevice(row),
  }));
}
