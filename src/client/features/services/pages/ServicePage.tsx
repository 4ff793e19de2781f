import { Suspense } from 'react';
import { type LazyPage, lazyPage } from '../../../lib/lazy-page';
import { CtaLinks } from '../../content/components/CtaLinks';
import { PageIntro } from '../../content/components/PageIntro';
import { MoreServices } from '../components/MoreServices';
import { ServiceGuideSkeleton, ServiceGuideView } from '../components/ServiceGuideView';
import { SERVICE_GUIDES, SERVICE_KEYS, SERVICE_SUMMARIES, type ServiceRouteKey } from '../services.content';

/** Each guide downloads the first time its page is shown (a failed download reaches the route's retry screen). */
const GUIDES = Object.fromEntries(
  SERVICE_KEYS.map((key) => [
    key,
    lazyPage(async () => {
      const { default: guide } = await SERVICE_GUIDES[key]();
      return { default: () => <ServiceGuideView guide={guide} /> };
    }),
  ]),
) as Record<ServiceRouteKey, LazyPage<object>>;

/** One page for all thirteen /services/* routes; `routeKey` says which service's guide it shows. */
export default function ServicePage({ routeKey }: { routeKey: ServiceRouteKey }) {
  const Guide = GUIDES[routeKey];
  return (
    <>
      <PageIntro routeKey={routeKey} eyebrow="Services" lead={SERVICE_SUMMARIES[routeKey]}>
        <CtaLinks className="mt-6" />
      </PageIntro>
      <Suspense fallback={<ServiceGuideSkeleton />}>
        <Guide />
      </Suspense>
      <MoreServices current={routeKey} />
    </>
  );
}
