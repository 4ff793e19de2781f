import { useEffect, useState } from 'react';
import { LOADING_LETTER_MS } from '../../shared/limits';
import { BRAND_NAME, LOADING_LINE } from '../../shared/messages';
import { prefersReducedMotion } from '../lib/reduced-motion';

/** Types the brand name one letter per LOADING_LETTER_MS; with reduced motion it shows at once. */
function useTypedText(text: string): string {
  const [count, setCount] = useState(() => (prefersReducedMotion() ? text.length : 0));
  const done = count >= text.length;
  useEffect(() => {
    if (done) return;
    // One interval rather than a timeout per letter: the pace does not drift with render time.
    const timer = setInterval(() => setCount((n) => Math.min(n + 1, text.length)), LOADING_LETTER_MS);
    return () => clearInterval(timer);
  }, [done, text.length]);
  return text.slice(0, count);
}

/**
 * The full-screen branded loading animation, typing at LOADING_LETTER_MS a letter, shown while a page's code
 * downloads (docs/product-rules.md, Screens and navigation).
 */
export function LoadingScreen() {
  const typed = useTypedText(BRAND_NAME);
  return (
    <div
      role="status"
      aria-live="polite"
      className="on-dark fixed inset-0 z-50 flex flex-col items-center justify-center gap-5 bg-[linear-gradient(160deg,rgb(var(--c-brand)),rgb(var(--c-night)))] px-6 text-center text-white animate-[pc-rise_300ms_ease-out_120ms_both]"
    >
      <HouseMark />
      <p className="min-h-9 text-2xl font-bold tracking-wide sm:text-3xl">
        <span className="sr-only">{BRAND_NAME}</span>
        <span aria-hidden="true">
          {typed}
          <span className="ml-0.5 inline-block w-0.5 bg-accent align-[-0.15em] h-[1.1em] animate-[pc-blink_1s_steps(1)_infinite]" />
        </span>
      </p>
      <p className="max-w-xs text-sm text-white/85 sm:text-base">{LOADING_LINE}</p>
      <div aria-hidden="true" className="h-1 w-44 overflow-hidden rounded-full bg-white/15">
        <div className="h-full w-2/5 rounded-full bg-accent animate-[pc-slide_1.4s_ease-in-out_infinite]" />
      </div>
    </div>
  );
}

/** A house drawn with CSS only (roof triangle, walls, door) that bobs above a soft glow. */
function HouseMark() {
  return (
    <div aria-hidden="true" className="relative grid h-28 w-28 place-items-center">
      <div className="absolute inset-0 rounded-full bg-accent/30 blur-xl animate-[pc-glow_2.4s_ease-in-out_infinite]" />
      <div className="relative flex flex-col items-center animate-[pc-bob_1.6s_ease-in-out_infinite]">
        <div className="h-0 w-0 border-x-[34px] border-b-[26px] border-x-transparent border-b-accent" />
        <div className="relative h-9 w-12 rounded-b-md bg-white">
          <div className="absolute bottom-0 left-1/2 h-5 w-3.5 -translate-x-1/2 rounded-t-sm bg-brand" />
        </div>
      </div>
    </div>
  );
}
