import { useEffect } from 'react';

/**
 * A page that loads on demand is not there yet when the browser looks for `#section` in the address:
 * once its content is rendered, scroll to the section the link named.
 */
export function useScrollToHash(ready = true): void {
  useEffect(() => {
    if (!ready) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}
