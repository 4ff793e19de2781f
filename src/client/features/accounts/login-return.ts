/**
 * Taking the person back to what they were using when a login interrupted them: the login reloads the
 * page, so the place is kept for this tab (sessionStorage) and the page reopens there
 * instead of where the browser would restore the scroll.
 */
const RETURN_KEY = 'loginReturn';

/**
 * Whether this page kept a return. It stays live, signed in, until its reload comes: what it returns to
 * (the enquiry form, drawn again for the signed-in buyer) would take the return here, before the reload,
 * and the reloaded page would find none and the browser's scroll back. Only a later page takes it.
 */
let keptHere = false;

/** Before the reload: the browser leaves the scroll alone, and `place` is where the page goes instead. */
export function keepLoginReturn(place: string): void {
  keptHere = true;
  try {
    history.scrollRestoration = 'manual';
    sessionStorage.setItem(RETURN_KEY, place);
  } catch {
    // Without storage the page opens at its top.
  }
}

/** True (once) when the page was reloaded by a login made from `place`. */
export function takeLoginReturn(place: string): boolean {
  if (keptHere) return false;
  try {
    if (sessionStorage.getItem(RETURN_KEY) !== place) return false;
    sessionStorage.removeItem(RETURN_KEY);
    history.scrollRestoration = 'auto';
    return true;
  } catch {
    return false;
  }
}
