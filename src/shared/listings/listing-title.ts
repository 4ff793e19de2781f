/**
 * A listing's title from its facts ('2 BHK Flat for sale in Arera Colony, Bhopal'), and what a typed
 * title says that the facts do not (another BHK count, another place). The seller's add/edit form
 * offers the one and warns about the other before the listing is sent; the title stays the seller's.
 */
import { DEAL_WORDS } from '../landing/landing-contract';
import { bhkLabel } from './format';
import { PROPERTY_TYPES, type PropertyType, RESIDENTIAL_TYPES, type TransactionType } from './vocabulary';

/** Each property type as one listing's title names it. */
export const TYPE_SINGULARS: Readonly<Record<PropertyType, string>> = {
  'Flat/Apartment': 'Flat',
  'Independent House/Villa': 'House',
  'Builder Floor': 'Builder Floor',
  Plot: 'Plot',
  Land: 'Land',
  'Office Space': 'Office Space',
  'Retail Space/Shop': 'Shop',
  Warehouse: 'Warehouse',
};

export interface TitleFacts {
  propertyType: string;
  transactionType: string;
  /** null when not given or the type has no rooms. */
  bedrooms: number | null;
  locality: string;
  subLocality?: string;
  society?: string;
  city: string;
}

const isType = (type: string): type is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(type);

/** The title the facts make, or null until the type, the locality and the city are known. */
export function suggestedTitle(facts: TitleFacts): string | null {
  const locality = facts.locality.trim();
  const city = facts.city.trim();
  if (!isType(facts.propertyType) || !locality || !city) return null;
  const deal = DEAL_WORDS[facts.transactionType === 'Rent' ? 'Rent' : ('Buy' as TransactionType)];
  const rooms =
    RESIDENTIAL_TYPES.includes(facts.propertyType) && facts.bedrooms !== null ? `${bhkLabel(facts.bedrooms)} ` : '';
  return `${rooms}${TYPE_SINGULARS[facts.propertyType]} ${deal} in ${locality}, ${city}`;
}

export const TITLE_CONFLICTS = {
  rooms: (typed: string, actual: string) => `The title says ${typed}, but the property is a ${actual}.`,
  place: (typed: string, actual: string) => `The title says in ${typed}, but the property is in ${actual}.`,
} as const;

// '2 BHK', '2bhk', '1 RK'.
const ROOMS = /\b(\d{1,2})\s*(bhk|rk)\b/i;
// A place name after 'in' ('... in Kolar Road, Bhopal'): capitalised words, so 'in good condition' is
// not a place; 'near' names a landmark, not where the property is.
const PLACE = /\bin\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)/g;
const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** What `title` says against the facts, as warnings (none when it agrees or the facts are not known yet). */
export function titleConflicts(title: string, facts: TitleFacts): string[] {
  const found: string[] = [];
  const rooms = ROOMS.exec(title);
  if (
    rooms &&
    facts.bedrooms !== null &&
    isType(facts.propertyType) &&
    RESIDENTIAL_TYPES.includes(facts.propertyType)
  ) {
    const typed = rooms[2]?.toLowerCase() === 'rk' ? '1 RK' : `${Number(rooms[1])} BHK`;
    const actual = bhkLabel(facts.bedrooms);
    if (typed !== actual) found.push(TITLE_CONFLICTS.rooms(typed, actual));
  }
  const known = [facts.locality, facts.subLocality ?? '', facts.society ?? '', facts.city].map(norm).filter(Boolean);
  if (facts.locality.trim() && facts.city.trim()) {
    for (const match of title.matchAll(PLACE)) {
      const place = (match[1] ?? '').trim();
      const said = norm(place);
      if (!said || known.some((name) => said.includes(name) || name.includes(said))) continue;
      found.push(TITLE_CONFLICTS.place(place, `${facts.locality.trim()}, ${facts.city.trim()}`));
      break;
    }
  }
  return found;
}
