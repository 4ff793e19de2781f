/**
 * Indian money and area formatting (12,50,000; ₹45 L; ₹1.2 Cr) and reading amounts people type
 * ('50 lakh', '1.2 cr', '75k'). Grouping is done by hand rather than with Intl 'en-IN' so that every
 * runtime prints the same thing: Node builds with small ICU and some WebViews fall back to 1,250,000.
 */
import { AREA_UNITS, type AreaUnit } from './area-units';

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Words for multiples of a rupee, as typed after a number ('50 lakh', '1.2cr', '75k'). */
// A Map, not an object literal, so that 'constructor' or 'tostring' typed by a user is never a unit.
export const AMOUNT_UNITS: ReadonlyMap<string, number> = new Map<string, number>([
  ...['k', 'thousand', 'thousands'].map((word) => [word, 1000] as const),
  ...['l', 'lac', 'lacs', 'lakh', 'lakhs', 'lk', 'lkh'].map((word) => [word, LAKH] as const),
  ...['cr', 'crs', 'crore', 'crores'].map((word) => [word, CRORE] as const),
]);

/** 1250000 → '12,50,000': the last three digits, then pairs. */
const groupIndian = (digits: string): string =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/** Whole and fraction digits of a non-negative number rounded half-up to `decimals` places. */
function roundedDigits(abs: number, decimals: number): { whole: string; fraction: string } {
  // Past 1e15 a double has no fraction digits worth showing; BigInt prints it without an exponent.
  if (decimals === 0 || abs >= 1e15) return { whole: BigInt(Math.round(abs)).toString(), fraction: '' };
  // Shifting through the decimal string avoids 1.005 * 100 = 100.49999 rounding down.
  const shifted = Number(`${abs}e${decimals}`);
  const scaled = String(Math.round(Number.isNaN(shifted) ? abs * 10 ** decimals : shifted));
  const padded = scaled.padStart(decimals + 1, '0');
  return { whole: padded.slice(0, -decimals), fraction: padded.slice(-decimals).replace(/0+$/, '') };
}

/** A number with Indian grouping and at most `decimals` decimals, trailing zeros dropped ('' if not finite). */
function formatIndianNumber(value: number, decimals: number, prefix = ''): string {
  if (!Number.isFinite(value)) return '';
  const { whole, fraction } = roundedDigits(Math.abs(value), decimals);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${prefix}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Whole rupees with full Indian grouping: 1250000 → '₹12,50,000', -500 → '-₹500'; '' when not finite. */
export const formatInr = (rupees: number): string => formatIndianNumber(rupees, 0, '₹');

/** A count with Indian grouping: 123456 → '1,23,456'. */
export const formatCount = (count: number): string => formatIndianNumber(count, 0);

/** Portal-style price: '₹85,000', '₹45.5 L', '₹1.2 Cr' (2 decimals at most); '' when not finite. */
export function formatPriceShort(rupees: number): string {
  if (!Number.isFinite(rupees)) return '';
  const abs = Math.round(Math.abs(rupees));
  const sign = rupees < 0 && abs > 0 ? '-' : '';
  if (abs < LAKH) return `${sign}${formatInr(abs)}`;
  // Round in hundredths of the unit first, so 99,99,999 becomes '₹1 Cr' and never '₹100 L'.
  const lakhHundredths = Math.round(abs / (LAKH / 100));
  if (lakhHundredths < 100 * 100) return `${sign}₹${formatIndianNumber(lakhHundredths / 100, 2)} L`;
  return `${sign}₹${formatIndianNumber(Math.round(abs / (CRORE / 100)) / 100, 2)} Cr`;
}

/** '₹45 L - ₹1.2 Cr'; one price when both ends print the same; the ends may come in either order. */
export function formatPriceRange(min: number, max: number): string {
  const low = formatPriceShort(Math.min(min, max));
  const high = formatPriceShort(Math.max(min, max));
  if (!low || !high) return formatPriceShort(Number.isFinite(min) ? min : max);
  return low === high ? low : `${low} - ${high}`;
}

/** Monthly rent: '₹25,000/month', '₹1.5 L/month'; '' when not finite. */
export function formatRent(rupees: number): string {
  const price = formatPriceShort(rupees);
  return price && `${price}/month`;
}

/** '1,200 sq.ft', '2.5 acre': Indian grouping, at most 2 decimals, the unit's label; '' when not finite. */
export function formatArea(value: number, unit: AreaUnit): string {
  const number = formatIndianNumber(value, 2);
  return number && `${number} ${AREA_UNITS[unit].label}`;
}

/** '₹5,417/sq.ft'; '' when not finite. */
export function formatPricePerSqft(rupees: number): string {
  const price = formatInr(rupees);
  return price && `${price}/${AREA_UNITS['sq.ft'].label}`;
}

// '₹ 12,50,000', 'rs. 45 lakh', '1.2cr', '75 thousand rupees', '50,000/-'. Commas must sit between digits.
const AMOUNT_PATTERN =
  /^(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?|\.\d+)\s*([a-z]+)?\.?\s*(?:rupees|rs\.?|inr|\/-)?$/;

/** Rupees in '50 lakh', '1.2 cr', '75k', '12,50,000', '₹45 L'; undefined when the text is not one amount. */
export function parseIndianAmount(text: string): number | undefined {
  if (typeof text !== 'string' || text.length > 60) return undefined;
  const match = AMOUNT_PATTERN.exec(text.normalize('NFKC').trim().toLowerCase());
  if (!match?.[1]) return undefined;
  const multiplier = match[2] === undefined ? 1 : AMOUNT_UNITS.get(match[2]);
  if (multiplier === undefined) return undefined;
  const rupees = Math.round(Number(match[1].replace(/,/g, '')) * multiplier);
  return Number.isSafeInteger(rupees) ? rupees : undefined;
}

/** '2 BHK'; 0 bedrooms is a '1 RK' (one room and a kitchen); '' for a negative or non-finite count. */
export function bhkLabel(bedrooms: number): string {
  if (!Number.isFinite(bedrooms) || bedrooms < 0) return '';
  return bedrooms === 0 ? '1 RK' : `${bedrooms} BHK`;
}
