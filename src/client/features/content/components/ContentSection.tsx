import type { ReactNode } from 'react';
import { PROSE_CLASS } from './article.styles';

/** One part of an article: an h2 that the table of contents links to (by `id`) and its text. */
export function ContentSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-4">
      <h2 className="text-xl font-bold leading-snug text-ink sm:text-2xl">{heading}</h2>
      <div className={`mt-3 ${PROSE_CLASS}`}>{children}</div>
    </section>
  );
}
