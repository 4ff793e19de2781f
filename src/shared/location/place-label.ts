/**
 * A city and its state as people write them. Delhi is a union territory of one city, and the market
 * around it is known as Delhi NCR: "Delhi, Delhi" reads as "Delhi NCR". Only the words shown change;
 * the stored city and state, and the addresses built from them (/in/delhi), stay 'Delhi'.
 */

export const DELHI_NCR = 'Delhi NCR';

/** "Ujjain, Madhya Pradesh"; "Delhi NCR"; a city that is its own state once ("Chandigarh"). */
export function cityAndState(city: string, state: string | null | undefined): string {
  if (city === 'Delhi' && (!state || state === 'Delhi')) return DELHI_NCR;
  if (!state || state === city) return city;
  return `${city}, ${state}`;
}
