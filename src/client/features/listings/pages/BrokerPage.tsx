import { useParams } from 'wouter';
import { DETAIL_UI } from '../../../../shared/listings/detail-ui';
import { BrokerView } from '../../listing-detail/components/BrokerView';
import { DetailLoadError, DetailNotFound, DetailSkeleton } from '../../listing-detail/components/DetailStates';
import { fetchBroker } from '../../listing-detail/detail.api';
import { parseListingId, useLoad } from '../../listing-detail/use-load';
import { useScrollTopOnChange } from '../../listing-detail/use-scroll-top';

/** An agent's (or builder's) public profile (/broker/:id). */
export default function BrokerPage() {
  const id = parseListingId(useParams<{ id: string }>().id);
  useScrollTopOnChange(id);
  if (id === null) return <DetailNotFound route="broker" message={DETAIL_UI.states.noBroker} />;
  return <BrokerLoader key={id} id={id} />;
}

function BrokerLoader({ id }: { id: number }) {
  const { state, retry } = useLoad(String(id), () => fetchBroker(id));
  switch (state.kind) {
    case 'loading':
      return <DetailSkeleton route="broker" gallery={false} />;
    case 'not-found':
      return <DetailNotFound route="broker" message={DETAIL_UI.states.noBroker} />;
    case 'failed':
    case 'not-saved':
      return <DetailLoadError route="broker" message={DETAIL_UI.states.brokerLoadFailed} onRetry={retry} />;
    case 'found':
      return <BrokerView data={state.data} />;
  }
}
