import { REVIEWS_UI } from '../reviews.content';

/** A five-pointed star in a 20-unit cell at `x` (outer radius 9.5, inner 3.8, like the ★ glyph). */
const star = (x: number) =>
  `M${Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? 3.8 : 9.5;
    const angle = ((i * 36 - 90) * Math.PI) / 180;
    return `${(x + 10 + radius * Math.cos(angle)).toFixed(2)} ${(10.5 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join('L')}Z`;

const FIVE_STARS = [0, 20, 40, 60, 80].map(star).join('');

/**
 * Five stars filled to `value` (0-5), read out as 'Rated 4.2 out of 5'. Drawn as SVG, the gold part clipped by
 * an inner SVG's width (an attribute): pages with stars are rendered on the server, and the CSP allows no
 * `style` attribute there. One em tall, so the caller's text size sets the stars' size.
 */
export function Stars({ value, className = 'text-base' }: { value: number; className?: string }) {
  const filled = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span role="img" aria-label={REVIEWS_UI.starsLabel(value)} className={`inline-block leading-none ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 100 20" className="block h-[1em] w-[5em]">
        <path d={FIVE_STARS} className="fill-line" />
        <svg aria-hidden="true" width={filled} height="20">
          <path d={FIVE_STARS} className="fill-amber-500" />
        </svg>
      </svg>
    </span>
  );
}
