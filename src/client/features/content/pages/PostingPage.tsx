import { Link } from 'wouter';
import type { RouteKey } from '../../../../shared/routes';
import { PATHS } from '../../../../shared/routes';
import { PagePlaceholder } from '../../../ui/PagePlaceholder';

export type PostingRouteKey = Extract<RouteKey, `post${string}`>;

const SUMMARIES: Record<PostingRouteKey, string> = {
  postProperty:
    'Post your land, plot, office, shop or flat for free: sign in as a seller, add the details and photos, and an admin checks it before it goes live.',
  postProject:
    'Builders list a project with its unit configurations, price ranges, RERA number and possession dates from the seller area.',
  postAProperty: 'Owners, agents and builders post a property from the seller area; posting is free up to a quota.',
};

/** The public entry points to posting: they explain the steps and lead to the seller login. */
export default function PostingPage({ routeKey }: { routeKey: PostingRouteKey }) {
  return (
    <>
      <PagePlaceholder routeKey={routeKey}>{SUMMARIES[routeKey]}</PagePlaceholder>
      <div className="container-page -mt-6 pb-16">
        <Link href={PATHS.sellerLogin} className="btn-solid">
          Continue to seller login
        </Link>
      </div>
    </>
  );
}
