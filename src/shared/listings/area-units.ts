/**
 * Indian area units and their size in square feet. Regional units (bigha, biswa, kanal, marla, guntha,
 * cent, ground) vary by state; these are the most common values, used to normalise areas for search.
 */
export const AREA_UNITS = {
  'sq.ft': { label: 'sq.ft', sqft: 1 },
  'sq.yd': { label: 'sq.yd', sqft: 9 },
  'sq.m': { label: 'sq.m', sqft: 10.7639 },
  acre: { label: 'acre', sqft: 43_560 },
  hectare: { label: 'hectare', sqft: 107_639.104 },
  bigha: { label: 'bigha', sqft: 27_000 },
  biswa: { label: 'biswa', sqft: 1350 },
  kanal: { label: 'kanal', sqft: 5445 },
  marla: { label: 'marla', sqft: 272.25 },
  guntha: { label: 'guntha', sqft: 1089 },
  cent: { label: 'cent', sqft: 435.6 },
  ground: { label: 'ground', sqft: 2400 },
} as const;

export type AreaUnit = keyof typeof AREA_UNITS;
export const AREA_UNIT_NAMES = Object.keys(AREA_UNITS) as AreaUnit[];

/** Square feet in `value` of `unit`, rounded to 2 decimals. */
export const toSqft = (value: number, unit: AreaUnit): number => Math.round(value * AREA_UNITS[unit].sqft * 100) / 100;
