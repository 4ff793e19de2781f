import { useMemo } from 'react';
import { DETAIL_FRAME_CLASS } from '../../../../shared/listings/gallery-photo';
import type { ListingCard } from '../../../../shared/listings/listing-types';
import { OFFLINE_MESSAGES } from '../../../../shared/offline/offline-contract';
import { ROUTES } from '../../../../shared/route-titles';
import { usePageHead } from '../../../lib/use-document-title';
import { CompareButton } from '../../compare/CompareButton';
import { EnquiryForm } from '../../enquiries/EnquiryForm';
import { ShortlistButton } from '../../shortlist/ShortlistButton';
import { DETAIL_UI } from '../detail.content';
import { listingCrumbs, propertyPath } from '../listing-structured-data';
import { cardFacts, priceLines } from '../property-facts';
import { useSellerContact } from '../use-seller-contact';
import { Tag, VerifiedBadge } from './Badges';
import { DetailTitle } from './DetailLayout';
import { PhotoGallery } from './PhotoGallery';
import { PriceHeadline } from './PriceHeadline';
import { DetailSection, FactGrid } from './Sections';

/**
 * Offline, a property whose page was never opened on this device but whose card was seen (in a saved
 * city or a list browsed): the card's facts, a plain "Full details aren't saved on this device", and what
 * still works offline: the shortlist, compare and the enquiry form (queued until the network is back).
 */
export function PropertyCardOnlyView({ card }: { card: ListingCard }) {
  usePageHead({ title: card.title || ROUTES.propertyProfile.title, noindex: true });
  const target = useMemo(() => ({ kind: 'property' as const, id: card.id }), [card.id]);
  const { view, reveal, recheck } = useSellerContact(target);
  const prices = priceLines(card);
  const path = propertyPath(card.id);
  return (
    <div className={DETAIL_FRAME_CLASS.page}>
      <div className={DETAIL_FRAME_CLASS.grid}>
        <div className={DETAIL_FRAME_CLASS.column}>
          <PhotoGallery photos={card.coverPhoto ? [card.coverPhoto] : []} title={card.title} />
          <div className="space-y-6 px-4 sm:px-0">
            <header className="space-y-3">
              <DetailTitle crumbs={listingCrumbs(card.location, card.title, path)} status="active" title={card.title} />
              <p className="text-muted">{[card.location.locality, card.location.city].join(', ')}</p>
              <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
                {OFFLINE_MESSAGES.detailsNotSaved}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Tag tone="brand">{card.postedBy}</Tag>
                {card.verified && <VerifiedBadge />}
              </div>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <PriceHeadline prices={prices} />
                <div className="flex flex-wrap gap-2">
                  <ShortlistButton kind="property" id={card.id} card={card} className="relative" />
                  <CompareButton id={card.id} />
                </div>
              </div>
            </header>
            <DetailSection id="facts-heading" title={DETAIL_UI.facts.heading}>
              <FactGrid facts={cardFacts(card)} />
            </DetailSection>
          </div>
        </div>
        <aside className="space-y-4 px-4 sm:px-0">
          <EnquiryForm
            target={target}
            view={view}
            // Whose listing it is is not on the card; the server refuses an enquiry to oneself.
            own={false}
            focusRequest={0}
            lockedHint={false}
            onSent={(receipt) => (receipt?.seller ? reveal(receipt.seller) : recheck())}
            onAlreadySent={recheck}
          />
        </aside>
      </div>
    </div>
  );
}
