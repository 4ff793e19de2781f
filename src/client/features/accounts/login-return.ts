/**
 * Taking the person back to what they were using when a login interrupted them: the login reloads the
 * page (spec section 4), so the place is kept for this tab (sessionStorage) and the page reopens there
 * instead of where the browser would restore the scroll.
 */
const RETURN_KEY = 'loginReturn';

/** Before the reload: the browser leaves the scroll alone, and `place` is where the page goes instead. */
export function keepLoginReturn(place: string): void {
  try {
    history.scrollRestoration = 'manual';
    sessionStorage.setItem(RETURN_KEY, place);
  } catch {
    // Without storage the page opens at its top.
  }
}

/** True (once) when the page was reloaded by a login made from `place`. */
export function takeLoginReturn(place: string): boolean {
  try {
    if (sessionStorage.getItem(RETURN_KEY) !== place) return false;
    sessionStorage.removeItem(RETURN_KEY);
    history.scrollRestoration = 'auto';
    return true;
  } catch {
    return false;
  }
}
