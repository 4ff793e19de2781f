import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on). Parts far below the fold,
 * like the footer's columns, load their code only when the visitor scrolls towards them. Without
 * IntersectionObserver the answer is true once mounted. It starts false everywhere, the server included
 * (which has no IntersectionObserver), so a server-rendered page hydrates to the same placeholder.
 */
export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
