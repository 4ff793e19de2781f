import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** Terms and conditions. */
export default function TermsPage() {
  return (
    <PagePlaceholder routeKey="terms">
      The terms that apply when you browse, enquire about or post a property on Property Creator.
    </PagePlaceholder>
  );
}
