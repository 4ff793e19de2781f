/**
 * India's 28 states and 8 union territories, A to Z, as the product writes them: the list a seller picks
 * their business address's state from, and the list the server checks it against (seller-profile-contract.ts).
 */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** Why a state was refused: it is not one of INDIAN_STATES. */
export const indianStateMessage = (label: string) =>
  `${label} must be one of India's states or union territories in the list`;

const KNOWN: ReadonlySet<string> = new Set(INDIAN_STATES);
export const isIndianState = (name: string): boolean => KNOWN.has(name);
