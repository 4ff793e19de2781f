import type { ReactNode } from 'react';
import { DETAIL_FRAME_CLASS } from '../../../../shared/listings/gallery-photo';
import type { ListingCard } from '../../../../shared/listings/listing-types';
import { CompareTray } from '../../compare/CompareTray';
import { DETAIL_UI } from '../detail.content';
import type { ListingCrumb } from '../listing-structured-data';
import type { useContactPanel } from './ContactPanel';
import { ListingGrid } from './ListingGrid';
import { LocationCard, type Place } from './LocationCard';
import { PhotoGallery } from './PhotoGallery';
import { AmenityList, Breadcrumb, Description, DetailSection, StatusNotice } from './Sections';

/**
 * The frame of the property and project pages: photos and the page's own sections on the left, the
 * seller's card and enquiry form beside them, more listings underneath, then the compare tray (once a
 * property is chosen) and, on phones, the action bar.
 */
export function DetailLayout({
  photos,
  photoWidths,
  title,
  contact,
  more,
  children,
}: {
  photos: readonly string[];
  /** Each photo's largest stored width (absent in answers saved before the API gave it). */
  photoWidths?: readonly number[] | undefined;
  title: string;
  contact: ReturnType<typeof useContactPanel>;
  /** Listings shown under the page (similar, in this project); nothing when there are none. */
  more: { id: string; title: string; listings: readonly ListingCard[] };
  children: ReactNode;
}) {
  return (
    <div>
      <div className={DETAIL_FRAME_CLASS.page}>
        <div className={DETAIL_FRAME_CLASS.grid}>
          <div className={DETAIL_FRAME_CLASS.column}>
            <PhotoGallery photos={photos} photoWidths={photoWidths} title={title} />
            <div className="space-y-6 px-4 sm:px-0">{children}</div>
          </div>
          {/* Beside the page on a desktop it stays in view under the fixed header while the page scrolls,
              and scrolls itself when it is taller than the window (an open enquiry form). */}
          <aside className={DETAIL_FRAME_CLASS.contact}>
            {contact.card}
            {contact.form}
          </aside>
        </div>
        {more.listings.length > 0 && (
          <div className="mt-10 px-4 sm:px-0">
            <ListingGrid id={more.id} title={more.title} listings={more.listings} />
          </div>
        )}
      </div>
      {/* One block held at the bottom: the compare tray above the phone's Call and Enquire, never over them. */}
      <div className="sticky bottom-0 z-20">
        <CompareTray docked />
        {contact.bar}
      </div>
    </div>
  );
}

/** The top of the page's header: the way back to the city and locality, a notice when it is not public, the h1. */
export function DetailTitle({
  crumbs,
  status,
  title,
}: {
  crumbs: readonly ListingCrumb[];
  status: string;
  title: string;
}) {
  return (
    <>
      <Breadcrumb crumbs={crumbs} />
      <StatusNotice status={status} />
      <h1 className="break-words text-2xl font-bold leading-tight tracking-tight text-ink sm:text-3xl">{title}</h1>
    </>
  );
}

/** The last sections of both pages: the description (when there is one), amenities (when any), location. */
export function ClosingSections({
  descriptionTitle,
  description,
  amenities,
  place,
}: {
  descriptionTitle: string;
  description: string;
  amenities: readonly string[];
  place: Place;
}) {
  return (
    <>
      {description.trim() && (
        <DetailSection id="description-heading" title={descriptionTitle}>
          <Description text={description} />
        </DetailSection>
      )}

      {amenities.length > 0 && (
        <DetailSection id="amenities-heading" title={DETAIL_UI.amenitiesHeading}>
          <AmenityList amenities={amenities} />
        </DetailSection>
      )}

      <DetailSection id="location-heading" title={DETAIL_UI.locationHeading}>
        <LocationCard place={place} />
      </DetailSection>
    </>
  );
}
