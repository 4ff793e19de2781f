/**
 * What the gazetteer does not know about India, as data: state names for GeoNames admin1 codes, the
 * names the product uses for places GeoNames spells otherwise, and the few places the city rule needs
 * told about.
 */

/** GeoNames admin1 code → state or union territory, as the product writes it. */
export const INDIA_STATES: Readonly<Record<string, string>> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  // Dadra and Nagar Haveli (06) and Daman and Diu (32) merged into one union territory in 2020.
  '06': 'Dadra and Nagar Haveli and Daman and Diu',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
  '52': 'Dadra and Nagar Haveli and Daman and Diu',
};

/**
 * GeoNames name (accents removed) → the name the product uses: the header's names ('Bangalore',
 * 'Gurgaon'), current official names where GeoNames keeps a colonial one, and one broken entry.
 */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  Bengaluru: 'Bangalore',
  Gurugram: 'Gurgaon',
  Cochin: 'Kochi',
  Haora: 'Howrah',
  'Dehra Dun': 'Dehradun',
  Bhubaneshwar: 'Bhubaneswar',
  Allahabad: 'Prayagraj',
  Tanjore: 'Thanjavur',
  Saugor: 'Sagar',
  Dhulia: 'Dhule',
  Chanda: 'Chandrapur',
  Monghyr: 'Munger',
  Dinapore: 'Danapur',
  Raurkela: 'Rourkela',
  Murwara: 'Katni',
  'Dam Dam': 'Dum Dum',
  'Kalimpong, Крукети': 'Kalimpong',
};

/** GeoNames files these as sections of a place (PPLX), but they are cities in their own right. */
export const SECTIONS_KEPT_AS_CITIES: ReadonlySet<string> = new Set(['Navi Mumbai']);

/**
 * Cities with their own property market that sit within a bigger neighbour's reach: never folded into
 * it (Thane and Navi Mumbai are not Mumbai). The national capital is never folded either.
 */
export const SEPARATE_CITIES: ReadonlySet<string> = new Set(['Thane', 'Navi Mumbai']);

/**
 * Union territories that are one city: every place in them is a neighbourhood of that city, except the
 * national capital (New Delhi keeps its name).
 */
export const CITY_STATES: Readonly<Record<string, string>> = {
  '07': 'Delhi',
  '05': 'Chandigarh',
};
