/**
 * SPEC.md section 3's shared property lists: featuredProperties and cityProperties, each with loading
 * and error flags. `key` says which request the list answers (the city), so a stale answer is never shown
 * for a newer city.
 */
import { atom } from 'jotai';
import type { ListingCard } from '../../../shared/listings/listing-types';

export interface PropertyList {
  key: string | null;
  items: ListingCard[];
  loading: boolean;
  error: string | null;
  /** Shown from what this device saved offline (epoch ms), or null for a network answer. */
  savedAt: number | null;
}

const EMPTY: PropertyList = { key: null, items: [], loading: false, error: null, savedAt: null };

export const featuredPropertiesAtom = atom<PropertyList>(EMPTY);
export const cityPropertiesAtom = atom<PropertyList>(EMPTY);
