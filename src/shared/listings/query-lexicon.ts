/**
 * The words Indian buyers type into the search box ('2 bhk', 'no broker', 'ready to move', '200 gaj'),
 * mapped to the listings vocabulary. The query parser reads phrases through these tables only.
 */
import type { AreaUnit } from './area-units';
import { phraseTable } from './query-tokens';
import {
  type Furnishing,
  type Possession,
  type PostedBy,
  PROPERTY_TYPE_ALIASES,
  type PropertyType,
  type TransactionType,
} from './vocabulary';

const each = <V>(value: V, ...phrases: string[]) => phrases.map((phrase) => [phrase, value] as const);

// The shared aliases, their plurals (flats, plots, offices, builder floors) and a few everyday names.
const propertyTypeWords: (readonly [string, PropertyType])[] = [
  ...Object.entries(PROPERTY_TYPE_ALIASES).flatMap(([alias, type]) => [
    [alias, type] as const,
    [`${alias}s`, type] as const,
  ]),
  ...each<PropertyType>('Independent House/Villa', 'bungalow', 'bungalows', 'kothi', 'row house', 'row houses'),
  ...each<PropertyType>('Flat/Apartment', 'penthouse', 'penthouses', 'studio apartment', 'studio apartments'),
  ...each<PropertyType>('Builder Floor', 'independent floor', 'independent floors'),
  ...each<PropertyType>('Land', 'farm land', 'farmland', 'agriculture land'),
];
export const PROPERTY_TYPE_WORDS = phraseTable(propertyTypeWords);

export const TRANSACTION_WORDS = phraseTable([
  ...each<TransactionType>('Rent', 'rent', 'rental', 'rentals', 'for rent', 'on rent', 'to rent', 'renting', 'to let'),
  ...each<TransactionType>('Rent', 'lease', 'on lease', 'for lease'),
  ...each<TransactionType>('Buy', 'buy', 'to buy', 'buying', 'purchase', 'sale', 'for sale', 'on sale', 'resale'),
]);

export const FURNISHING_WORDS = phraseTable([
  ...each<Furnishing>('Furnished', 'furnished', 'fully furnished', 'full furnished'),
  ...each<Furnishing>('Semi-Furnished', 'semi furnished', 'semifurnished', 'partly furnished', 'partially furnished'),
  ...each<Furnishing>('Unfurnished', 'unfurnished', 'un furnished', 'non furnished', 'nonfurnished'),
]);

export const POSSESSION_WORDS = phraseTable([
  ...each<Possession>('Ready to Move', 'ready to move', 'ready to move in', 'ready to occupy', 'rtm'),
  ...each<Possession>('Ready to Move', 'ready possession', 'immediate possession'),
  ...each<Possession>('Under Construction', 'under construction', 'underconstruction', 'new launch', 'new launches'),
]);

export const POSTED_BY_WORDS = phraseTable([
  ...each<PostedBy>('Owner', 'owner', 'owners', 'by owner', 'direct owner', 'from owner', 'owner property'),
  ...each<PostedBy>('Owner', 'no broker', 'no brokers', 'no brokerage', 'without broker', 'zero brokerage'),
  ...each<PostedBy>('Owner', 'broker free', 'brokerage free'),
  ...each<PostedBy>('Agent', 'agent', 'agents', 'broker', 'brokers', 'dealer', 'dealers'),
  ...each<PostedBy>('Builder', 'builder', 'builders', 'developer', 'developers'),
]);

/** After a number: '2 bhk', '3 bedrooms'. 'rk' (room and kitchen) is read as 0 bedrooms, as bhkLabel prints it. */
export const BEDROOM_WORDS = phraseTable([
  ...each('bhk', 'bhk', 'bhks', 'bed', 'beds', 'bedroom', 'bedrooms', 'br'),
  ...each('rk', 'rk'),
]);

/**
 * After a number: every spelling of the units in area-units.ts, and 'gaj', North India's square yard.
 * Not 'ft' or 'feet' alone: '80 feet road' and '100 ft road' are addresses, not sizes.
 */
export const AREA_UNIT_WORDS = phraseTable([
  ...each<AreaUnit>('sq.ft', 'sqft', 'sq ft', 'sq feet', 'sq foot', 'sq fts', 'sqfeet', 'sft', 'square feet'),
  ...each<AreaUnit>('sq.ft', 'square foot', 'square ft', 'sq.ft'),
  ...each<AreaUnit>('sq.yd', 'sqyd', 'sq yd', 'sq yds', 'sq yard', 'sq yards', 'square yard', 'square yards'),
  ...each<AreaUnit>('sq.yd', 'yard', 'yards', 'gaj', 'gaz'),
  ...each<AreaUnit>('sq.m', 'sqm', 'sq m', 'sq mt', 'sq mtr', 'sq meter', 'sq metre', 'sq meters', 'sq metres'),
  ...each<AreaUnit>('sq.m', 'square meter', 'square metre', 'square meters', 'square metres', 'sqmt', 'sqmtr'),
  ...each<AreaUnit>('acre', 'acre', 'acres'),
  ...each<AreaUnit>('hectare', 'hectare', 'hectares'),
  ...each<AreaUnit>('bigha', 'bigha', 'bighas'),
  ...each<AreaUnit>('biswa', 'biswa', 'biswas'),
  ...each<AreaUnit>('kanal', 'kanal', 'kanals'),
  ...each<AreaUnit>('marla', 'marla', 'marlas'),
  ...each<AreaUnit>('guntha', 'guntha', 'gunthas', 'gunta', 'guntas'),
  ...each<AreaUnit>('cent', 'cent', 'cents'),
  ...each<AreaUnit>('ground', 'ground', 'grounds'),
]);

export type Bound = 'max' | 'min' | 'between' | 'from';

/** Before a price or an area: 'under 50 lakh', 'above 1000 sq ft', 'between 20 and 40 lakh'. */
export const BOUND_WORDS = phraseTable([
  ...each<Bound>('max', 'under', 'below', 'less than', 'lesser than', 'upto', 'up to', 'within', 'max', 'maximum'),
  ...each<Bound>('max', 'at most', 'atmost', 'till', 'budget', 'not more than', '<', '<='),
  ...each<Bound>('min', 'above', 'over', 'more than', 'greater than', 'min', 'minimum', 'at least', 'atleast'),
  ...each<Bound>('min', 'starting', 'starting from', 'starts from', 'not less than', '>', '>='),
  ...each<Bound>('from', 'from'),
  ...each<Bound>('between', 'between', 'btw', 'betn'),
]);

/** After a price or an area: '50 lakh+', '1 cr and above', '2000 sqft or less'. */
export const TRAILING_BOUND_WORDS = phraseTable([
  ...each<Bound>('min', '+', 'plus', 'and above', 'or above', 'or more', 'and more', 'onwards'),
  ...each<Bound>('max', 'or less', 'and below', 'or below', 'and less'),
]);

/** Between the two ends of a range: '20 to 40 lakh', '20-40 lakh', 'between 20 and 40 lakh'. */
export const RANGE_WORDS = phraseTable(each(true, 'to', '-', 'and'));

export const CURRENCY_WORDS = phraseTable(each(true, 'rs', 'inr', 'rupees', 'rupee'));

/** Words that only join the others ('plot in kolar road', 'flats near metro'); dropped from the rest. */
export const GLUE_WORDS: ReadonlySet<string> = new Set([
  ...['in', 'at', 'near', 'nearby', 'around', 'for', 'with', 'of', 'on', 'the', 'a', 'an', 'and', 'or', 'to'],
  ...['from', 'by', 'sale', 'buy', 'property', 'properties', 'price', 'budget', 'rs', 'inr', 'rupees'],
  ...['-', '+', '<', '>', '<=', '>='],
]);

/** Other names of cities; whichever of a group the city list holds is the name the others map to. */
export const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  // The marketplace lists the National Capital Territory as Delhi; the gazetteer says New Delhi for its centre.
  ['Delhi', 'New Delhi'],
  ['Bangalore', 'Bengaluru'],
  ['Gurgaon', 'Gurugram'],
  ['Mumbai', 'Bombay'],
  ['Kolkata', 'Calcutta'],
  ['Chennai', 'Madras'],
  ['Thiruvananthapuram', 'Trivandrum'],
  ['Visakhapatnam', 'Vizag', 'Vishakhapatnam'],
  ['Puducherry', 'Pondicherry'],
  ['Vadodara', 'Baroda'],
  ['Mysuru', 'Mysore'],
  ['Kochi', 'Cochin'],
  ['Prayagraj', 'Allahabad'],
  ['Varanasi', 'Banaras', 'Benares'],
  ['Mangaluru', 'Mangalore'],
  ['Belagavi', 'Belgaum'],
  ['Kozhikode', 'Calicut'],
];
