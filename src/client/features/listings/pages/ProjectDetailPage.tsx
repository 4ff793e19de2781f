import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** One builder project's details. */
export default function ProjectDetailPage() {
  return (
    <PagePlaceholder routeKey="projectProfile">
      See a builder’s project: unit configurations with price ranges, possession dates, RERA number, amenities and
      location.
    </PagePlaceholder>
  );
}
