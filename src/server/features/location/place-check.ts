/**
 * A listing's or project's city must be a city or town of the gazetteer, and its state is the one the
 * gazetteer gives it (a seller who picked 'Ujjain' under another state still lists in Madhya Pradesh).
 */
import { PLACE_MESSAGES } from '../../../shared/location/places-contract';
import { LISTING_LABELS } from '../../../shared/sellers/seller-labels';
import { ApiFailure } from '../../lib/errors';
import { loadGazetteer } from './gazetteer';
import { placeIndexOf } from './place-index';

interface CityAndState {
  city: string;
  state: string;
}

/**
 * `location` with the gazetteer's spelling of its city and that city's state, or a 400 naming the city
 * field. `kept` is the stored place of an edit: an edit that leaves it as it was keeps it unchecked, so
 * a listing placed before this rule (or in a place the gazetteer has since dropped) can still be edited.
 */
export async function gazetteerLocation<L extends CityAndState>(location: L, kept?: CityAndState): Promise<L> {
  if (kept && kept.city === location.city && kept.state === location.state) return location;
  const found = placeIndexOf(await loadGazetteer()).find(location.city, location.state);
  if (!found) throw new ApiFailure(400, PLACE_MESSAGES.unknownCity(LISTING_LABELS.city));
  return { ...location, city: found.city, state: found.state };
}
