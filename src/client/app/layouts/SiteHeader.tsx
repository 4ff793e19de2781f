import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useLocation } from 'wouter';
import { NAV_SCROLL_THRESHOLD_PX } from '../../../shared/limits';
import { BRAND_NAME } from '../../../shared/messages';
import { HEADER_LABELS } from '../../../shared/navigation';
import { PATHS } from '../../../shared/routes';
import { SITE, telHref } from '../../../shared/site';
import { currentUserAtom, openAuthDialogAtom } from '../../features/accounts/accounts.atoms';
import { UserMenu } from '../../features/accounts/components/UserMenu';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { BrandLogo } from '../../ui/BrandLogo';
import { PhoneIcon } from '../../ui/icons';
import { BuyMenu } from './BuyMenu';
import { MobileMenu } from './MobileMenu';

/**
 * The fixed top bar in its 10vh strip. On the home page it is transparent until the visitor scrolls
 * more than 50 px; elsewhere it is always white with a shadow (spec section 2, Header).
 */
export function SiteHeader() {
  const [path] = useLocation();
  const onHome = path === PATHS.home;
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX, onHome);
  const solid = !onHome || scrolled;
  const openDialog = useSetAtom(openAuthDialogAtom);
  const user = useAtomValue(currentUserAtom);
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 h-[var(--header-h)] transition-[background-color,box-shadow] duration-200 ${solid ? 'bg-white shadow-md' : 'bg-transparent'}`}
    >
      <div className="container-page flex h-full items-center gap-2 sm:gap-3">
        <Link href={PATHS.home} aria-label={`${BRAND_NAME} home`} className="flex items-center rounded-md">
          <BrandLogo compact />
        </Link>
        <BuyMenu />
        <span className="mr-auto" />
        <a href={telHref(SITE.phone)} className="btn-ghost hidden lg:inline-flex">
          <PhoneIcon className="h-4 w-4 text-brand" />
          <span>
            {HEADER_LABELS.callUs}: {SITE.phone}
          </span>
        </a>
        <Link href={PATHS.sellerLogin} className="btn-accent px-3 text-xs sm:px-4 sm:text-sm">
          {HEADER_LABELS.postProperty}
        </Link>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <>
            <button type="button" className="btn-outline hidden md:inline-flex" onClick={() => openDialog('login')}>
              {HEADER_LABELS.login}
            </button>
            {/* Spec section 2: the Sign Up button goes to the seller signup route. */}
            <Link href={PATHS.sellerSignup} className="btn-solid hidden md:inline-flex">
              {HEADER_LABELS.signUp}
            </Link>
          </>
        )}
        <MobileMenu />
      </div>
    </header>
  );
}
