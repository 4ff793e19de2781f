/**
 * What a pin and a cluster say: the price pill's short text ("₹45 L", "₹25k/mo"), the accessible name a
 * screen reader announces (price, type, BHK, locality), and the first view of a list of cards.
 */
import { bhkLabel, formatPriceShort, formatRent } from '../../../shared/listings/format';
import type { ListingCard } from '../../../shared/listings/listing-types';
import type { MapPin } from '../../../shared/listings/map-contract';
import type { MapBox } from '../../../shared/location/map-area';

const THOUSAND = 1_000;
const LAKH = 100_000;

/** The pill's text: short enough for a dozen pills side by side on a phone. */
export function pillText(pin: Pick<MapPin, 'price' | 'transactionType'>): string {
  if (pin.transactionType !== 'Rent') return formatPriceShort(pin.price);
  if (pin.price >= LAKH) return `${formatPriceShort(pin.price)}/mo`;
  if (pin.price >= THOUSAND) return `₹${Math.round(pin.price / THOUSAND)}k/mo`;
  return `₹${Math.round(pin.price)}/mo`;
}

/** "₹45 L, 2 BHK Flat, Kolar Road": what the pill is, for people who cannot see it. */
export function pinName(pin: MapPin): string {
  const price = pin.transactionType === 'Rent' ? formatRent(pin.price) : formatPriceShort(pin.price);
  const what = pin.bedrooms !== null ? `${bhkLabel(pin.bedrooms)} ${pin.propertyType}` : pin.propertyType;
  const where = pin.approximate ? `near ${pin.locality}` : pin.locality;
  return `${price}, ${what}, ${where}`;
}

const boxOfPoints = (points: readonly { latitude: number; longitude: number }[]): MapBox | undefined =>
  points.length === 0
    ? undefined
    : {
        west: Math.min(...points.map((p) => p.longitude)),
        south: Math.min(...points.map((p) => p.latitude)),
        east: Math.max(...points.map((p) => p.longitude)),
        north: Math.max(...points.map((p) => p.latitude)),
      };

/**
 * The box a results map opens on: the searched area when there is one, else the listed cards with a point
 * in the first card's city (a search across India still opens on one city: maps are city-scale). Undefined
 * when nothing has a point, and the map has nothing to show.
 */
export function firstViewOf(searched: MapBox | undefined, cards: readonly ListingCard[]): MapBox | undefined {
  if (searched) return searched;
  const placed = cards.filter((card) => card.mapPoint);
  const city = placed[0]?.location.city;
  return boxOfPoints(placed.filter((card) => card.location.city === city).flatMap((card) => card.mapPoint ?? []));
}
