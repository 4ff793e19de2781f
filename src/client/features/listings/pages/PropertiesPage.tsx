import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** All listings, with filters. */
export default function PropertiesPage() {
  return (
    <PagePlaceholder routeKey="properties">
      Browse every verified listing across India, newest first, and narrow it down by city, budget, property type and
      who posted it.
    </PagePlaceholder>
  );
}
