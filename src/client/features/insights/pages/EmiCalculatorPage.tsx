import { PagePlaceholder } from '../../../ui/PagePlaceholder';

export default function EmiCalculatorPage() {
  return (
    <PagePlaceholder routeKey="insightsEmiCalculator">
      Work out the monthly instalment of a home loan and what it costs over its life.
    </PagePlaceholder>
  );
}
