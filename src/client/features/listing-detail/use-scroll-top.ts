import { useEffect, useRef } from 'react';

/**
 * Back to the top when the page shows another item on the same path (a similar listing opened from
 * the bottom of this one): the layout scrolls only when the path changes, and here only `?id=` does.
 */
export function useScrollTopOnChange(id: number | null): void {
  const shown = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (shown.current !== undefined && shown.current !== id) window.scrollTo({ top: 0 });
    shown.current = id;
  }, [id]);
}
