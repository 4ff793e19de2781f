import type { ReactNode } from 'react';
import { ColumnBar } from './ChartBars';

/** One column: its figure above, its label below; `value` null draws no column, 0 a baseline. */
export interface TrendPoint {
  key: string;
  value: number | null;
  figure: string;
  label: string;
  /** Drawn paler: a figure from too few listings to lean on. */
  faint?: boolean;
}

/**
 * The two sizes the product draws: a compact one among the admin dashboard's tiles (fourteen days, so
 * every other label on a phone) and a tall one that is the price trends page's main figure.
 */
const SIZES = {
  compact: {
    columns: 'flex h-32 items-end gap-0.5 border-b border-line sm:gap-1.5',
    figure: 'text-[0.625rem] leading-none text-muted tabular-nums sm:text-xs',
    bar: 'rounded-t',
    labels: 'mt-1 flex gap-0.5 sm:gap-1.5',
    label: 'min-w-0 flex-1 text-center text-[0.625rem] text-muted tabular-nums sm:text-xs',
    // The tallest is 6rem of the chart's 8rem (h-32), leaving room for its figure.
    headroom: 75,
    least: 0,
    thinOnPhones: true,
  },
  tall: {
    columns: 'mt-4 flex h-56 items-end gap-1 border-b border-line sm:h-64 sm:gap-3',
    figure: 'whitespace-nowrap text-[10px] font-semibold text-ink sm:text-xs',
    bar: 'max-w-12 rounded-t-md',
    labels: 'mt-1 flex gap-1 sm:gap-3',
    label: 'min-w-0 flex-1 text-center text-[10px] text-muted sm:text-xs',
    headroom: 85,
    // A visible stub for the smallest month, so a low figure never reads as missing.
    least: 2,
    thinOnPhones: false,
  },
} as const;

const fillOf = (point: TrendPoint) => (point.value === 0 ? 'fill-line' : point.faint ? 'fill-brand/35' : 'fill-brand');

/**
 * Figures over time as SVG columns (no chart library, no style attributes: the CSP allows none), hidden
 * from assistive technology. `children` is the chart's text, a table of the same figures, which is what
 * a screen reader reads and a visitor can copy; `bars` false leaves only that text.
 */
export function TrendChart({
  points,
  size,
  caption,
  bars = true,
  note,
  className,
  children,
}: {
  points: readonly TrendPoint[];
  size: keyof typeof SIZES;
  caption?: ReactNode;
  bars?: boolean;
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const look = SIZES[size];
  const top = Math.max(1, ...points.map((point) => point.value ?? 0));
  const last = points.length - 1;
  return (
    <figure className={className}>
      {caption && <figcaption className="text-sm font-semibold text-ink">{caption}</figcaption>}
      {bars && (
        <>
          <div aria-hidden="true" className={look.columns}>
            {points.map((point) => (
              <div key={point.key} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
                <span className={look.figure}>{point.figure}</span>
                {point.value === null ? null : (
                  <ColumnBar
                    percent={point.value === 0 ? 0 : Math.max(look.least, (point.value / top) * look.headroom)}
                    className={`${look.bar} ${fillOf(point)}`}
                  />
                )}
              </div>
            ))}
          </div>
          <div aria-hidden="true" className={look.labels}>
            {points.map((point, index) => (
              <span key={point.key} className={look.label}>
                {look.thinOnPhones ? (
                  <span className={index % 2 === last % 2 ? '' : 'hidden sm:inline'}>{point.label}</span>
                ) : (
                  point.label
                )}
              </span>
            ))}
          </div>
          {note}
        </>
      )}
      {children}
    </figure>
  );
}
