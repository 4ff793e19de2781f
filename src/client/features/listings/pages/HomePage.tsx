import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** The home page: search box, featured listings and the visitor's city. */
export default function HomePage() {
  return (
    <PagePlaceholder routeKey="home">
      Search land, plots, offices, shops and flats in your city, see featured listings near you and pick up where you
      left off, even without a connection.
    </PagePlaceholder>
  );
}
