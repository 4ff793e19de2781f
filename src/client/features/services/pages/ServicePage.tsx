import { PagePlaceholder } from '../../../ui/PagePlaceholder';
import { SERVICE_SUMMARIES, type ServiceRouteKey } from '../services.content';

/** One page for all thirteen /services/* routes; `routeKey` says which service. */
export default function ServicePage({ routeKey }: { routeKey: ServiceRouteKey }) {
  return <PagePlaceholder routeKey={routeKey}>{SERVICE_SUMMARIES[routeKey]}</PagePlaceholder>;
}
