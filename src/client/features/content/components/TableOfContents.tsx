import { CONTENT_LABELS } from '../content-pages.content';

export interface TocEntry {
  id: string;
  heading: string;
}

/** 'On this page': anchor links to the article's sections (a list on phones, a sticky column on desktop). */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wider text-muted">
        {CONTENT_LABELS.onThisPage}
      </h2>
      <ol className="mt-2 space-y-0.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-md px-2 py-1.5 leading-snug text-ink hover:bg-white hover:text-brand"
            >
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
