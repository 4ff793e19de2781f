import type { ReactNode } from 'react';
import { MEASURE_CLASS } from './article.styles';
import { TableOfContents, type TocEntry } from './TableOfContents';

interface ArticleLayoutProps {
  toc: readonly TocEntry[];
  children: ReactNode;
  /** Under the table of contents on desktop (a contact card). */
  aside?: ReactNode;
}

/**
 * A long read: the table of contents first (on top on phones, a sticky column at the right on desktop),
 * then the article in a comfortable measure.
 */
export function ArticleLayout({ toc, children, aside }: ArticleLayoutProps) {
  return (
    <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
      <div className="lg:col-start-2 lg:row-start-1">
        <div className="space-y-6 lg:sticky lg:top-[calc(var(--header-h)+1.5rem)] lg:max-h-[calc(100vh-var(--header-h)-3rem)] lg:overflow-y-auto">
          <TableOfContents entries={toc} />
          {aside}
        </div>
      </div>
      <article className={`min-w-0 space-y-12 lg:col-start-1 lg:row-start-1 ${MEASURE_CLASS}`}>{children}</article>
    </div>
  );
}
