import type { ListingErrors, ListingForm } from './listing-form';

/** What every form step gets: the form, its errors by field path, and a way to change fields. */
export interface StepProps {
  form: ListingForm;
  errors: ListingErrors;
  set: (patch: Partial<ListingForm>) => void;
}
