/**
 * A city and its state as people write them. Delhi is a union territory of one city, and the market
 * around it is known as Delhi NCR: "Delhi, Delhi" reads as "Delhi NCR". Only the words shown change;
 * the stored city and state, and the addresses built from them (/in/delhi), stay 'Delhi'.
 */

export const DELHI_NCR = 'Delhi NCR';

/** "Ujjain, Madhya Pradesh"; "Delhi NCR"; the city alone without a state. */
export function cityAndState(city: string, state: string | null | undefined): string {
  if (city === 'Delhi' && (!state || state === 'Delhi')) return DELHI_NCR;
  return state ? `${city}, ${state}` : city;
}

/** The state written beside a city that is already named ("Flats in Delhi · Delhi NCR"). */
export const stateBesideCity = (city: string, state: string): string =>
  city === 'Delhi' && state === 'Delhi' ? DELHI_NCR : state;
