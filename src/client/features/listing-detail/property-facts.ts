/** What the property page says about a listing, as label/value pairs, formatted the Indian way. */

import { formatDate } from '../../../shared/date-format';
import {
  bhkLabel,
  formatArea,
  formatCount,
  formatInr,
  formatPricePerSqft,
  formatPriceShort,
  formatRent,
} from '../../../shared/listings/format';
import { LISTED_FIELDS, LISTING_FIELD_LABELS, type ListedFieldName } from '../../../shared/listings/listing-fields';
import type { ListingCard, PropertyDetail } from '../../../shared/listings/listing-types';
import { reraAuthority } from '../../../shared/listings/rera';
import { RESIDENTIAL_TYPES } from '../../../shared/listings/vocabulary';
import { DETAIL_UI, describeDetail } from './detail.content';

/** A label and its value, and a link to check the value elsewhere (a RERA number on its state's portal). */
export type Fact = readonly [label: string, value: string, check?: FactCheck];
export interface FactCheck {
  href: string;
  text: string;
  label: string;
}

/** A RERA number with a link to look it up on its state's RERA portal, when we know the portal. */
export function reraFact(label: string, id: string, state: string | null): Fact {
  const authority = state ? reraAuthority(state) : undefined;
  if (!authority) return [label, id];
  return [
    label,
    id,
    {
      href: authority.portal,
      text: DETAIL_UI.reraCheck(authority.name),
      label: DETAIL_UI.reraCheckLabel(id, authority.name),
    },
  ];
}

const F = DETAIL_UI.facts;

/** The headline price: '₹45 L' for a sale, '₹25,000/month' for rent, with the full amount beside it. */
export function priceLines(p: Pick<PropertyDetail, 'price' | 'transactionType' | 'deposit' | 'pricePerSqft'>): {
  short: string;
  full: string;
  deposit: string | null;
  perSqft: string | null;
} {
  const rent = p.transactionType === 'Rent';
  return {
    short: rent ? formatRent(p.price) : formatPriceShort(p.price),
    full: rent ? `${formatInr(p.price)} ${F.perMonth}` : formatInr(p.price),
    deposit: rent && p.deposit !== null && p.deposit > 0 ? formatInr(p.deposit) : null,
    perSqft: !rent && p.pricePerSqft !== null && p.pricePerSqft > 0 ? formatPricePerSqft(p.pricePerSqft) : null,
  };
}

/** '575 sq.ft', or '1.5 acre (65,340 sq.ft)' when the listing uses another unit. */
export function areaText(area: PropertyDetail['area']): string {
  const own = formatArea(area.value, area.unit);
  return area.unit === 'sq.ft' ? own : `${own} (${formatArea(area.sqft, 'sq.ft')})`;
}

/** The facts every listing's card has, first in each grid: the price, its area and rooms. */
function priceAndSize(p: ListingCard): (Fact | null)[] {
  const residential = RESIDENTIAL_TYPES.includes(p.propertyType);
  const prices = priceLines(p);
  return [
    [p.transactionType === 'Rent' ? F.rent : F.price, prices.full],
    prices.deposit ? [F.deposit, prices.deposit] : null,
    prices.perSqft ? [F.pricePerSqft, prices.perSqft] : null,
    [F.area, areaText(p.area)],
    residential && p.bedrooms !== null ? [F.configuration, bhkLabel(p.bedrooms)] : null,
    p.bathrooms !== null ? [F.bathrooms, String(p.bathrooms)] : null,
  ];
}

const present = (facts: (Fact | null)[]): Fact[] =>
  facts.filter((fact): fact is Fact => fact !== null && fact[1] !== '');

/** The facts of the listed fields (LISTED_FIELDS) the listing has, each under its field's label. */
function listedFacts(p: PropertyDetail): (Fact | null)[] {
  return Object.entries(LISTED_FIELDS).map(([field, spec]) => {
    const value = 'fact' in spec ? (spec.fact as (listing: PropertyDetail) => string | null)(p) : null;
    return value ? [LISTING_FIELD_LABELS[field as ListedFieldName], value] : null;
  });
}

/** The key facts grid, in the order a buyer scans them; facts the listing does not have are left out. */
export function keyFacts(p: PropertyDetail): Fact[] {
  const facts: (Fact | null)[] = [
    ...priceAndSize(p),
    ...listedFacts(p),
    [F.propertyType, p.propertyType],
    [F.transaction, DETAIL_UI.transaction[p.transactionType]],
    p.reraId ? reraFact(F.rera, p.reraId, p.location.state) : null,
    p.publishedAt && formatDate(p.publishedAt) ? [F.posted, formatDate(p.publishedAt)] : null,
    [F.views, formatCount(p.views)],
  ];
  return present(facts);
}

/** What a card says of a listing (all the device has of one known only from a card), as key facts. */
export function cardFacts(p: ListingCard): Fact[] {
  return present([
    ...priceAndSize(p),
    p.furnishing ? [F.furnishing, p.furnishing] : null,
    [F.possession, p.possession],
    [F.propertyType, p.propertyType],
    [F.transaction, DETAIL_UI.transaction[p.transactionType]],
  ]);
}

/**
 * The type-specific details (`details`) with readable labels; unknown keys get a label from their name.
 * A carpet area there (older listings kept it so) gives way to the listing's own, among the key facts.
 */
export function typeDetails(details: PropertyDetail['details'], carpetArea: number | null = null): Fact[] {
  return Object.entries(details)
    .filter(([key]) => carpetArea === null || key !== 'carpetAreaSqft')
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value) && value !== '')
    .map(([key, value]) => describeDetail(key, value));
}
