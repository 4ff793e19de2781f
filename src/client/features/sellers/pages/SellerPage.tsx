import { PagePlaceholder } from '../../../ui/PagePlaceholder';
import { SELLER_SUMMARIES, type SellerRouteKey } from '../sellers.content';

/** The first version of every seller page; `routeKey` says which one. */
export default function SellerPage({ routeKey }: { routeKey: SellerRouteKey }) {
  return <PagePlaceholder routeKey={routeKey}>{SELLER_SUMMARIES[routeKey]}</PagePlaceholder>;
}
