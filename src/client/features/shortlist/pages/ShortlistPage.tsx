import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { SAVED_LISTING_MESSAGES as M } from '../../../../shared/shortlist/saved-listings-constants';
import { useAtomValue } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hasTokenAtom } from '../../accounts/accounts.atoms';
import { CompareTray } from '../../compare/CompareTray';
import { SavedListingGrid } from '../components/SavedListingGrid';
import { useSavedListings } from '../use-saved-listings';

/** The buyer's shortlist, then the listings they opened recently: from this device, so also offline. */
export default function ShortlistPage() {
  useDocumentTitle(ROUTES.shortlist.title);
  const lists = useSavedListings();
  const loggedIn = useAtomValue(hasTokenAtom);
  return (
    <div className="container-page py-6" aria-busy={lists === undefined}>
      <h1 className="text-2xl font-bold">{ROUTES.shortlist.title}</h1>
      {!loggedIn && <p className="mt-2 text-sm text-muted">{M.syncedHint}</p>}
      {/* Where buyers look next: the properties they chose to compare, and the enquiries they sent. */}
      <nav aria-label={ROUTES.shortlist.title} className="mt-3 flex flex-wrap gap-2">
        <Link href={PATHS.compare} className="btn-outline">
          {ROUTES.compare.title}
        </Link>
        <Link href={PATHS.myEnquiries} className="btn-outline">
          {ROUTES.myEnquiries.title}
        </Link>
      </nav>
      <SavedListingGrid
        id="shortlist-heading"
        title={M.shortlistTitle}
        items={lists?.shortlist}
        empty={M.emptyShortlist}
      />
      <SavedListingGrid id="recent-heading" title={M.recentlyViewedTitle} items={lists?.recent} empty={M.emptyRecent} />
      <CompareTray />
    </div>
  );
}
