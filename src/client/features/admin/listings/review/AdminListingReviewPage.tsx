import { useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { ListingReview } from '../../../../../shared/admin/listing-review-contract';
import { MODERATION_FROM } from '../../../../../shared/admin/moderation-contract';
import { LISTING_STATUSES, type ListingStatus } from '../../../../../shared/listings/vocabulary';
import { ROUTES } from '../../../../../shared/route-titles';
import { PATHS, propertyReviewPath } from '../../../../../shared/routes';
import { adminDashboard, adminQueue } from '../../../../lib/api-resources';
import { notify } from '../../../../lib/toast';
import { useApiCache } from '../../../../lib/use-api';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { LoadState } from '../../../../ui/LoadState';
import { dataOf } from '../../../accounts/use-personal-api';
import { useAdminApi } from '../../shared/use-admin-api';
import { approveListing, listingReviewRead, rejectListing } from '../admin-listings.api';
import { REVIEW_UI as UI } from './listing-review.content';
import { RejectDialog } from './RejectDialog';
import { ReviewView } from './ReviewView';
import { useReviewKeys } from './use-review-keys';

const queueOf = (search: string): ListingStatus | null => {
  const status = new URLSearchParams(search).get('status');
  return (LISTING_STATUSES as readonly string[]).includes(status ?? '') ? (status as ListingStatus) : null;
};

/**
 * One property under review, with everything a decision needs (ReviewView), moved through the queue it
 * was opened from (`?status=`) by buttons or keys; a decision goes on to the next listing of the queue.
 */
export default function AdminListingReviewPage() {
  useDocumentTitle(ROUTES.adminPropertyReview.title);
  const { id = '' } = useParams<{ id: string }>();
  const status = queueOf(useSearch());
  const review = useAdminApi(listingReviewRead(id, status), dataOf);
  const tablePath = status ? `${PATHS.adminAllProperties}?status=${status}` : PATHS.adminAllProperties;
  return (
    <section className="w-full px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-sm font-bold uppercase tracking-wide text-muted">{ROUTES.adminPropertyReview.title}</h1>
        <Link href={tablePath} className="text-link text-sm">
          {UI.back}
        </Link>
      </div>
      <LoadState read={review}>{(data) => <ReviewScreen review={data} tablePath={tablePath} />}</LoadState>
    </section>
  );
}

function ReviewScreen({ review, tablePath }: { review: ListingReview; tablePath: string }) {
  const [, navigate] = useLocation();
  const cache = useApiCache();
  const [rejecting, setRejecting] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { listing, queue } = review;
  const canApprove = (MODERATION_FROM.approve as readonly string[]).includes(listing.status);
  const canReject = (MODERATION_FROM.reject as readonly string[]).includes(listing.status);
  const open = (id: number | null) => id !== null && navigate(propertyReviewPath(id, queue.status));

  /** Runs a decision; on success the tables and queues are read again and the next listing opens. */
  const decide = async (change: () => Promise<{ message: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      notify.success((await change()).message);
      cache.invalidate([adminQueue('property'), adminDashboard]);
      if (queue.nextId !== null) open(queue.nextId);
      else {
        notify.success(UI.queueDone);
        navigate(tablePath);
      }
      return true;
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const approve = () => {
    if (canApprove && !busy) void decide(() => approveListing('property', listing.id));
  };
  const reject = () => {
    if (canReject && !busy) setRejecting(true);
  };
  useReviewKeys(!rejecting && viewing === null && !busy, {
    next: () => open(queue.nextId),
    previous: () => open(queue.previousId),
    approve,
    reject,
  });

  return (
    <>
      <ReviewView
        review={review}
        busy={busy}
        canApprove={canApprove}
        canReject={canReject}
        onApprove={approve}
        onReject={reject}
        onOpen={open}
        viewing={viewing}
        onView={setViewing}
      />
      {rejecting ? (
        <RejectDialog
          onSubmit={(reason) => decide(() => rejectListing('property', listing.id, reason))}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </>
  );
}
