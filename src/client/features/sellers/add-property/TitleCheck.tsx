import { suggestedTitle, type TitleFacts, titleConflicts } from '../../../../shared/listings/listing-title';
import { ADD_PROPERTY_COPY as C } from './add-property.content';
import { applicable, type ListingForm } from './listing-form';

function factsOf(form: ListingForm): TitleFacts {
  const bedrooms = form.bedrooms.trim() === '' ? Number.NaN : Number(form.bedrooms);
  return {
    propertyType: form.propertyType,
    transactionType: form.transactionType,
    bedrooms: applicable(form).rooms && Number.isInteger(bedrooms) ? bedrooms : null,
    locality: form.locality,
    subLocality: form.subLocality,
    society: form.society,
    city: form.city,
  };
}

/**
 * The title the facts make, to take with one tap, and a warning for a typed title that says another BHK
 * count or another place than the facts (listing-title.ts). Shown once the facts are known.
 */
export function TitleCheck({ form, set }: { form: ListingForm; set: (patch: Partial<ListingForm>) => void }) {
  const facts = factsOf(form);
  const suggestion = suggestedTitle(facts);
  const conflicts = titleConflicts(form.title, facts);
  if (!suggestion && conflicts.length === 0) return null;
  return (
    <div className="space-y-2">
      {conflicts.length > 0 ? (
        <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {conflicts.map((conflict) => (
            <p key={conflict}>{conflict}</p>
          ))}
        </div>
      ) : null}
      {suggestion && suggestion !== form.title.trim() ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm">
          <p className="min-w-0 flex-1 text-ink">
            <span className="text-muted">{C.suggestedTitle} </span>
            {suggestion}
          </p>
          <button type="button" className="btn-outline min-h-11 text-sm" onClick={() => set({ title: suggestion })}>
            {C.useSuggestedTitle}
          </button>
        </div>
      ) : null}
    </div>
  );
}
