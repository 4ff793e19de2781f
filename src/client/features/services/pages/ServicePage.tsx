import { Suspense } from 'react';
import { CtaLinks } from '../../content/components/CtaLinks';
import { PageIntro } from '../../content/components/PageIntro';
import { MoreServices } from '../components/MoreServices';
import { ServiceGuideSkeleton, ServiceGuideView } from '../components/ServiceGuideView';
import { SERVICE_SUMMARIES, type ServiceRouteKey } from '../services.content';

/** One page for all thirteen /services/* routes; `routeKey` says which service's guide it shows. */
export default function ServicePage({ routeKey }: { routeKey: ServiceRouteKey }) {
  return (
    <>
      <PageIntro routeKey={routeKey} eyebrow="Services" lead={SERVICE_SUMMARIES[routeKey]}>
        <CtaLinks className="mt-6" />
      </PageIntro>
      <Suspense fallback={<ServiceGuideSkeleton />}>
        <ServiceGuideView key={routeKey} routeKey={routeKey} />
      </Suspense>
      <MoreServices current={routeKey} />
    </>
  );
}
