/**
 * The rule for a latitude or longitude sent as text (the reverse call's `lat` and `lon`): a plain
 * decimal number within range. Written once: the server validates with it, the browser formats to it.
 */

export const COORDINATE_AXES = {
  lat: { min: -90, max: 90 },
  lon: { min: -180, max: 180 },
  // Near me's name for it, as Leaflet and most map APIs write it.
  lng: { min: -180, max: 180 },
} as const;

export type CoordinateAxis = keyof typeof COORDINATE_AXES;

// Digits only: no exponent ('1e2'), hexadecimal, 'Infinity', 'NaN' or spaces; at most 20 decimals.
const DECIMAL = /^[+-]?\d{1,3}(\.\d{1,20})?$/;

/** Decimals the browser sends: five places is about a metre, far finer than a city. */
export const COORDINATE_DECIMALS = 5;

export const coordinateMessages = {
  required: (axis: CoordinateAxis) => `${axis} is required`,
  invalid: (axis: CoordinateAxis) =>
    `${axis} must be a decimal number from ${COORDINATE_AXES[axis].min} to ${COORDINATE_AXES[axis].max}`,
};

export type CoordinateResult = { ok: true; value: number } | { ok: false; message: string };

export function parseCoordinate(axis: CoordinateAxis, text: string | undefined): CoordinateResult {
  if (text === undefined || text === '') return { ok: false, message: coordinateMessages.required(axis) };
  const value = DECIMAL.test(text) ? Number(text) : Number.NaN;
  const { min, max } = COORDINATE_AXES[axis];
  if (!(value >= min && value <= max)) return { ok: false, message: coordinateMessages.invalid(axis) };
  return { ok: true, value };
}

/** A number as the server expects it: '23.25990' (never '1e-7'). */
export const formatCoordinate = (value: number): string => value.toFixed(COORDINATE_DECIMALS);
