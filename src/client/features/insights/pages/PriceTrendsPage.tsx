import { PagePlaceholder } from '../../../ui/PagePlaceholder';

export default function PriceTrendsPage() {
  return (
    <PagePlaceholder routeKey="insightsPriceTrends">
      How asking prices per sq.ft move month by month in each city, from our own listings.
    </PagePlaceholder>
  );
}
