import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/limits';
import { BRAND_NAME } from '../../../shared/messages';
import { FIRST_SCREEN_TITLES, PATHS } from '../../../shared/routes';
import { mailtoHref, telHref } from '../../../shared/site';
import { currentUserAtom, openAuthDialogAtom } from '../../features/accounts/accounts.atoms';
import { AccountLinks, UserAvatar } from '../../features/accounts/components/AccountLinks';
import { InstallButton } from '../../features/install/InstallButton';
import { SavedOfflineIcon } from '../../features/offline/offline-icons';
import { siteConfig } from '../../lib/site-config';
import { useBackCloses } from '../../lib/use-back-closes';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { useScrollLock } from '../../lib/use-scroll-lock';
import { BrandLogo } from '../../ui/BrandLogo';
import { HeartIcon, MailIcon, MenuIcon, PhoneIcon } from '../../ui/icons';
import { useAtomValue, useSetAtom } from '../store';
import { DrawerSection } from './DrawerSection';
import { DRAWER_LABELS, HEADER_LABELS } from './layout.content';
import { DRAWER_SELL_LINKS, HELP_LINKS, useDrawerBuyLinks, useDrawerRentLinks } from './menu.links';
import { BUY_MENU, HELP_MENU, RENT_MENU, SELL_MENU } from './navigation.content';

interface MobileDrawerProps {
  id: string;
  onClose: () => void;
}

/**
 * The phone's full-screen menu: Buy Property, Rent Property, Sell Properties and Help as collapsible
 * sections, the visitor's account actions and 'Need help? Call us'. A modal dialog: focus stays inside,
 * the page behind does not scroll, Escape, Back and the close button close it, and so does
 * following any of its links (Back from that page returns to the one the drawer was opened on). Its own chunk, fetched on first open.
 */
export default function MobileDrawer({ id, onClose }: MobileDrawerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const user = useAtomValue(currentUserAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  const buyLinks = useDrawerBuyLinks();
  const rentLinks = useDrawerRentLinks();

  useScrollLock();
  useFocusTrap(dialog, closeButton);
  useBackCloses(onClose);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    // Turned to a desktop width: the desktop menus take over.
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onWide = () => wide.matches && onClose();
    window.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      window.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: closes after a link is followed; the links handle their own keys
    <div
      ref={dialog}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={DRAWER_LABELS.menu}
      className="fixed inset-0 z-50 flex flex-col bg-white md:hidden"
      onClick={(event) => {
        // Every link leads somewhere: the drawer closes when one is followed (the same page included).
        if ((event.target as Element).closest('a')) onClose();
      }}
    >
      <div className="flex h-[var(--header-h)] shrink-0 items-center justify-between border-b border-line px-4">
        <Link href={PATHS.home} aria-label={`${BRAND_NAME} home`} className="flex items-center rounded-md">
          <BrandLogo />
        </Link>
        <button
          ref={closeButton}
          type="button"
          className="btn-ghost px-2"
          aria-label={DRAWER_LABELS.closeMenu}
          onClick={onClose}
        >
          <MenuIcon open />
        </button>
      </div>

      <div className="flex-1 overflow-y-auto overscroll-contain px-4 pb-8">
        {user ? (
          <section aria-label={`${user.firstName} ${user.lastName}`} className="border-b border-line py-3">
            <p className="flex items-center gap-3 px-3 py-2 font-semibold text-ink">
              <UserAvatar firstName={user.firstName} lastName={user.lastName} />
              <span className="truncate">
                {user.firstName} {user.lastName}
              </span>
            </p>
            <AccountLinks onSelect={onClose} itemClassName="nav-link py-2.5 text-base" />
          </section>
        ) : (
          <div className="grid grid-cols-2 gap-3 border-b border-line py-4">
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                onClose();
                openDialog('login');
              }}
            >
              {HEADER_LABELS.login}
            </button>
            {/* Sign Up makes a buyer's account; sellers register from Sell Properties below (docs/product-rules.md, Screens and navigation). */}
            <button
              type="button"
              className="btn-solid"
              onClick={() => {
                onClose();
                openDialog('signup');
              }}
            >
              {HEADER_LABELS.signUp}
            </button>
          </div>
        )}

        <Link href={PATHS.shortlist} className="nav-link mt-2 flex items-center gap-3 py-3 text-base font-semibold">
          <HeartIcon className="h-5 w-5 text-brand" />
          {FIRST_SCREEN_TITLES.shortlist}
        </Link>
        <Link href={PATHS.savedOffline} className="nav-link flex items-center gap-3 py-3 text-base font-semibold">
          <SavedOfflineIcon className="h-5 w-5 text-brand" />
          {FIRST_SCREEN_TITLES.savedOffline}
        </Link>

        <nav aria-label="Main">
          <DrawerSection title={BUY_MENU.label} links={buyLinks} />
          <DrawerSection title={RENT_MENU.label} links={rentLinks} />
          <DrawerSection title={SELL_MENU.label} links={DRAWER_SELL_LINKS} />
          <DrawerSection title={HELP_MENU.label} links={HELP_LINKS} />
        </nav>

        <InstallButton wide className="mt-6 w-full justify-center" />

        <div className="mt-6 rounded-xl bg-brand-soft p-4">
          <a href={telHref(siteConfig.phone)} className="flex items-center gap-3 text-ink">
            <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-white text-brand">
              <PhoneIcon className="h-5 w-5" />
            </span>
            <span className="flex flex-col">
              <span className="text-sm font-semibold">{HEADER_LABELS.needHelp}</span>
              <span className="text-base font-bold text-brand">{siteConfig.phone}</span>
            </span>
          </a>
          <a
            href={mailtoHref(siteConfig.email)}
            className="mt-3 flex items-center gap-3 break-all pl-1 text-sm text-brand underline-offset-2 hover:underline"
          >
            <MailIcon className="h-4 w-4 shrink-0" />
            {siteConfig.email}
          </a>
        </div>
      </div>
    </div>
  );
}
