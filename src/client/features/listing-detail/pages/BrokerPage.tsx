import { useParams } from 'wouter';
import { useApiRead } from '../../../lib/use-api';
import { BrokerView } from '../components/BrokerView';
import { DetailLoadError, DetailNotFound, DetailSkeleton } from '../components/DetailStates';
import { brokerRead, parseListingId, pickBroker } from '../detail.api';
import { DETAIL_UI } from '../detail.content';
import { useScrollTopOnChange } from '../use-scroll-top';

/** An agent's (or builder's) public profile (/broker/:id). */
export default function BrokerPage() {
  const id = parseListingId(useParams<{ id: string }>().id);
  useScrollTopOnChange(id);
  if (id === null) return <DetailNotFound route="broker" message={DETAIL_UI.states.noBroker} />;
  return <BrokerLoader key={id} id={id} />;
}

function BrokerLoader({ id }: { id: number }) {
  const read = useApiRead(brokerRead(id), pickBroker);
  switch (read.kind) {
    case 'loading':
      return <DetailSkeleton route="broker" gallery={false} />;
    case 'not-found':
      return <DetailNotFound route="broker" message={DETAIL_UI.states.noBroker} />;
    case 'refused':
    case 'failed':
    case 'not-saved':
      return <DetailLoadError route="broker" message={DETAIL_UI.states.brokerLoadFailed} onRetry={read.retry} />;
    case 'found':
      return <BrokerView data={read.data} />;
  }
}
