import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';

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
  /** What the panel shows; rendered only while it is open. */
  children: ReactNode;
  /** A max-width class for a panel with little in it (it starts at the bar's left edge). */
  panelWidth?: string;
}

const linksIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * One desktop dropdown of the header, as a disclosure: a button with aria-expanded / aria-controls and a
 * panel of links. Escape closes it and gives focus back to the button; a press outside or focus moving
 * elsewhere closes it; arrow keys, Home and End move between its links. The panel hangs from the header's
 * container (the positioned ancestor), at most as wide as the bar, so it fits from 768 px up.
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
}: MegaMenuProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // ArrowDown on the closed button opens the panel and moves into it once it is shown.
  const focusFirstLink = useRef(false);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    // The panel's content may still be loading: focus its first link as soon as there is one.
    const focusFirst = () => {
      const first = linksIn(panel.current)[0];
      if (!focusFirstLink.current || !first) return false;
      focusFirstLink.current = false;
      first.focus();
      return true;
    };
    const waitForLinks = new MutationObserver(() => focusFirst() && waitForLinks.disconnect());
    if (!focusFirst() && focusFirstLink.current && panel.current) {
      waitForLinks.observe(panel.current, { childList: true, subtree: true });
    }
    const onPointer = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    window.addEventListener('pointerdown', onPointer);
    window.addEventListener('keydown', onKey);
    return () => {
      waitForLinks.disconnect();
      window.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) linksIn(panel.current)[0]?.focus();
    else {
      focusFirstLink.current = true;
      onOpen();
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    const links = linksIn(panel.current);
    if (!step || links.length === 0) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    links[step(index, links.length)]?.focus();
  };

  const mouse = (handler: () => void) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handler();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover intent and focus leaving only; the button is the control
    <div
      ref={root}
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside; each link is the focusable control */}
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKey}
        onClick={(event) => {
          // A link to the page already shown changes no path, so close here too.
          if ((event.target as Element).closest('a')) onClose();
        }}
        className={`absolute left-6 top-full mt-1 max-h-[calc(100vh-var(--header-h)-1rem)] w-[calc(100%-3rem)] overflow-y-auto rounded-2xl border border-line bg-white p-5 text-left shadow-xl lg:left-8 lg:w-[calc(100%-4rem)] lg:p-6 ${panelWidth}`}
      >
        {open ? children : null}
      </div>
    </div>
  );
}
