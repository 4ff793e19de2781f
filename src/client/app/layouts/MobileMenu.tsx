import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MenuIcon } from '../../ui/icons';
import { DRAWER_LABELS } from './layout.content';

const loadDrawer = () => import('./MobileDrawer');
// The drawer's code is fetched on first use (or when a finger or the focus reaches the button), so the
// home page's first load does not carry it.
const MobileDrawer = lazy(loadDrawer);

/** The phone's menu button (below 768 px) and the full-screen drawer it opens. */
export function MobileMenu() {
  const [path] = useLocation();
  // Remember where the drawer was opened: navigating anywhere else closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const button = useRef<HTMLButtonElement>(null);
  const drawerId = 'mobile-drawer';
  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        className="btn-ghost px-2"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        aria-haspopup="dialog"
        aria-label={DRAWER_LABELS.menu}
        onClick={() => setOpenOn(open ? null : path)}
        onPointerDown={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      >
        <MenuIcon open={false} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileDrawer
            id={drawerId}
            onClose={() => {
              setOpenOn(null);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
