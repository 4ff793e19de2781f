/**
 * How the seller forms label their fields, for the contracts' messages: a refusal names the field as
 * the person sees it ('Price must be a whole number of rupees…'), never as the API spells it. Prices
 * drop the form's '(₹)': the message names the rupees itself. The names are the listing fields' own.
 */
import { LISTING_FIELD_LABELS } from '../listings/listing-fields';

export const LISTING_LABELS = {
  ...LISTING_FIELD_LABELS,
  ageYears: `${LISTING_FIELD_LABELS.ageYears} (years)`,
} as const;

export const PROJECT_LABELS = {
  name: 'Project name',
  projectType: 'Project type',
  address: 'Address',
  totalUnits: 'Total units',
  availableUnits: 'Units available',
  unitConfigurations: 'Unit configurations',
  configuration: (n: number) => `Configuration ${n}`,
  label: 'name',
  bedrooms: 'bedrooms (BHK)',
  minAreaSqft: 'smallest size (sq.ft)',
  maxAreaSqft: 'largest size (sq.ft)',
  minPrice: 'lowest price',
  maxPrice: 'highest price',
  launchDate: 'Launch date',
  completionDate: 'Completion date',
  upcoming: 'Upcoming',
} as const;

export const PROFILE_LABELS = {
  sellerType: 'I am',
  companyName: 'Company name',
  address: 'Address',
  city: 'City',
  state: 'State',
  about: 'About you',
  experienceYears: 'Years of experience',
  reraAgentNumber: 'RERA agent number',
  photo: 'Photo',
} as const;
