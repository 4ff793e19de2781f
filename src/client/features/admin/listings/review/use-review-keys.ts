import { useEffect, useRef } from 'react';

export interface ReviewKeyActions {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
}

const KEYS: Record<string, keyof ReviewKeyActions> = {
  j: 'next',
  ArrowRight: 'next',
  k: 'previous',
  ArrowLeft: 'previous',
  a: 'approve',
  r: 'reject',
};

/** Typing in a field, or a key with a modifier (the browser's own shortcuts), is never a review shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The review's keys: J or → next, K or ← previous, A approve, R reject. Off while `enabled` is false (a
 * dialog or the photo viewer is open, or a decision is under way).
 */
export function useReviewKeys(enabled: boolean, actions: ReviewKeyActions): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      const name = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!name) return;
      event.preventDefault();
      latest.current[name]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
