import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef } from 'react';
import type { MegaMenuParts } from './mega-menu.behaviour';

export interface MegaMenuProps {
  label: string;
  open: boolean;
  /** The button was pressed (click, Enter, Space). */
  onToggle: () => void;
  /** Open without toggling (ArrowDown on the button). */
  onOpen: () => void;
  onClose: () => void;
  /** A mouse came over the button or the panel, or left both (touch and pen are ignored). */
  onHoverIn: () => void;
  onHoverOut: () => void;
  /** What the panel shows, given the parts its keyboard and press handling needs; rendered only while open. */
  children: (parts: MegaMenuParts) => ReactNode;
  /** A max-width class for a panel with little in it (it starts at the bar's left edge). */
  panelWidth?: string;
  /** Classes of the menu as a whole (a menu shown only where the bar has room for it). */
  className?: string;
}

/**
 * One desktop dropdown of the header, as a disclosure: a button with aria-expanded / aria-controls and a
 * panel of links. Focus moving elsewhere closes it; everything else an open panel does with keys and
 * presses (Escape, a press outside, arrow keys) comes with the panel's code (mega-menu.behaviour.ts).
 * The panel hangs from the header's container (the positioned ancestor), at most as wide as the bar, so
 * it fits from 768 px up.
 */
export function MegaMenu({
  label,
  open,
  onToggle,
  onOpen,
  onClose,
  onHoverIn,
  onHoverOut,
  children,
  panelWidth = '',
  className,
}: MegaMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // ArrowDown on the closed button opens the panel and moves into it once its links are shown.
  const focusFirstLink = useRef(false);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) panel.current?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    else {
      focusFirstLink.current = true;
      onOpen();
    }
  };

  const mouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent and focus leaving only; the button is the control
    <div
      ref={root}
      className={className}
      onPointerEnter={mouse(onHoverIn)}
      onPointerLeave={mouse(onHoverOut)}
      onBlur={(event) => {
        // Tab moved on past the menu. (A press on the panel's background has no new focus target.)
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) onClose();
      }}
    >
      <button
        ref={button}
        type="button"
        className={`btn-ghost gap-0.5 px-1.5 md:text-[0.8125rem] lg:gap-1 lg:px-2.5 lg:text-sm ${open ? 'bg-brand-soft text-brand' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        onKeyDown={onButtonKey}
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className={`absolute left-6 top-full mt-1 max-h-[calc(100vh-var(--header-h)-1rem)] w-[calc(100%-3rem)] overflow-y-auto rounded-2xl border border-line bg-white p-5 text-left shadow-xl lg:left-8 lg:w-[calc(100%-4rem)] lg:p-6 ${panelWidth}`}
      >
        {open ? children({ root, button, panel, focusFirstLink, onClose }) : null}
      </div>
    </div>
  );
}
