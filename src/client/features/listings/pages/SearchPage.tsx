import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** The search form with city and locality suggestions. */
export default function SearchPage() {
  return (
    <PagePlaceholder routeKey="search">
      Search by city, locality or a plain phrase such as “2 BHK in Indore under 50 lakh”, with suggestions that forgive
      typos.
    </PagePlaceholder>
  );
}
