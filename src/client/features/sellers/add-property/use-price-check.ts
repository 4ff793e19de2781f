/**
 * The city's median price per sq.ft for the listing's type (from the public price trends, sales only:
 * a monthly rent is not comparable per sq.ft), and a warning when the typed price is far from it. Only
 * a warning: the server accepts the price, and an admin sees the same comparison on review.
 */

import { type AreaUnit, toSqft } from '../../../../shared/listings/area-units';
import { formatInr } from '../../../../shared/listings/format';
import { farFromMedian } from '../../../../shared/listings/price-ranges';
import { listedCity } from '../../../../shared/location/place-lists';
import { useApiRead } from '../../../lib/use-api';
import { figuresOf, priceTrendsRead } from '../../insights/insights.api';
import { ADD_PROPERTY_COPY as C } from './add-property.content';
import type { ListingForm } from './listing-form';

/** The warning to show under the price, or undefined. */
export function usePriceCheck(form: ListingForm): string | undefined {
  const city = form.city.trim() ? listedCity(form.city) : '';
  const forSale = form.transactionType === 'Buy' && city !== '' && form.propertyType !== '';
  const trends = useApiRead(forSale ? priceTrendsRead(city) : null, figuresOf);
  if (!forSale || trends.kind !== 'found') return undefined;
  const median = trends.data.byType.find((row) => row.propertyType === form.propertyType)?.medianPricePerSqft;
  const price = Number(form.price);
  const area = Number(form.areaValue);
  if (!median || !(price > 0) || !(area > 0)) return undefined;
  const sqft = toSqft(area, form.areaUnit as AreaUnit);
  if (!(sqft > 0)) return undefined;
  const perSqft = Math.round(price / sqft);
  return farFromMedian(perSqft, median)
    ? C.farFromMedian(formatInr(perSqft), formatInr(Math.round(median)), form.propertyType, city)
    : undefined;
}
