import { useEffect, useRef, useState } from 'react';
import { reviewAnchor, reviewOfAnchor } from '../../../../shared/reviews/review-labels';

/**
 * The review the address names (`#review-42`: the one the person just published, see WriteReviewPage):
 * once the reviews are on the page, it is scrolled to and focused, so the person sees their own words and
 * a screen reader reads them. `shown` is the reviews on the page (null while none): each new read looks
 * again. The anchor is read after mount, since the server never sees it.
 */
export function useOpenedReview(shown: unknown): number | undefined {
  const [opened, setOpened] = useState<number | undefined>(undefined);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => {
    setOpened(reviewOfAnchor(decodeURIComponent(window.location.hash.slice(1))));
  }, []);
  useEffect(() => {
    if (!shown || opened === undefined || done.current === opened) return;
    // Until the fresh read lands, the reviews shown may be the ones kept from before it was published.
    const element = document.getElementById(reviewAnchor(opened));
    if (!element) return;
    done.current = opened;
    element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [shown, opened]);
  return opened;
}
