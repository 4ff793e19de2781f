import { encode } from 'uqr';

/** One square per dark module, as an SVG path: crisp at any size, and one element however big the code. */
export const qrModulesPath = (data: readonly (readonly boolean[])[]): string =>
  data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');

/**
 * The invoice's `upi://pay` link as a QR code, for paying from a UPI app on another phone (any UPI app
 * scans it: Google Pay, PhonePe, Paytm, BHIM). Drawn here from the link, so it is always the invoice's
 * own amount and reference; uqr encodes it with the quiet zone scanners need.
 */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const { data } = encode(link, { ecc: 'M', border: 2 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${data.length} ${data.length}`}
      className="h-44 w-44 rounded-lg border border-line bg-white"
      shapeRendering="crispEdges"
    >
      <path d={qrModulesPath(data)} fill="#111827" />
    </svg>
  );
}
