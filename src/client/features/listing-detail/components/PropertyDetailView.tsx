import { Link } from 'wouter';
import {
  confirmedTone,
  daysSince,
  FRESHNESS_MESSAGES,
  STILL_AVAILABLE_ID,
} from '../../../../shared/listings/freshness';
import type { ListingCard, PropertyDetail } from '../../../../shared/listings/listing-types';
import { postedByFor } from '../../../../shared/listings/vocabulary';
import { brokerPath, PATHS } from '../../../../shared/routes';
import { useApiRead } from '../../../lib/use-api';
import { usePageHead } from '../../../lib/use-document-title';
import { CompareButton } from '../../compare/CompareButton';
import { emiCalculatorHref } from '../../insights/insights.content';
import { ReportButton } from '../../reports/ReportButton';
import { LocalityRating } from '../../reviews/components/LocalityRating';
import { ShortlistButton } from '../../shortlist/ShortlistButton';
import { useRecordRecentlyViewed } from '../../shortlist/use-record-recently-viewed';
import { pickCards, similarRead } from '../detail.api';
import { DETAIL_UI } from '../detail.content';
import { propertyHead } from '../detail-head';
import { listingCrumbs, propertyPath } from '../listing-structured-data';
import { keyFacts, priceLines, typeDetails } from '../property-facts';
import { useSignedInUser } from '../use-signed-in-user';
import { Tag, VerifiedBadge } from './Badges';
import { useContactPanel } from './ContactPanel';
import { CalculatorIcon } from './DetailIcons';
import { ClosingSections, DetailLayout, DetailTitle } from './DetailLayout';
import { PriceHeadline } from './PriceHeadline';
import { DetailSection, FactGrid } from './Sections';
import { ShareButton } from './ShareButton';

const NONE: readonly ListingCard[] = [];

/** On an expired listing, which only its owner and admins can open: the owner's way to renew it. */
function ExpiredOwnerOffer({ property }: { property: PropertyDetail }) {
  const user = useSignedInUser();
  if (property.status !== 'expired' || user?.id !== property.seller.id) return null;
  return (
    <Link href={`${PATHS.sellerDashboard}#${STILL_AVAILABLE_ID}`} className="btn-solid self-start">
      {DETAIL_UI.renewExpired}
    </Link>
  );
}

/** Active listings like this one (none for a listing the public cannot see): a bonus, never an error. */
function useSimilar(p: PropertyDetail): readonly ListingCard[] {
  const read = useApiRead(p.status === 'active' ? similarRead(p.id) : null, pickCards);
  return read.kind === 'found' ? read.data : NONE;
}

/** One property: photos, price, facts, details, description, amenities, location, the seller, similar listings. */
export function PropertyDetailView({ property: p }: { property: PropertyDetail }) {
  useRecordRecentlyViewed('property', p);
  usePageHead(propertyHead(p));
  const path = propertyPath(p.id);
  const prices = priceLines(p);
  const similar = useSimilar(p);
  const seller = p.seller;
  const sellerKind = postedByFor(seller.sellerType);
  const contact = useContactPanel(
    'property',
    p.id,
    {
      id: seller.id,
      heading: DETAIL_UI.seller.heading,
      name: seller.name,
      kind: sellerKind,
      companyName: seller.companyName,
      verified: seller.verified,
      sellerType: seller.sellerType,
      verifiedAt: seller.verifiedAt,
      photo: seller.photo,
      profileHref: seller.sellerType === 'Individual' ? null : brokerPath(seller.id),
    },
    { title: p.title, path },
  );
  const details = typeDetails(p.details, p.carpetArea ?? null);
  const place = [p.society, p.subLocality, p.location.locality, p.location.city].filter(Boolean).join(', ');

  return (
    <DetailLayout
      photos={p.photos}
      photoWidths={p.photoWidths}
      title={p.title}
      contact={contact}
      more={{ id: 'similar-heading', title: DETAIL_UI.similarHeading, listings: similar }}
    >
      <header className="space-y-3">
        <DetailTitle crumbs={listingCrumbs(p.location, p.title, path)} status={p.status} title={p.title} />
        <p className="text-muted">{place}</p>
        <ExpiredOwnerOffer property={p} />
        <LocalityRating city={p.location.city} locality={p.location.locality} />
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone="brand">{p.postedBy}</Tag>
          {p.verified && <VerifiedBadge />}
          {p.featured && <Tag tone="accent">{DETAIL_UI.tags.featured}</Tag>}
          {p.possession === 'Ready to Move' && <Tag>{p.possession}</Tag>}
          {p.reraId && <Tag>{DETAIL_UI.tags.rera}</Tag>}
          <span className={`text-sm font-medium ${confirmedTone(daysSince(p.confirmedAt, new Date()))}`}>
            {FRESHNESS_MESSAGES.confirmedAgo(daysSince(p.confirmedAt, new Date()))}
          </span>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PriceHeadline prices={prices}>
            {prices.deposit && ` · ${DETAIL_UI.facts.deposit} ${prices.deposit}`}
            {' · '}
            <span className="font-semibold text-ink">
              {p.priceNegotiable ? DETAIL_UI.facts.negotiable : DETAIL_UI.facts.fixed}
            </span>
          </PriceHeadline>
          <div className="flex flex-wrap gap-2">
            <ShareButton title={p.title} path={path} />
            <ShortlistButton kind="property" id={p.id} card={p} className="relative" />
            {p.status === 'active' && <CompareButton id={p.id} />}
            {p.transactionType === 'Buy' && (
              <Link href={emiCalculatorHref(p.price)} className="btn-ghost">
                <CalculatorIcon className="h-4 w-4" />
                {DETAIL_UI.estimateEmi}
              </Link>
            )}
          </div>
        </div>
        {p.project && (
          <p className="text-sm">
            {DETAIL_UI.facts.project}:{' '}
            <Link href={`${PATHS.projectProfile}?id=${p.project.id}`} className="text-link font-semibold">
              {p.project.name}
            </Link>
          </p>
        )}
      </header>

      <DetailSection id="facts-heading" title={DETAIL_UI.facts.heading}>
        <FactGrid facts={keyFacts(p)} />
      </DetailSection>

      {details.length > 0 && (
        <DetailSection id="details-heading" title={DETAIL_UI.detailsHeading}>
          <FactGrid facts={details} />
        </DetailSection>
      )}

      <ClosingSections
        descriptionTitle={DETAIL_UI.descriptionHeading}
        description={p.description}
        amenities={p.amenities}
        place={{
          society: p.society,
          subLocality: p.subLocality,
          ...p.location,
          coordinates: p.coordinates,
          approximate: p.mapPoint?.approximate === true,
        }}
      />
      {p.status === 'active' && <ReportButton kind="property" id={p.id} ownerId={seller.id} />}
    </DetailLayout>
  );
}
