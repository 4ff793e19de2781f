import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBackCloses } from '../../../lib/use-back-closes';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { SEARCH_LABELS as L } from '../search.content';

interface RefineSheetProps {
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's Refine Search: a full-height sheet over the results. The page behind does not scroll,
 * Tab stays inside, Escape, Back (keeping the search), the × button or a tap on the shade close it, and focus returns to the
 * button that opened it.
 */
export function RefineSheet({ onClose, children }: RefineSheetProps) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useScrollLock();
  useFocusTrap(sheetRef, closeRef);
  useBackCloses(onClose);

  useEffect(() => {
    // A combobox closing its own list prevents the event: that Escape is not for the sheet.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !event.defaultPrevented && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-end bg-night/60">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default"
        onClick={onClose}
      />
      <div
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex h-[100dvh] w-full flex-col bg-white shadow-2xl sm:h-[92dvh] sm:rounded-t-2xl"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-2">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {L.refine}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label={L.close}
            className="btn-ghost h-11 w-11 p-0 text-2xl leading-none text-muted"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>
  );
}
