import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { prefersReducedMotion } from '../lib/reduced-motion';

/** Scrolls smoothly to the top whenever the path changes; jumps with reduced motion. */
export function ScrollToTop(): null {
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    // Compare with the last path rather than skipping the first run: StrictMode runs effects twice.
    if (previous.current === path) return;
    previous.current = path;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [path]);
  return null;
}
