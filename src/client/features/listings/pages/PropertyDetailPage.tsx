import { useSearch } from 'wouter';
import { DETAIL_UI } from '../../../../shared/listings/detail-ui';
import { OFFLINE_MESSAGES } from '../../../../shared/offline/offline-contract';
import { readToken } from '../../accounts/accounts.storage';
import {
  DetailLoadError,
  DetailNotFound,
  DetailSavedNotice,
  DetailSkeleton,
} from '../../listing-detail/components/DetailStates';
import { PropertyDetailView } from '../../listing-detail/components/PropertyDetailView';
import { fetchProperty } from '../../listing-detail/detail.api';
import { parseListingId, useLoad } from '../../listing-detail/use-load';
import { useScrollTopOnChange } from '../../listing-detail/use-scroll-top';

/** One property's details and enquiry form (/property-profile?id=N). */
export default function PropertyDetailPage() {
  const id = parseListingId(new URLSearchParams(useSearch()).get('id'));
  useScrollTopOnChange(id);
  if (id === null) return <DetailNotFound route="propertyProfile" message={DETAIL_UI.states.noProperty} />;
  return <PropertyLoader key={id} id={id} />;
}

function PropertyLoader({ id }: { id: number }) {
  const { state, retry } = useLoad(String(id), () => fetchProperty(id, readToken()));
  switch (state.kind) {
    case 'loading':
      return <DetailSkeleton route="propertyProfile" />;
    case 'not-found':
      return <DetailNotFound route="propertyProfile" message={DETAIL_UI.states.propertyNotFound} />;
    case 'failed':
      return <DetailLoadError route="propertyProfile" message={DETAIL_UI.states.propertyLoadFailed} onRetry={retry} />;
    case 'not-saved':
      return <DetailLoadError route="propertyProfile" message={OFFLINE_MESSAGES.notSaved} onRetry={retry} offline />;
    case 'found':
      return (
        <>
          <DetailSavedNotice savedAt={state.savedAt} />
          <PropertyDetailView property={state.data} />
        </>
      );
  }
}
