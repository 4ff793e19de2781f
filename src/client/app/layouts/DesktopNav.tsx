import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MENU_LABELS } from './layout.content';
import { MegaMenu } from './MegaMenu';
import type { MenuKey } from './MenuPanel';

const loadPanel = () => import('./MenuPanel');
const MenuPanel = lazy(loadPanel);

interface OpenMenu {
  key: MenuKey;
  /** The page it was opened on: any navigation closes it, without an effect. */
  path: string;
  /** A menu opened by hovering closes when the mouse leaves; one opened by a press stays open. */
  by: 'hover' | 'press';
}

/** Hover intent: a mouse passing over the bar opens nothing; leaving for a moment closes nothing. */
const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 250;

/**
 * Rent Property has a button of its own from 1280 px; narrower, the bar has no room for a fourth menu and
 * Buy Property shows its FOR RENT column (MenuPanel.tsx).
 */
const MENUS: readonly { key: MenuKey; label: string; panelWidth?: string; className?: string }[] = [
  { key: 'buy', label: MENU_LABELS.buy },
  { key: 'rent', label: MENU_LABELS.rent, className: 'hidden xl:block' },
  { key: 'sell', label: MENU_LABELS.sell, panelWidth: 'max-w-[58rem]' },
  { key: 'help', label: MENU_LABELS.help, panelWidth: 'max-w-[52rem]' },
];

/** Keeps the panel's height while its code arrives (fetched when the pointer or focus first reaches the bar). */
const loading = <div className="h-56 animate-pulse rounded-xl bg-surface" />;

/** The desktop header's four dropdowns. One state for all four, so opening one closes the others. */
export function DesktopNav() {
  const [path] = useLocation();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const openKey = menu?.path === path ? menu.key : null;
  const timer = useRef<number | undefined>(undefined);

  const cancelHover = () => window.clearTimeout(timer.current);
  const afterHover = (ms: number, update: (current: OpenMenu | null) => OpenMenu | null) => {
    cancelHover();
    timer.current = window.setTimeout(() => setMenu(update), ms);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const controls = (key: MenuKey) => {
    const isOpen = (current: OpenMenu | null) => current?.key === key && current.path === path;
    return {
      open: openKey === key,
      onToggle: () => {
        cancelHover();
        // A press on a menu the mouse already opened keeps it open (it was meant to open it).
        setMenu((current) => (isOpen(current) && current?.by === 'press' ? null : { key, path, by: 'press' }));
      },
      onOpen: () => {
        cancelHover();
        setMenu({ key, path, by: 'press' });
      },
      onClose: () => {
        cancelHover();
        setMenu((current) => (current?.key === key ? null : current));
      },
      onHoverIn: () => afterHover(HOVER_OPEN_MS, (current) => (isOpen(current) ? current : { key, path, by: 'hover' })),
      onHoverOut: () => afterHover(HOVER_CLOSE_MS, (current) => (current?.by === 'hover' ? null : current)),
    };
  };

  return (
    <nav
      aria-label="Main"
      className="hidden items-center md:flex"
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
    >
      {MENUS.map(({ key, label, panelWidth, className }) => (
        <MegaMenu key={key} label={label} panelWidth={panelWidth} className={className} {...controls(key)}>
          {(parts) => (
            <Suspense fallback={loading}>
              <MenuPanel menu={key} {...parts} />
            </Suspense>
          )}
        </MegaMenu>
      ))}
    </nav>
  );
}
