import { lazy, type ReactNode, Suspense } from 'react';
import { loginModalOpenAtom } from '../../features/accounts/accounts.atoms';
import { SkipLink } from '../../ui/SkipLink';
import { footerHiddenAtom } from '../layout.atoms';
import { useAtomValue } from '../store';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The page's <main>: below the fixed top bar, at least a screen tall, no focus ring when the skip link moves focus to it. */
const PAGE_MAIN_CLASS = 'min-h-screen pt-[var(--header-h)] outline-none';

// The dialog's code is fetched the first time someone opens it.
const LoginDialog = lazy(() => import('../../features/accounts/components/LoginDialog'));

/** The common layout (spec section 2): fixed 10vh top bar, the page, the footer unless the page opts out. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const footerHidden = useAtomValue(footerHiddenAtom);
  const loginOpen = useAtomValue(loginModalOpenAtom);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={PAGE_MAIN_CLASS}>
        {children}
      </main>
      {footerHidden ? null : <SiteFooter />}
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      ) : null}
    </>
  );
}
