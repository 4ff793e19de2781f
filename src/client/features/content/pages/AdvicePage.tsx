import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** Real estate advice articles. */
export default function AdvicePage() {
  return (
    <PagePlaceholder routeKey="realEstateAdvice">
      Plain-language guides on buying, selling and renting in India: stamp duty, home loans, RERA and paperwork.
    </PagePlaceholder>
  );
}
