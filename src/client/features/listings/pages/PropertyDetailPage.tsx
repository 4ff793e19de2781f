import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** One property's details and enquiry form. */
export default function PropertyDetailPage() {
  return (
    <PagePlaceholder routeKey="propertyProfile">
      See one property’s photos, price, area, amenities, RERA number and location, and send the seller an enquiry
      without sharing your number with everyone.
    </PagePlaceholder>
  );
}
