import { type RefObject, useEffect, useState } from 'react';

/** Which ends of a scrolling row have more tabs beyond them. */
export interface TabStripEdges {
  before: boolean;
  after: boolean;
}

const NONE: TabStripEdges = { before: false, after: false };

/**
 * A row of tabs wider than the screen: the page's own tab is scrolled into the middle of the row (a phone
 * shows the first few, and a later page's tab would be off screen), and `edges` says at which end more
 * tabs are hidden, so the row can fade there to hint that it scrolls. `active` changes with the page.
 */
export function useTabStrip(list: RefObject<HTMLElement | null>, active: string | null): TabStripEdges {
  const [edges, setEdges] = useState<TabStripEdges>(NONE);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page (its tab) changes.
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => {
      const hidden = row.scrollWidth - row.clientWidth;
      const next = { before: hidden > 1 && row.scrollLeft > 1, after: hidden > 1 && row.scrollLeft < hidden - 1 };
      setEdges((now) => (now.before === next.before && now.after === next.after ? now : next));
    };
    const tab = row.querySelector<HTMLElement>('[aria-current="page"]');
    // Only the row scrolls, never the page (scrollIntoView would move the page too).
    if (tab && row.scrollWidth > row.clientWidth) {
      const [at, box] = [tab.getBoundingClientRect(), row.getBoundingClientRect()];
      row.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
    }
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      row.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [list, active]);

  return edges;
}
