import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { HEADER_LABELS, propertiesInLabel } from '../../../shared/navigation';
import { PATHS, searchResultsHref } from '../../../shared/routes';
import { SITE, telHref } from '../../../shared/site';
import { currentUserAtom, openAuthDialogAtom } from '../../features/accounts/accounts.atoms';
import { AccountLinks, UserAvatar } from '../../features/accounts/components/AccountLinks';
import { detectedCityAtom, detectedStateAtom } from '../../features/location/location.atoms';
import { MenuIcon, PhoneIcon } from '../../ui/icons';

/**
 * The phone's menu: a first, small version (login, sign up, call us). The spec's full-screen drawer
 * with the Buy / Sell / Help sections replaces it in a later issue.
 */
export function MobileMenu() {
  const [path] = useLocation();
  // Remember where the menu was opened: navigating anywhere else closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const setOpen = (value: boolean) => setOpenOn(value ? path : null);
  const panelId = useId();
  const openDialog = useSetAtom(openAuthDialogAtom);
  const user = useAtomValue(currentUserAtom);
  const city = useAtomValue(detectedCityAtom);
  const state = useAtomValue(detectedStateAtom);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        type="button"
        className="btn-ghost px-2"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon open={open} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-line bg-white px-4 pb-5 pt-3 shadow-lg"
      >
        <div className="flex flex-col gap-2">
          {user ? (
            <section aria-label={`${user.firstName} ${user.lastName}`} className="border-b border-line pb-2">
              <p className="flex items-center gap-3 px-3 py-2 font-semibold text-ink">
                <UserAvatar firstName={user.firstName} lastName={user.lastName} />
                <span className="truncate">
                  {user.firstName} {user.lastName}
                </span>
              </p>
              <AccountLinks onSelect={() => setOpen(false)} />
            </section>
          ) : (
            <>
              <button
                type="button"
                className="btn-outline w-full"
                onClick={() => {
                  setOpen(false);
                  openDialog('login');
                }}
              >
                {HEADER_LABELS.login}
              </button>
              <Link href={PATHS.sellerSignup} className="btn-solid w-full">
                {HEADER_LABELS.signUp}
              </Link>
            </>
          )}
          {city && (
            <Link
              href={searchResultsHref({ propertyType: 'Flat/Apartment', city, state: state ?? '' })}
              className="nav-link"
            >
              {propertiesInLabel(city)}
            </Link>
          )}
          <a href={telHref(SITE.phone)} className="btn-ghost w-full">
            <PhoneIcon className="h-4 w-4 text-brand" />
            {HEADER_LABELS.needHelp}: {SITE.phone}
          </a>
        </div>
      </div>
    </div>
  );
}
