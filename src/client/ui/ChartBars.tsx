/**
 * Bars whose length is data, drawn as SVG so the length is a presentation attribute (`<rect width="42%">`)
 * rather than a `style` attribute: the server renders these pages, and the CSP allows no inline style, so a
 * style attribute in the markup would be dropped and every bar drawn empty. Both are decoration (hidden
 * from assistive technology): their figures are always in text or a table beside them.
 */

const clamp = (percent: number) => Math.max(0, Math.min(100, percent));

/**
 * A fill from the left, `percent` of its box; the box (a track with its own background and rounding) is the
 * caller's. `radius` rounds the fill's ends, in px: half the track's height for a pill.
 */
export function FillBar({ percent, fill, radius = 0 }: { percent: number; fill: string; radius?: number }) {
  return (
    <svg aria-hidden="true" className="block h-full w-full">
      <rect width={`${clamp(percent)}%`} height="100%" rx={radius} className={fill} />
    </svg>
  );
}

/**
 * A column standing on the chart's axis, `percent` of its parent's height (which must be definite: `h-full`
 * of a chart with a fixed height), or a 2 px line for nothing. Rounded at the top by its class.
 */
export function ColumnBar({ percent, className }: { percent: number; className: string }) {
  return (
    <svg
      aria-hidden="true"
      className={`block shrink-0 ${className}`}
      width="100%"
      height={percent > 0 ? `${clamp(percent)}%` : 2}
    >
      <rect width="100%" height="100%" />
    </svg>
  );
}
