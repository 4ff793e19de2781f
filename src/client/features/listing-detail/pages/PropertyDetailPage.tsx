import { useSearch } from 'wouter';
import { isCard } from '../../../../shared/listings/is-card';
import { OFFLINE_MESSAGES } from '../../../../shared/offline/offline-contract';
import {
  DetailGone,
  DetailLoadError,
  DetailNotFound,
  DetailSavedNotice,
  DetailSkeleton,
} from '../components/DetailStates';
import { PropertyCardOnlyView } from '../components/PropertyCardOnlyView';
import { PropertyDetailView } from '../components/PropertyDetailView';
import { goneSimilar, parseListingId, pickProperty, propertyRead } from '../detail.api';
import { DETAIL_UI } from '../detail.content';
import { useListingRead } from '../use-listing-read';
import { useScrollTopOnChange } from '../use-scroll-top';

/** One property's details and enquiry form (/property-profile?id=N). */
export default function PropertyDetailPage() {
  const id = parseListingId(new URLSearchParams(useSearch()).get('id'));
  useScrollTopOnChange(id);
  if (id === null) return <DetailNotFound route="propertyProfile" message={DETAIL_UI.states.noProperty} />;
  return <PropertyLoader key={id} id={id} />;
}

function PropertyLoader({ id }: { id: number }) {
  const read = useListingRead(propertyRead(id), pickProperty);
  switch (read.kind) {
    case 'loading':
      return <DetailSkeleton route="propertyProfile" />;
    case 'not-found':
      return read.status === 410 ? (
        <DetailGone route="propertyProfile" message={DETAIL_UI.states.propertyGone} similar={goneSimilar(read.body)} />
      ) : (
        <DetailNotFound route="propertyProfile" message={DETAIL_UI.states.propertyNotFound} />
      );
    case 'refused':
    case 'failed':
      return (
        <DetailLoadError route="propertyProfile" message={DETAIL_UI.states.propertyLoadFailed} onRetry={read.retry} />
      );
    case 'not-saved': {
      // Never opened here, but seen on a card: what the card says, and the enquiry still works.
      const card = (read.body as { card?: unknown } | null)?.card;
      if (isCard(card)) return <PropertyCardOnlyView card={card} />;
      return (
        <DetailLoadError route="propertyProfile" message={OFFLINE_MESSAGES.notSaved} onRetry={read.retry} offline />
      );
    }
    case 'found':
      return (
        <>
          <DetailSavedNotice savedAt={read.savedAt} />
          <PropertyDetailView property={read.data} />
        </>
      );
  }
}
