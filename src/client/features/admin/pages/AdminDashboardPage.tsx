import { Link } from 'wouter';
import type { AdminDashboard, DashboardActivity } from '../../../../shared/admin/dashboard-contract';
import { formatCalendarDay, formatDateTime } from '../../../../shared/date-format';
import { formatCount, formatInr } from '../../../../shared/listings/format';
import { LISTING_STATUSES, SELLER_TYPES } from '../../../../shared/listings/vocabulary';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS, reportedReviewsPath } from '../../../../shared/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { TrendChart } from '../../../ui/TrendChart';
import { LISTING_STATUS_LABELS } from '../../../ui/ui.content';
import { dataOf } from '../../accounts/use-personal-api';
import { actionLabel, ADMIN_DASHBOARD_UI as UI } from '../dashboard/admin-dashboard.content';
import { adminDashboardRead } from '../listings/admin-listings.api';
import { useAdminApi } from '../shared/use-admin-api';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-lg font-bold text-ink">
      {children}
    </h2>
  );
}

const when = formatDateTime;

function Activity({ entry }: { entry: DashboardActivity }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="text-sm text-ink">
        <strong>{entry.actorName ?? UI.systemActor}</strong> {actionLabel(entry.action)} #{entry.entityId}
      </span>
      <time dateTime={entry.at} className="text-xs text-muted">
        {when(entry.at)}
      </time>
    </li>
  );
}

function Queue({ text, href }: { text: string; href?: string }) {
  return (
    <li className="card flex flex-wrap items-center justify-between gap-2">
      <span className="text-sm text-ink">{text}</span>
      {href ? (
        <Link href={href} className="text-link text-sm">
          {UI.review}
        </Link>
      ) : null}
    </li>
  );
}

function DashboardView({ data }: { data: AdminDashboard }) {
  const { listings, users, sellersByType, enquiries, revenue, queues } = data;
  return (
    <>
      <section aria-labelledby="admin-queues" className="mt-6">
        <Heading id="admin-queues">{UI.queuesHeading}</Heading>
        <ul className="mt-3 grid gap-3 md:grid-cols-3">
          <Queue
            text={UI.pendingListings(queues.pendingListings)}
            href={`${PATHS.adminAllProperties}?status=pending`}
          />
          <Queue
            text={UI.pendingProjects(queues.pendingProjects)}
            href={`${PATHS.adminAllProperties}?kind=projects&status=pending`}
          />
          <Queue text={UI.pendingBrokerRequests(queues.pendingBrokerRequests)} href={PATHS.adminBrokerRequests} />
          <Queue text={UI.reportedListings(queues.reportedListings)} href={PATHS.adminReports} />
          <Queue text={UI.reportedReviews(queues.reportedReviews)} href={reportedReviewsPath()} />
        </ul>
      </section>
      <section aria-labelledby="admin-listings" className="mt-8">
        <Heading id="admin-listings">{UI.listingsHeading}</Heading>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Tile label={UI.newToday} value={formatCount(listings.newToday)} />
          <Tile label={UI.newThisWeek} value={formatCount(listings.newThisWeek)} />
          {LISTING_STATUSES.map((status) => (
            <Tile key={status} label={LISTING_STATUS_LABELS[status]} value={formatCount(listings.byStatus[status])} />
          ))}
        </dl>
      </section>
      <section aria-labelledby="admin-trend" className="mt-8">
        <Heading id="admin-trend">{UI.trendHeading}</Heading>
        <TrendChart
          size="compact"
          className="mt-3"
          points={data.trend.map((day) => ({
            key: day.date,
            value: day.count,
            figure: String(day.count),
            label: day.date.slice(8),
          }))}
        >
          <div className="sr-only">
            <table>
              <caption>{UI.trendHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{UI.trendDay}</th>
                  <th scope="col">{UI.trendCount}</th>
                </tr>
              </thead>
              <tbody>
                {data.trend.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatCalendarDay(day.date)}</th>
                    <td>{day.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </TrendChart>
      </section>
      <section aria-labelledby="admin-people" className="mt-8">
        <Heading id="admin-people">{UI.peopleHeading}</Heading>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Tile label={UI.usersTotal} value={formatCount(users.total)} />
          <Tile label={UI.usersNew} value={formatCount(users.newThisWeek)} />
          {SELLER_TYPES.map((type) => (
            <Tile key={type} label={UI.sellerTypes[type]} value={formatCount(sellersByType[type])} />
          ))}
          <Tile label={UI.enquiriesTotal} value={formatCount(enquiries.total)} />
          <Tile label={UI.enquiriesNew} value={formatCount(enquiries.newThisWeek)} />
        </dl>
      </section>
      <section aria-labelledby="admin-revenue" className="mt-8">
        <Heading id="admin-revenue">{UI.revenueHeading}</Heading>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Tile label={UI.revenueMonth} value={formatInr(revenue.thisMonthInr)} />
          <Tile label={UI.revenueAll} value={formatInr(revenue.allTimeInr)} />
        </dl>
      </section>
      <section aria-labelledby="admin-activity" className="mt-8">
        <Heading id="admin-activity">{UI.activityHeading}</Heading>
        {data.recentActivity.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{UI.activityEmpty}</p>
        ) : (
          <ul className="card mt-3 divide-y divide-line">
            {data.recentActivity.map((entry) => (
              <Activity key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** `/admin/dashboard`: what needs action, counts, the 14-day listing trend and the latest admin actions. */
export default function AdminDashboardPage() {
  useDocumentTitle(ROUTES.adminDashboard.title);
  const dashboard = useAdminApi(adminDashboardRead, dataOf);
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.adminDashboard.title}</h1>
      <LoadState read={dashboard}>{(data) => <DashboardView data={data} />}</LoadState>
    </section>
  );
}
