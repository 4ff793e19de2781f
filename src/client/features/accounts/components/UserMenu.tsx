import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { AccountUser } from '../../../../shared/accounts/account-types';
import { ShortlistSync } from '../../shortlist/ShortlistSync';
import { AccountLinks, UserAvatar } from './AccountLinks';

/**
 * The top bar's logged-in state on desktop: the user's first and last name, opening
 * a dropdown with My Profile, My Properties and Logout. Closes on Escape, on a click elsewhere and
 * when the page changes.
 */
export function UserMenu({ user }: { user: AccountUser }) {
  const [path] = useLocation();
  // Remember where it was opened: navigating anywhere else closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative hidden md:block">
      {/* Mounted with the account menu: only a logged-in visitor downloads the sync. */}
      <ShortlistSync />
      <button
        ref={buttonRef}
        type="button"
        className="btn-ghost max-w-[16rem] pl-2"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : path)}
      >
        <UserAvatar firstName={user.firstName} lastName={user.lastName} />
        <span className="truncate">
          {user.firstName} {user.lastName}
        </span>
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        >
          <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full mt-2 w-60 rounded-xl border border-line bg-white p-2 shadow-lg"
      >
        <p className="truncate border-b border-line px-3 pb-2 pt-1 text-xs text-muted">{user.email}</p>
        <div className="pt-2">
          <AccountLinks onSelect={() => setOpenOn(null)} />
        </div>
      </div>
    </div>
  );
}
