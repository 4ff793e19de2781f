import { REVIEWS_UI } from '../reviews.content';

/** Five stars filled to `value` (0-5), read out as 'Rated 4.2 out of 5'. */
export function Stars({ value, className = 'text-base' }: { value: number; className?: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span
      role="img"
      aria-label={REVIEWS_UI.starsLabel(value)}
      className={`relative inline-block leading-none ${className}`}
    >
      <span aria-hidden="true" className="text-line">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-500"
        style={{ width: `${percent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
