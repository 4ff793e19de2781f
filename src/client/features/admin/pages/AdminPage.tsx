import { PagePlaceholder } from '../../../ui/PagePlaceholder';
import { ADMIN_SUMMARIES, type AdminRouteKey } from '../admin.content';

/** The first version of every admin page; `routeKey` says which one. */
export default function AdminPage({ routeKey }: { routeKey: AdminRouteKey }) {
  return <PagePlaceholder routeKey={routeKey}>{ADMIN_SUMMARIES[routeKey]}</PagePlaceholder>;
}
