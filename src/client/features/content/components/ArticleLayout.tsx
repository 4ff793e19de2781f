import type { ReactNode } from 'react';
import { MEASURE_CLASS } from './article.styles';
import { TableOfContents, type TocEntry } from './TableOfContents';

interface ArticleLayoutProps {
  toc: readonly TocEntry[];
  children: ReactNode;
  /** Above the table of contents, on desktop only (a contact card). */
  aside?: ReactNode;
}

/**
 * A long read: the table of contents first (on top on phones, a sticky column at the right on desktop,
 * under the optional `aside` card), then the article in a comfortable measure.
 */
export function ArticleLayout({ toc, children, aside }: ArticleLayoutProps) {
  return (
    <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
      <div className="space-y-6 lg:col-start-2 lg:row-start-1">
        {/* The card sits above the table of contents on desktop; phones get the article's own CTAs instead. */}
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
        <div className="lg:sticky lg:top-[calc(var(--header-h)+1.5rem)] lg:max-h-[calc(100vh-var(--header-h)-3rem)] lg:overflow-y-auto">
          <TableOfContents entries={toc} />
        </div>
      </div>
      <article className={`min-w-0 space-y-12 lg:col-start-1 lg:row-start-1 ${MEASURE_CLASS}`}>{children}</article>
    </div>
  );
}
