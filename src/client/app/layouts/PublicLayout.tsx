import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { loginModalOpenAtom, openAuthDialogAtom } from '../../features/accounts/accounts.atoms';
import { rememberedDialogPanel } from '../../features/accounts/accounts.storage';
import { SkipLink } from '../../ui/SkipLink';
import { footerHiddenAtom } from '../layout.atoms';
import { useAtomValue, useSetAtom } from '../store';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The page's <main>: below the fixed top bar, at least a screen tall, no focus ring when the skip link moves focus to it. */
const PAGE_MAIN_CLASS = 'min-h-screen pt-[var(--header-h)] outline-none';

// The dialog's code is fetched the first time someone opens it.
const LoginDialog = lazy(() => import('../../features/accounts/components/LoginDialog'));

/** The common layout: fixed 10vh top bar, the page, the footer unless the page opts out. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const footerHidden = useAtomValue(footerHiddenAtom);
  const loginOpen = useAtomValue(loginModalOpenAtom);
  const openDialog = useSetAtom(openAuthDialogAtom);
  // Reloaded during a sign-up in the dialog: it opens again where the person was (the OTP step).
  useEffect(() => {
    if (rememberedDialogPanel() === 'signup') openDialog('signup');
  }, [openDialog]);
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
