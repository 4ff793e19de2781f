import { Link } from 'wouter';
import { formatCount } from '../../../../shared/listings/format';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { SELLER_LISTING_FILTER_STATUSES } from '../../../../shared/sellers/seller-constants';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { LISTING_STATUS_LABELS } from '../../../ui/ui.content';
import { PlansPanel } from '../../billing/PlansPanel';
import { type Dashboard, useDashboard } from '../manage/dashboard.api';
import { EnquiriesChart } from '../manage/EnquiriesChart';
import { MANAGE_UI } from '../manage/manage.content';
import { StillAvailablePanel } from '../manage/StillAvailablePanel';

const UI = MANAGE_UI.dashboard;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-line bg-white p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold text-ink">{formatCount(value)}</dd>
    </div>
  );
}

function DashboardView({ me, rejected }: Dashboard) {
  const { counts } = me;
  const newEnquiries = counts.enquiries.new;
  return (
    <>
      <StillAvailablePanel />
      <section aria-labelledby="seller-counts" className="mt-6">
        <h2 id="seller-counts" className="text-lg font-bold text-ink">
          {UI.countsHeading}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SELLER_LISTING_FILTER_STATUSES.map((status) => (
            <Stat key={status} label={LISTING_STATUS_LABELS[status]} value={counts.listings[status]} />
          ))}
          <Stat label={UI.views} value={counts.views} />
          <Stat label={UI.enquiriesNew} value={newEnquiries} />
          <Stat label={UI.enquiriesTotal} value={counts.enquiries.total} />
        </dl>
        <p className="mt-3 text-sm text-muted">{UI.quotaLeft(counts.quotaLeft, counts.quota)}</p>
        {counts.quotaLeft > 0 && (
          <Link href={PATHS.sellerAddProperty} className="btn-solid mt-3">
            {UI.addProperty}
          </Link>
        )}
      </section>
      <PlansPanel />
      <section aria-labelledby="seller-attention" className="mt-8">
        <h2 id="seller-attention" className="text-lg font-bold text-ink">
          {UI.attentionHeading}
        </h2>
        {rejected.length === 0 && newEnquiries === 0 ? (
          <p className="mt-3 text-sm text-muted">{UI.nothingNeedsAttention}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {newEnquiries > 0 && (
              <li className="card flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm text-ink">{UI.newEnquiries(newEnquiries)}</span>
                <Link href={PATHS.sellerQueries} className="text-link text-sm">
                  {UI.openInbox}
                </Link>
              </li>
            )}
            {rejected.map((listing) => (
              <li key={listing.id} className="card space-y-1">
                <p className="font-semibold text-ink">
                  {listing.title}{' '}
                  <span className="text-sm font-normal text-red-800">({LISTING_STATUS_LABELS.rejected})</span>
                </p>
                <p className="text-sm text-muted">{UI.rejectedReason(listing.rejectionReason)}</p>
                <Link href={`${PATHS.sellerAddProperty}?id=${listing.id}`} className="text-link text-sm">
                  {UI.fixListing}
                </Link>
              </li>
            ))}
            {counts.listings.rejected > rejected.length && (
              <li>
                <Link href={`${PATHS.sellerProperties}?status=rejected`} className="text-link text-sm">
                  {UI.allRejected(counts.listings.rejected)}
                </Link>
              </li>
            )}
          </ul>
        )}
      </section>
      <section aria-labelledby="seller-chart" className="mt-8">
        <h2 id="seller-chart" className="text-lg font-bold text-ink">
          {UI.chartHeading}
        </h2>
        {counts.enquiries.total === 0 ? (
          <p className="mt-3 text-sm text-muted">{UI.chartEmpty}</p>
        ) : (
          <EnquiriesChart months={counts.enquiriesByMonth} />
        )}
      </section>
    </>
  );
}

/** `/saller/dashboard`: counts, what needs the seller's attention, and enquiries over recent months. */
export default function DashboardPage() {
  useDocumentTitle(ROUTES.sellerDashboard.title);
  const dashboard = useDashboard();
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerDashboard.title}</h1>
      <LoadState read={dashboard}>{(data) => <DashboardView {...data} />}</LoadState>
    </section>
  );
}
