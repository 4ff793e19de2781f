import { type ReactNode, useId } from 'react';
import { INSIGHTS_LOAD_FAILED, RETRY } from '../insights.content';

/**
 * The frame of the insights pages: the route's title as the h1, an introduction, the page. (Each page
 * sets its own head, naming its city: on the server the last head set wins, and a frame renders after.)
 */
export function InsightsFrame({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-base leading-relaxed text-muted sm:text-lg">{intro}</p>
      {children}
    </div>
  );
}

/** The figures did not load: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="card flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink">{INSIGHTS_LOAD_FAILED}</p>
      <button type="button" className="btn-outline" onClick={onRetry}>
        {RETRY}
      </button>
    </div>
  );
}

/** A small labelled select beside its label (the city list, the localities' sort). */
export function InlineSelect({
  label,
  value,
  onChange,
  className = '',
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra classes for the select. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`min-h-10 rounded-lg border border-line bg-white px-3 text-sm text-ink focus:border-brand ${className}`.trim()}
      >
        {children}
      </select>
    </div>
  );
}
