/**
 * The admins' side of reports: the queue (one entry per listing or project with open reports, newest
 * report first) and the two decisions, hide and dismiss. A decision locks the listing's row, closes its
 * open reports and writes the audit entry in one transaction, so two admins deciding at once queue and
 * the second is told the reports were already dealt with.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminAction } from '../../../shared/admin/admin-audit-actions';
import type { ProjectStatus } from '../../../shared/listings/vocabulary';
import {
  ADMIN_REPORTS_PAGE_SIZE,
  type AdminReportEntry,
  type AdminReportsPage,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportActionResult,
  type ReportKind,
  type ReportReason,
  reportedHref,
} from '../../../shared/reports/report-contract';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { ApiFailure } from '../../lib/errors';
import { recordAdminAction } from '../admin/admin-audit';
import { properties, propertyPhotos } from '../listings/listings.schema';
import { photoUrls } from '../media/media-upload.service';
import { projectPhotos, projects } from '../projects/projects.schema';
import { resolveReports } from './reports.service';
import { REPORTER_COLUMNS, type ReporterRow, reportersOf } from './reports-queue-reporters';

interface SubjectRow {
  kind: ReportKind;
  id: string | number;
  reporters: number;
  latest_at: string | Date;
}

interface ReportRow extends ReporterRow {
  kind: ReportKind;
  id: string | number;
  details: string | null;
}

interface ListingRow {
  kind: ReportKind;
  id: string | number;
  title: string;
  status: string;
  held_for_reports_at: string | Date | null;
  seller_name: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const keyOf = (kind: ReportKind, id: string | number) => `${kind}:${Number(id)}`;

/** Open reports of listings and projects that still exist (a deleted one has nothing left to decide). */
const OPEN_REPORTS = sql`
  from listing_reports r
  left join properties p on p.id = r.property_id
  left join projects j on j.id = r.project_id
  where r.status = 'open' and coalesce(p.status::text, j.status::text) <> 'deleted'`;

const SUBJECT = sql`case when r.property_id is not null then 'property' else 'project' end`;

async function photosOf(db: Database, kind: ReportKind, ids: number[]): Promise<Map<number, string[]>> {
  const byId = new Map<number, string[]>();
  if (ids.length === 0) return byId;
  const rows =
    kind === 'property'
      ? await db
          .select({ id: propertyPhotos.propertyId, hash: propertyPhotos.mediaHash })
          .from(propertyPhotos)
          .where(inArray(propertyPhotos.propertyId, ids))
          .orderBy(asc(propertyPhotos.position))
      : await db
          .select({ id: projectPhotos.projectId, hash: projectPhotos.mediaHash })
          .from(projectPhotos)
          .where(inArray(projectPhotos.projectId, ids))
          .orderBy(asc(projectPhotos.position));
  for (const row of rows) byId.set(Number(row.id), [...(byId.get(Number(row.id)) ?? []), row.hash]);
  return byId;
}

const noCounts = (): Record<ReportReason, number> =>
  Object.fromEntries(REPORT_REASONS.map((reason) => [reason, 0])) as Record<ReportReason, number>;

/** How many listings and projects have open reports (the queue's total, and the admin dashboard's). */
export async function reportedListingCount(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct (r.property_id, r.project_id))::int as n ${OPEN_REPORTS}`),
  );
  return Number(row?.n ?? 0);
}

/** One page of the queue. */
export async function reportsQueue(db: Database, page: number): Promise<AdminReportsPage> {
  const subjects = rowsOf<SubjectRow>(
    await db.execute(sql`
      select ${SUBJECT} as kind, coalesce(r.property_id, r.project_id) as id,
             count(*)::int as reporters, max(r.created_at) as latest_at
      ${OPEN_REPORTS}
      group by 1, 2
      order by latest_at desc, kind, id desc
      limit ${ADMIN_REPORTS_PAGE_SIZE} offset ${(page - 1) * ADMIN_REPORTS_PAGE_SIZE}`),
  );
  const total = await reportedListingCount(db);
  const idsOf = (kind: ReportKind) => subjects.filter((s) => s.kind === kind).map((s) => Number(s.id));
  const propertyIds = idsOf('property');
  const projectIds = idsOf('project');
  const none = sql`(null::bigint)`;
  const list = (ids: number[]) => (ids.length === 0 ? none : sql`(${sql.join(ids, sql`, `)})`);

  const [reports, listings, propertyPhotoMap, projectPhotoMap] = await Promise.all([
    subjects.length === 0
      ? Promise.resolve([])
      : db
          .execute(sql`
            select ${SUBJECT} as kind, coalesce(r.property_id, r.project_id) as id, r.reason, r.details, r.created_at,
                   ${REPORTER_COLUMNS}
            from listing_reports r join users u on u.id = r.reporter_id
            where r.status = 'open' and (r.property_id in ${list(propertyIds)} or r.project_id in ${list(projectIds)})
            order by r.created_at desc, r.id desc`)
          .then(rowsOf<ReportRow>),
    subjects.length === 0
      ? Promise.resolve([])
      : db
          .execute(sql`
            select 'property' as kind, p.id, p.title, p.status::text as status, p.held_for_reports_at,
                   coalesce(s.company_name, u.first_name || ' ' || u.last_name) as seller_name
            from properties p join users u on u.id = p.seller_id left join sellers s on s.user_id = p.seller_id
            where p.id in ${list(propertyIds)}
            union all
            select 'project' as kind, j.id, j.name, j.status::text, j.held_for_reports_at,
                   coalesce(s.company_name, u.first_name || ' ' || u.last_name)
            from projects j join users u on u.id = j.builder_id left join sellers s on s.user_id = j.builder_id
            where j.id in ${list(projectIds)}`)
          .then(rowsOf<ListingRow>),
    photosOf(db, 'property', propertyIds),
    photosOf(db, 'project', projectIds),
  ]);

  const listingByKey = new Map(listings.map((row) => [keyOf(row.kind, row.id), row]));
  const data = subjects.flatMap((subject): AdminReportEntry[] => {
    const id = Number(subject.id);
    const listing = listingByKey.get(keyOf(subject.kind, id));
    if (!listing) return [];
    const mine = reports.filter((r) => r.kind === subject.kind && Number(r.id) === id);
    const counts = noCounts();
    for (const r of mine) counts[r.reason] += 1;
    const hashes = (subject.kind === 'property' ? propertyPhotoMap : projectPhotoMap).get(id) ?? [];
    const reportedBy = reportersOf(mine);
    return [
      {
        kind: subject.kind,
        id,
        title: listing.title,
        href: reportedHref(subject.kind, id),
        status: listing.status,
        heldForReportsAt: listing.held_for_reports_at ? iso(listing.held_for_reports_at) : null,
        sellerName: listing.seller_name,
        photos: hashes.map((hash) => ({ hash, urls: photoUrls(hash) })),
        counts,
        reporters: Number(subject.reporters),
        holdingReporters: reportedBy.filter((reporter) => reporter.countsTowardHold).length,
        reportedBy,
        details: mine.flatMap((r) =>
          r.details ? [{ reason: r.reason, text: r.details, createdAt: iso(r.created_at) }] : [],
        ),
        latestAt: iso(subject.latest_at),
      },
    ];
  });
  return { success: true, data, total, page, pageSize: ADMIN_REPORTS_PAGE_SIZE };
}

export interface ReportDecisionContext {
  db: Database;
  adminId: number;
  now: Date;
}

export type ReportDecision = { action: 'hide'; reason: string } | { action: 'dismiss' };

interface DecidedState {
  status: string;
  rejectionReason: string | null;
  heldForReportsAt: Date | null;
}

async function lockForDecision(tx: Database, kind: ReportKind, id: number): Promise<DecidedState | undefined> {
  const table = kind === 'property' ? properties : projects;
  const [row] = await tx
    .select({ status: table.status, rejectionReason: table.rejectionReason, heldForReportsAt: table.heldForReportsAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

/** The listing after the decision; a listing no longer live (sold, rejected) keeps its status on hide. */
function decided(before: DecidedState, decision: ReportDecision): DecidedState {
  if (decision.action === 'hide') {
    return before.status === 'active' || before.status === 'pending'
      ? { status: 'rejected', rejectionReason: decision.reason, heldForReportsAt: null }
      : { ...before, heldForReportsAt: null };
  }
  return before.heldForReportsAt !== null && before.status === 'pending'
    ? { status: 'active', rejectionReason: before.rejectionReason, heldForReportsAt: null }
    : before;
}

const stateOf = (s: DecidedState) => ({
  status: s.status,
  rejectionReason: s.rejectionReason,
  heldForReportsAt: s.heldForReportsAt ? s.heldForReportsAt.toISOString() : null,
});

const AUDIT: Record<ReportKind, Record<ReportDecision['action'], AdminAction>> = {
  property: { hide: 'property.hide_reported', dismiss: 'property.dismiss_reports' },
  project: { hide: 'project.hide_reported', dismiss: 'project.dismiss_reports' },
};

export async function decideReports(
  ctx: ReportDecisionContext,
  kind: ReportKind,
  id: number,
  decision: ReportDecision,
): Promise<ReportActionResult> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockForDecision(tx, kind, id);
    if (!before || before.status === 'deleted') throw new ApiFailure(404, REPORT_MESSAGES.notFound(kind));
    const resolved = await resolveReports(
      tx,
      kind,
      id,
      decision.action === 'hide' ? 'upheld' : 'dismissed',
      ctx.adminId,
      ctx.now,
    );
    if (resolved === 0) throw new ApiFailure(409, REPORT_MESSAGES.nothingOpen);
    const after = decided(before, decision);
    const table = kind === 'property' ? properties : projects;
    await tx
      .update(table)
      .set({
        // Only statuses both tables share are set (pending, active, rejected), or the row's own is kept.
        status: after.status as ProjectStatus,
        rejectionReason: after.rejectionReason,
        heldForReportsAt: after.heldForReportsAt,
        updatedAt: ctx.now,
      })
      .where(eq(table.id, id));
    await recordAdminAction(tx, {
      actorId: ctx.adminId,
      action: AUDIT[kind][decision.action],
      entityType: kind,
      entityId: id,
      before: stateOf(before),
      after: { ...stateOf(after), reportsResolved: resolved },
      at: ctx.now,
    });
    return { kind, id, status: after.status, heldForReportsAt: stateOf(after).heldForReportsAt, resolved };
  });
}
