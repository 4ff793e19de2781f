import { formatDate } from '../../../../shared/date-format';
import type { AreaUnit } from '../../../../shared/listings/area-units';
import { formatArea, formatPriceShort } from '../../../../shared/listings/format';
import { LISTING_FIELD_LABELS as NAMES } from '../../../../shared/listings/listing-fields';
import {
  ADD_PROPERTY_STEP_TITLES,
  type AddPropertyStep,
  ADD_PROPERTY_COPY as C,
  LISTING_FIELD_LABELS as L,
} from './add-property.content';
import { applicable, type ListingForm } from './listing-form';
import { TitleCheck } from './TitleCheck';
import type { PhotoItem } from './use-photo-uploads';

type Row = [label: string, value: string];

const money = (typed: string) => (typed.trim() === '' ? '' : formatPriceShort(Number(typed)));
// The site's one area format ('1,050 sq.ft'), as on the property page and the cards.
const area = (typed: string, unit: string) =>
  typed.trim() === '' ? '' : formatArea(Number(typed), unit as AreaUnit) || `${typed} ${unit}`;

/** What each step holds, as rows of label and value; only the fields that apply. */
function sections(form: ListingForm): [AddPropertyStep, Row[]][] {
  const on = applicable(form);
  const rows = (...list: (Row | false)[]) => list.filter((row): row is Row => row !== false);
  return [
    [
      'basics',
      rows(
        [L.title, form.title],
        [L.description, form.description],
        [L.propertyType, form.propertyType],
        [L.transactionType, form.transactionType === 'Rent' ? C.rent : C.buy],
      ),
    ],
    [
      'details',
      rows(
        on.carpet && [L.carpetArea, area(form.carpetArea, form.areaUnit)],
        [on.carpet ? NAMES.superArea : L['area.value'], area(form.areaValue, form.areaUnit)],
        on.carpet && [L.parking, on.parkingSpaces ? `${form.parking}, ${form.parkingSpaces}` : form.parking],
        on.rooms && [L.bedrooms, form.bedrooms],
        on.rooms && [L.bathrooms, form.bathrooms],
        on.rooms && [L.balconies, form.balconies],
        on.building && [L.furnishing, form.furnishing],
        on.building && [L.floor, form.floor && form.totalFloors ? `${form.floor} of ${form.totalFloors}` : form.floor],
        [L.facing, form.facing],
        [L.possession, form.possession],
        on.possessionDate && [L.possessionDate, form.possessionDate],
        on.ageYears && [L.ageYears, form.ageYears],
        [L.reraId, form.reraId],
      ),
    ],
    [
      'location',
      rows(
        [L['location.state'], form.state],
        [L['location.city'], form.city],
        [L['location.locality'], form.locality],
        [L['location.subLocality'], form.subLocality],
        [L['location.society'], form.society],
      ),
    ],
    ['amenities', rows([L.amenities, form.amenities.join(', ')])],
    [
      'price',
      rows(
        [on.deposit ? C.pricePerMonth : L.price, money(form.price)],
        on.deposit && [L.deposit, money(form.deposit)],
        on.deposit && [L.tenantPreferences, form.tenantPreferences.join(', ') || C.anyTenant],
        on.deposit && [L.petsAllowed, form.petsAllowed === '' ? '' : form.petsAllowed === 'yes' ? C.yes : C.no],
        on.deposit && [L.availableFrom, form.availableFrom ? formatDate(form.availableFrom) : ''],
        [L.priceNegotiable, form.priceNegotiable ? C.yes : C.no],
      ),
    ],
  ];
}

/** The photos as buyers will see them, small and in order (the first is the cover). */
function ReviewPhotos({ photos, goTo }: { photos: PhotoItem[]; goTo: (step: AddPropertyStep) => void }) {
  const title = ADD_PROPERTY_STEP_TITLES.photos;
  const shown = photos.filter((photo) => photo.status === 'done' && photo.url);
  return (
    <section aria-label={title} className="rounded-lg border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{title}</h3>
        <button
          type="button"
          className="btn-ghost min-h-11 text-sm"
          aria-label={`${C.edit} ${title}`}
          onClick={() => goTo('photos')}
        >
          {C.edit}
        </button>
      </div>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-ink">{C.noPhotos}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {shown.map((photo, index) => (
            <li key={photo.key} className="relative">
              <img
                src={photo.url}
                alt={C.photoAlt(index + 1)}
                width={96}
                height={72}
                loading="lazy"
                className="h-18 w-24 rounded object-cover"
              />
              {index === 0 ? (
                <span className="absolute bottom-1 left-1 rounded bg-night/75 px-1 text-xs font-semibold text-white">
                  {C.cover}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Everything the seller entered, each section with a button back to its step. */
export function StepReview({
  form,
  photos,
  goTo,
  set,
}: {
  form: ListingForm;
  photos: PhotoItem[];
  goTo: (step: AddPropertyStep) => void;
  set: (patch: Partial<ListingForm>) => void;
}) {
  return (
    <div className="space-y-4">
      <TitleCheck form={form} set={set} />
      {sections(form).map(([step, rows]) => (
        <section key={step} aria-label={ADD_PROPERTY_STEP_TITLES[step]} className="rounded-lg border border-line p-3">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold text-ink">{ADD_PROPERTY_STEP_TITLES[step]}</h3>
            <button
              type="button"
              className="btn-ghost min-h-11 text-sm"
              aria-label={`${C.edit} ${ADD_PROPERTY_STEP_TITLES[step]}`}
              onClick={() => goTo(step)}
            >
              {C.edit}
            </button>
          </div>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="mb-1 break-words text-ink sm:mb-0">{value.trim() ? value : C.none}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <ReviewPhotos photos={photos} goTo={goTo} />
    </div>
  );
}
