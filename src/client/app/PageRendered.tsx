import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { pageRenderedAtom } from './layout.atoms';

/** Mounts with a page's content or its error message (never with the loading screen) and says so. */
export function PageRendered() {
  const bump = useSetAtom(pageRenderedAtom);
  useEffect(() => bump((count) => count + 1), [bump]);
  return null;
}
