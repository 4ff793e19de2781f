/**
 * The values of a building's parking and a rental's preferred tenants. Kept apart from vocabulary.ts,
 * which every page (the home page too) loads: only the seller's form, the property page and the server
 * need these.
 */
/** Whom a rental's owner would let to: any of these, or anyone when none is chosen. */
export const TENANT_PREFERENCES = ['Family', 'Bachelors', 'Company'] as const;
export type TenantPreference = (typeof TENANT_PREFERENCES)[number];

/** A building's parking: under a roof, in the open, or none. */
export const PARKING = ['Covered', 'Open', 'None'] as const;
export type Parking = (typeof PARKING)[number];
