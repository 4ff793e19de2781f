import { useId } from 'react';
import { Link } from 'wouter';
import { INSIGHTS_LINKS } from './menu.links';
import { INSIGHTS_PANEL } from './navigation.content';

/** The 'INTRODUCING Insights' box at the side of every header dropdown. */
export function InsightsPanel() {
  const kickerId = useId();
  const titleId = useId();
  return (
    <section aria-labelledby={`${kickerId} ${titleId}`} className="self-start rounded-xl bg-brand-soft p-4">
      <p id={kickerId} className="text-[0.7rem] font-bold tracking-[0.2em] text-brand">
        {INSIGHTS_PANEL.kicker}
      </p>
      <h2 id={titleId} className="text-lg font-extrabold text-ink">
        {INSIGHTS_PANEL.title}
      </h2>
      <ul className="mt-2 flex flex-col">
        {INSIGHTS_LINKS.map((link) => (
          <li key={link.label}>
            <Link
              href={link.href}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-ink hover:bg-white hover:text-brand"
            >
              {link.label}
              <span aria-hidden="true" className="text-brand">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
