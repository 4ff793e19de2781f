/**
 * Addresses as people read them. Sellers often type the city and state into their address as well, and
 * the city and state are also kept on their own; composing the two naively names each place twice
 * ("Arera Colony, Bhopal, Madhya Pradesh, Bhopal, Madhya Pradesh"). These name every place once.
 */

type Part = string | null | undefined;

const key = (part: string) => part.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

const partsOf = (text: Part): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** The address, then each of `places` (locality, city, state) it does not already name; no part twice. */
export function addressLine(address: Part, ...places: Part[]): string {
  const seen = new Set<string>();
  const line: string[] = [];
  for (const part of [...partsOf(address), ...places.flatMap(partsOf)]) {
    if (seen.has(key(part))) continue;
    seen.add(key(part));
    line.push(part);
  }
  return line.join(', ');
}

/**
 * What the address says beyond `places` (shown next to them on their own): its other parts, once each;
 * empty when it names nothing else.
 */
export function streetOf(address: Part, ...places: Part[]): string {
  const named = new Set(places.flatMap(partsOf).map(key));
  return addressLine(
    partsOf(address)
      .filter((part) => !named.has(key(part)))
      .join(', '),
  );
}
