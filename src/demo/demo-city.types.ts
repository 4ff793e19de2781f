/** The shape of one demo city: where it is, its real localities and what property costs there (2025). */
import type { AreaUnit } from '../shared/listings/area-units';
import type { CityName } from '../shared/location/city-choices';

/** A locality and the approximate coordinates of its centre. */
export type DemoLocality = readonly [name: string, latitude: number, longitude: number];

export type DemoRegion = 'north' | 'west' | 'central' | 'south' | 'east';

/** A [min, max] range in rupees. */
export type RupeeRange = readonly [min: number, max: number];

export interface DemoCity {
  name: CityName;
  /** From the product's city table, so the demo and the picker never disagree. */
  state: string;
  region: DemoRegion;
  latitude: number;
  longitude: number;
  /** Relative share of the demo's listings: metros list more than tier-3 towns. */
  weight: number;
  localities: readonly DemoLocality[];
  /** Edge-of-town areas where farm land, big plots and warehouses are listed. */
  outskirts: readonly DemoLocality[];
  /** Residential sale price, ₹ per sq.ft. */
  sale: RupeeRange;
  /** Residential rent, ₹ per sq.ft per month. */
  rent: RupeeRange;
  /** Residential plot rate, ₹ per sq.ft. */
  plot: RupeeRange;
  /** Agricultural land on the outskirts, ₹ per acre. */
  landPerAcre: RupeeRange;
  /** The unit plots are quoted in locally (sq.yd in the north and Hyderabad, cents in Kerala...). */
  plotUnit: Extract<AreaUnit, 'sq.ft' | 'sq.yd' | 'sq.m' | 'marla' | 'cent' | 'ground'>;
  /** The unit farm land is quoted in locally. */
  landUnit: Extract<AreaUnit, 'acre' | 'bigha' | 'guntha' | 'kanal' | 'hectare'>;
  /** Months of rent asked as a security deposit (Bangalore and Chennai ask far more than the north). */
  depositMonths: readonly [min: number, max: number];
}

/** A demo city as its data file writes it: the state comes from the city table. */
export type DemoCityData = Omit<DemoCity, 'state'>;
