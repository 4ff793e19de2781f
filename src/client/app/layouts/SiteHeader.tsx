import { Link, useLocation } from 'wouter';
import { NAV_SCROLL_THRESHOLD_PX } from '../../../shared/limits';
import { BRAND_NAME } from '../../../shared/messages';
import { FIRST_SCREEN_TITLES, PATHS } from '../../../shared/routes';
import { telHref } from '../../../shared/site';
import { currentUserAtom, openAuthDialogAtom } from '../../features/accounts/accounts.atoms';
import { useCanInstall } from '../../features/install/install-prompt';
import { POST_PROPERTY_LOGIN_HREF } from '../../features/sellers/auth/post-param';
import { lazyPart } from '../../lib/lazy-part';
import { siteConfig } from '../../lib/site-config';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { BrandLogo } from '../../ui/BrandLogo';
import { HeartIcon, PhoneIcon } from '../../ui/icons';
import { useAtomValue, useSetAtom } from '../store';
import { HEADER_LABELS } from './layout.content';
import { MobileMenu } from './MobileMenu';
import { OptionalPart } from './OptionalPart';
import { useWideScreen } from './use-wide-screen';

// The four dropdowns exist from 768 px up (below, the drawer has the same links): a phone never
// downloads their code, a wider screen fetches it alongside the page.
const DesktopNav = lazyPart(() => import('./DesktopNav').then((module) => ({ default: module.DesktopNav })));

// Only a browser that offers installation shows the button: most visits never download it.
const InstallButton = lazyPart(() =>
  import('../../features/install/InstallButton').then((module) => ({ default: module.InstallButton })),
);

// Only a logged-in visitor has the account menu: a first visit to the home page never downloads it.
const UserMenu = lazyPart(() =>
  import('../../features/accounts/components/UserMenu').then((module) => ({ default: module.UserMenu })),
);

/**
 * The fixed top bar in its 10vh strip. On the home page it is transparent until the visitor scrolls
 * more than 50 px; elsewhere it is always white with a shadow. From 768 px it
 * shows the four dropdowns and the account buttons; below, the menu button opens the phone drawer.
 */
export function SiteHeader() {
  const [path] = useLocation();
  const onHome = path === PATHS.home;
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX, onHome);
  const solid = !onHome || scrolled;
  const openDialog = useSetAtom(openAuthDialogAtom);
  const user = useAtomValue(currentUserAtom);
  const wide = useWideScreen();
  // The bar is full. On a phone the shortlist is in the drawer (and on every card), and an install offer
  // takes the call button's place (the drawer keeps 'Need help? Call us'); between 768 and 1024 px it
  // takes the heart's place, and from 1280 px the written number's.
  const canInstall = useCanInstall();
  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 h-[var(--header-h)] transition-[background-color,box-shadow] duration-200 ${solid ? 'bg-white shadow-md' : 'bg-transparent'}`}
    >
      <div className="container-page relative flex h-full items-center gap-1.5 sm:gap-2 md:gap-1">
        {/* The wordmark makes way for the menus between 768 and 1280 px. */}
        <Link
          href={PATHS.home}
          aria-label={`${BRAND_NAME} home`}
          className="flex shrink-0 items-center rounded-md md:max-xl:[&>span>span]:hidden"
        >
          <BrandLogo compact />
        </Link>
        {wide ? (
          <OptionalPart>
            <DesktopNav />
          </OptionalPart>
        ) : null}
        <span className="flex-1" />
        {/* Between 768 and 1024 px the menus need its room; every dropdown has the number then. */}
        <a
          href={telHref(siteConfig.phone)}
          className={`btn-ghost shrink-0 px-2 md:max-lg:hidden ${canInstall ? 'max-sm:hidden' : ''}`}
          aria-label={`${HEADER_LABELS.callUs}: ${siteConfig.phone}`}
        >
          <PhoneIcon className="h-5 w-5 text-brand xl:h-4 xl:w-4" />
          {/* The written number from 1536 px: narrower, 'Register as seller' or the account menu has its room. */}
          <span aria-hidden="true" className={canInstall ? 'hidden' : 'hidden 2xl:inline'}>
            {siteConfig.phone}
          </span>
        </a>
        {canInstall ? (
          <OptionalPart>
            <InstallButton />
          </OptionalPart>
        ) : null}
        <Link
          href={PATHS.shortlist}
          aria-label={FIRST_SCREEN_TITLES.shortlist}
          title={FIRST_SCREEN_TITLES.shortlist}
          className={`btn-ghost shrink-0 px-2 max-sm:hidden ${canInstall ? 'md:max-lg:hidden' : ''}`}
        >
          <HeartIcon className="h-5 w-5 text-brand" />
        </Link>
        <Link
          href={POST_PROPERTY_LOGIN_HREF}
          className="btn-accent shrink-0 px-3 text-xs sm:text-sm md:px-2.5 md:text-xs lg:px-4 lg:text-sm"
        >
          {HEADER_LABELS.postProperty}
        </Link>
        {user ? (
          // A long name is cut with an ellipsis so the bar never overflows (the full name stays its label).
          <div className="min-w-0 [&>div>button]:max-w-[10rem] xl:[&>div>button]:max-w-[12rem]">
            <OptionalPart fallback={<span className="hidden h-10 w-32 md:block" />}>
              <UserMenu user={user} />
            </OptionalPart>
          </div>
        ) : (
          <>
            <button
              type="button"
              className="btn-outline hidden shrink-0 px-2.5 md:inline-flex md:text-[0.8125rem] lg:px-4 lg:text-sm"
              onClick={() => openDialog('login')}
            >
              {HEADER_LABELS.login}
            </button>
            {/* Sign Up makes a buyer's account; sellers have their own link (docs/product-rules.md, Screens and navigation). */}
            <button
              type="button"
              className="btn-solid hidden shrink-0 px-2.5 md:inline-flex md:text-[0.8125rem] lg:px-4 lg:text-sm"
              onClick={() => openDialog('signup')}
            >
              {HEADER_LABELS.signUp}
            </button>
            {/* From 1536 px, in the written number's place; narrower, the Sell Properties menu has the same link. */}
            <Link href={PATHS.sellerSignup} className="nav-link hidden shrink-0 px-2 font-semibold 2xl:inline-flex">
              {HEADER_LABELS.registerAsSeller}
            </Link>
          </>
        )}
        <MobileMenu />
      </div>
    </header>
  );
}
