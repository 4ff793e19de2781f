/**
 * What an open desktop dropdown does with keys and presses: Escape closes it and gives focus back to its
 * button, a press outside closes it, arrow keys, Home and End move between its links, following a link
 * closes it, and ArrowDown on the closed button lands on its first link. It ships in the panel's lazy
 * chunk (the button itself is in the entry), so the home page's first load does not carry it.
 */
import { type RefObject, useEffect, useEffectEvent } from 'react';

export interface MegaMenuParts {
  /** The menu's wrapper (button and panel): a press inside it is not 'outside'. */
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  /** Set by ArrowDown on the closed button: move into the panel once it is shown. */
  focusFirstLink: RefObject<boolean>;
  onClose: () => void;
}

export const linksIn = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Runs while the panel's content is mounted, which is exactly while the menu is open. */
export function useMegaMenuBehaviour({ root, button, panel, focusFirstLink, onClose }: MegaMenuParts) {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const panelElement = panel.current;
    if (focusFirstLink.current) {
      focusFirstLink.current = false;
      linksIn(panelElement)[0]?.focus();
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPanelKey = (event: KeyboardEvent) => {
      const step = STEP[event.key];
      const links = linksIn(panelElement);
      if (!step || links.length === 0) return;
      event.preventDefault();
      const index = links.indexOf(document.activeElement as HTMLAnchorElement);
      links[step(index, links.length)]?.focus();
    };
    // A link to the page already shown changes no path, so a followed link closes the menu here.
    const onPanelClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close();
    };
    window.addEventListener('pointerdown', onPointer);
    window.addEventListener('keydown', onKey);
    panelElement?.addEventListener('keydown', onPanelKey);
    panelElement?.addEventListener('click', onPanelClick);
    return () => {
      window.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('keydown', onKey);
      panelElement?.removeEventListener('keydown', onPanelKey);
      panelElement?.removeEventListener('click', onPanelClick);
    };
  }, [root, button, panel, focusFirstLink]);
}
