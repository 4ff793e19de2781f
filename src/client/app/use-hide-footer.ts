import { useEffect } from 'react';
import { footerHiddenAtom } from './layout.atoms';
import { useSetAtom } from './store';

/**
 * Hides the common footer while the calling page is mounted: the footer shows unless the page opts out
 * (docs/product-rules.md, Screens and navigation).
 */
export function useHideFooter(): void {
  const setHidden = useSetAtom(footerHiddenAtom);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}
