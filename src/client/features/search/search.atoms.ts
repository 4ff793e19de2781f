/**
 * The search screens' UI state: the phone's filter sheet open flag. The search itself
 * lives in the address bar, and its results in the page's API cache keyed by the search's API path
 * (use-url-search.ts): the product's shared `searchQuery` and `searchResults`, which the server fills
 * when it renders the page and which survive going to a property and back.
 */
import { atom } from '../../app/store';

/** The phone's Refine Search sheet (the product's filter modal open flag). */
export const filterModalOpenAtom = atom(false);
