import { useEffect } from 'react';

// Counted, so a drawer and a dialog open together unlock only when both have closed.
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

function lock() {
  if (locks++ > 0) return;
  const { style } = document.body;
  saved = { overflow: style.overflow, paddingRight: style.paddingRight };
  // Keep the page from shifting sideways when its scrollbar disappears (desktop browsers).
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  style.overflow = 'hidden';
}

function unlock() {
  if (--locks > 0) return;
  Object.assign(document.body.style, saved);
}

/** Stops the page behind an overlay from scrolling while `active`. */
export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
