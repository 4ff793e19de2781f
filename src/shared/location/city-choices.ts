/**
 * The product's 50 cities with their states, A to Z: the one table the picker, the menus, the home
 * page's tiles and the demo read. Spelt as the reverse call spells them (so a picked city and a detected
 * one compare equal) and as listings name them.
 */
import type { CityChoice } from './location.types';

const CITIES = [
  { city: 'Agra', state: 'Uttar Pradesh' },
  { city: 'Ahmedabad', state: 'Gujarat' },
  { city: 'Amritsar', state: 'Punjab' },
  { city: 'Bangalore', state: 'Karnataka' },
  { city: 'Bhopal', state: 'Madhya Pradesh' },
  { city: 'Bhubaneswar', state: 'Odisha' },
  { city: 'Chandigarh', state: 'Chandigarh' },
  { city: 'Chennai', state: 'Tamil Nadu' },
  { city: 'Coimbatore', state: 'Tamil Nadu' },
  { city: 'Dehradun', state: 'Uttarakhand' },
  { city: 'Delhi', state: 'Delhi' },
  { city: 'Faridabad', state: 'Haryana' },
  { city: 'Ghaziabad', state: 'Uttar Pradesh' },
  { city: 'Gurgaon', state: 'Haryana' },
  { city: 'Guwahati', state: 'Assam' },
  { city: 'Gwalior', state: 'Madhya Pradesh' },
  { city: 'Hyderabad', state: 'Telangana' },
  { city: 'Indore', state: 'Madhya Pradesh' },
  { city: 'Jabalpur', state: 'Madhya Pradesh' },
  { city: 'Jaipur', state: 'Rajasthan' },
  { city: 'Jammu', state: 'Jammu and Kashmir' },
  { city: 'Jodhpur', state: 'Rajasthan' },
  { city: 'Kanpur', state: 'Uttar Pradesh' },
  { city: 'Kochi', state: 'Kerala' },
  { city: 'Kolkata', state: 'West Bengal' },
  { city: 'Lucknow', state: 'Uttar Pradesh' },
  { city: 'Ludhiana', state: 'Punjab' },
  { city: 'Madurai', state: 'Tamil Nadu' },
  { city: 'Mangalore', state: 'Karnataka' },
  { city: 'Mumbai', state: 'Maharashtra' },
  { city: 'Mysore', state: 'Karnataka' },
  { city: 'Nagpur', state: 'Maharashtra' },
  { city: 'Nashik', state: 'Maharashtra' },
  { city: 'Navi Mumbai', state: 'Maharashtra' },
  { city: 'Noida', state: 'Uttar Pradesh' },
  { city: 'Panaji', state: 'Goa' },
  { city: 'Patna', state: 'Bihar' },
  { city: 'Pune', state: 'Maharashtra' },
  { city: 'Raipur', state: 'Chhattisgarh' },
  { city: 'Rajkot', state: 'Gujarat' },
  { city: 'Ranchi', state: 'Jharkhand' },
  { city: 'Shimla', state: 'Himachal Pradesh' },
  { city: 'Surat', state: 'Gujarat' },
  { city: 'Thane', state: 'Maharashtra' },
  { city: 'Thiruvananthapuram', state: 'Kerala' },
  { city: 'Udaipur', state: 'Rajasthan' },
  { city: 'Vadodara', state: 'Gujarat' },
  { city: 'Varanasi', state: 'Uttar Pradesh' },
  { city: 'Vijayawada', state: 'Andhra Pradesh' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh' },
] as const satisfies readonly CityChoice[];

/** A city of the table with its state: a pair the table does not hold is a compile error. */
export type ListedCity = (typeof CITIES)[number];

/** A city of the table: naming another one elsewhere in the code is a compile error. */
export type CityName = ListedCity['city'];

export const CITY_CHOICES: readonly CityChoice[] = CITIES;
