import { useAtomValue } from 'jotai';
import { lazy, useEffect, useRef, useState } from 'react';
import { pageRenderedAtom } from '../layout.atoms';
import { OptionalPart } from './OptionalPart';

const SiteFooter = lazy(() => import('./SiteFooter').then((module) => ({ default: module.SiteFooter })));

/** How far below the screen the footer's place may still be when its code is fetched. */
const AHEAD_PX = 400;

/**
 * The common footer, fetched when the visitor nears it: once the page is rendered and the footer's
 * place is within a screen and a bit of view (a short page), on scrolling or resizing towards it, or on
 * the first key press (keyboard and screen-reader users get it before they can Tab to it). A long page
 * such as home never downloads it on a visit that does not scroll.
 */
export function DeferredFooter() {
  const place = useRef<HTMLDivElement>(null);
  const pageRendered = useAtomValue(pageRenderedAtom);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const near = () => {
      const top = place.current?.getBoundingClientRect().top ?? 0;
      if (top < window.innerHeight + AHEAD_PX) setWanted(true);
    };
    const want = () => setWanted(true);
    // Before the page is rendered the footer's place is right below the loading screen: not a measure.
    if (pageRendered > 0) near();
    window.addEventListener('scroll', near, { passive: true });
    window.addEventListener('resize', near);
    window.addEventListener('keydown', want, { capture: true });
    return () => {
      window.removeEventListener('scroll', near);
      window.removeEventListener('resize', near);
      window.removeEventListener('keydown', want, { capture: true });
    };
  }, [wanted, pageRendered]);

  return wanted ? (
    <OptionalPart>
      <SiteFooter />
    </OptionalPart>
  ) : (
    <div ref={place} />
  );
}
