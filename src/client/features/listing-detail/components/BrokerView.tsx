import { formatDate } from '../../../../shared/date-format';
import { formatCount } from '../../../../shared/listings/format';
import { postedByFor } from '../../../../shared/listings/vocabulary';
import { cityAndState } from '../../../../shared/location/place-label';
import { mediaUrl } from '../../../../shared/media';
import { brokerPath } from '../../../../shared/routes';
import { usePageHead } from '../../../lib/use-document-title';
import type { BrokerPageData } from '../detail.api';
import { DETAIL_UI } from '../detail.content';
import { brokerHead } from '../detail-head';
import { brokerCrumbs } from '../listing-structured-data';
import { type Fact, reraFact } from '../property-facts';
import { Avatar, Tag, VerifiedBadge } from './Badges';
import { ListingGrid } from './ListingGrid';
import { ProjectGrid } from './ProjectGrid';
import { Breadcrumb, Description, DetailSection, FactGrid } from './Sections';
import { ShareButton } from './ShareButton';

const B = DETAIL_UI.broker;

/** An agent's (or builder's) public profile: who they are, whether we checked them, and their listings. */
export function BrokerView({ data: { broker, properties, projects } }: { data: BrokerPageData }) {
  usePageHead(brokerHead(broker));
  const kind = postedByFor(broker.sellerType);
  const where = broker.city ? cityAndState(broker.city, broker.state) : (broker.state ?? '');
  const facts: (Fact | null)[] = [
    broker.experienceYears !== null ? [B.experience, B.experienceYears(broker.experienceYears)] : null,
    broker.reraAgentNumber ? reraFact(B.rera, broker.reraAgentNumber, broker.state) : null,
    where ? [B.city, where] : null,
    formatDate(broker.memberSince) ? [B.memberSince, formatDate(broker.memberSince)] : null,
    [B.activeListings, formatCount(broker.activeListings)],
  ];

  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <Breadcrumb crumbs={brokerCrumbs(broker)} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <Avatar
            name={broker.name}
            photoUrl={broker.photo ? mediaUrl(broker.photo, 320) : null}
            size="h-20 w-20 text-2xl sm:h-24 sm:w-24 sm:text-3xl"
          />
          <div className="min-w-0 space-y-1">
            <h1 className="break-words text-2xl font-bold leading-tight tracking-tight text-ink sm:text-3xl">
              {broker.name}
            </h1>
            {broker.companyName && <p className="break-words font-medium text-ink">{broker.companyName}</p>}
            <div className="flex flex-wrap items-center gap-2">
              <Tag tone="brand">{kind}</Tag>
              {broker.verified && (
                <VerifiedBadge verification={{ sellerType: broker.sellerType, verifiedAt: broker.verifiedAt }} />
              )}
            </div>
          </div>
        </div>
        <ShareButton
          title={broker.name}
          path={brokerPath(broker.id)}
          className="btn-outline self-start sm:self-center"
        />
      </header>

      <div className="card">
        <FactGrid facts={facts.filter((fact): fact is Fact => fact !== null)} />
      </div>

      {broker.about?.trim() && (
        <DetailSection id="about-heading" title={B.about(broker.name)}>
          <Description text={broker.about} />
        </DetailSection>
      )}

      <ProjectGrid id="broker-projects-heading" title={DETAIL_UI.brokerProjectsHeading} projects={projects} />

      <ListingGrid
        id="broker-listings-heading"
        title={DETAIL_UI.brokerListingsHeading}
        listings={properties}
        empty={DETAIL_UI.noListings}
      />
    </div>
  );
}
