import { PagePlaceholder } from '../../../ui/PagePlaceholder';

export default function LocalitiesPage() {
  return (
    <PagePlaceholder routeKey="insightsLocalities">
      Median prices, listings and the property mix of each locality of a city, from our own listings.
    </PagePlaceholder>
  );
}
