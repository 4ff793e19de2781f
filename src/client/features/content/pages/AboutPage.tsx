import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** About the company. */
export default function AboutPage() {
  return (
    <PagePlaceholder routeKey="about">
      Who we are: a Bhopal company building a property portal without fake listings, spam calls or heavy apps.
    </PagePlaceholder>
  );
}
