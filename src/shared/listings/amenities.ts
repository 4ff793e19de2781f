/**
 * Amenities as Indian listings name them, per kind of property: the demo marketplace draws from these
 * lists and the add-property form offers them as chips for the type being posted.
 */
import type { PropertyType } from './vocabulary';

export const RESIDENTIAL_AMENITIES = [
  'Lift',
  'Power Backup',
  'Reserved Parking',
  'Visitor Parking',
  '24x7 Security',
  'CCTV',
  'Gated Community',
  'Club House',
  'Swimming Pool',
  'Gymnasium',
  "Children's Play Area",
  'Jogging Track',
  'Park',
  'Intercom',
  'Rain Water Harvesting',
  'Piped Gas',
  'Fire Safety',
  'Indoor Games',
  'Community Hall',
  'Water Storage',
  'Vaastu Compliant',
  'Maintenance Staff',
  'Sewage Treatment Plant',
] as const;

export const HOUSE_AMENITIES = [
  'Power Backup',
  'Car Parking',
  'Garden',
  'Terrace',
  'Borewell',
  'Water Storage',
  'Vaastu Compliant',
  'Modular Kitchen',
  'Servant Room',
  'CCTV',
  'Solar Water Heater',
  'Rain Water Harvesting',
] as const;

export const PLOT_AMENITIES = [
  'Gated Community',
  'Boundary Wall',
  'Street Lights',
  'Water Supply',
  'Electricity Connection',
  'Park',
  'Wide Roads',
  'Drainage',
  '24x7 Security',
] as const;

export const LAND_AMENITIES = [
  'Borewell',
  'Electricity Connection',
  'Road Access',
  'Fencing',
  'Farm House',
  'Canal Water',
] as const;

export const COMMERCIAL_AMENITIES = [
  'Lift',
  'Power Backup',
  'Parking',
  '24x7 Security',
  'CCTV',
  'Fire Safety',
  'Cafeteria',
  'Conference Room',
  'Central AC',
  'Service Lift',
  'Visitor Parking',
  'Wi-Fi',
] as const;

export const WAREHOUSE_AMENITIES = [
  'Loading Dock',
  'Truck Parking',
  'Power Backup',
  '24x7 Security',
  'CCTV',
  'Fire Safety',
  'Office Space',
  'Weighbridge',
] as const;

/** Project amenities are the residential list plus what large developments advertise. */
export const PROJECT_AMENITIES = [
  ...RESIDENTIAL_AMENITIES,
  'Amphitheatre',
  'Senior Citizen Zone',
  'Yoga Deck',
  'EV Charging',
  'Co-working Lounge',
] as const;

/** The amenities a listing of `propertyType` usually names (residential ones until a type is chosen). */
export function amenitiesFor(propertyType: PropertyType | '' | undefined): readonly string[] {
  switch (propertyType) {
    case 'Independent House/Villa':
      return HOUSE_AMENITIES;
    case 'Plot':
      return PLOT_AMENITIES;
    case 'Land':
      return LAND_AMENITIES;
    case 'Office Space':
    case 'Retail Space/Shop':
      return COMMERCIAL_AMENITIES;
    case 'Warehouse':
      return WAREHOUSE_AMENITIES;
    default:
      return RESIDENTIAL_AMENITIES;
  }
}
