import { useId } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue, useSetAtom } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authPanelAtom, currentUserAtom } from '../accounts.atoms';
import { AuthPromo } from '../components/AuthPromo';
import { LoginPanel } from '../components/LoginPanel';
import { ResetPanel } from '../components/ResetPanel';
import { SignupPanel } from '../components/SignupPanel';
import { resetFrom } from '../forgot-password-link';

/**
 * The login page: the dialog's panels on a page of their own (a link someone can share or bookmark).
 * '?forgot=seller' (or admin) opens the password reset for another login page, and goes back to it.
 */
export default function LoginPage() {
  const user = useAtomValue(currentUserAtom);
  const panel = useAtomValue(authPanelAtom);
  const setPanel = useSetAtom(authPanelAtom);
  const [, navigate] = useLocation();
  const returnTo = resetFrom(useSearch());
  const shown = returnTo ? 'reset' : panel;
  const titleId = useId();
  useDocumentTitle(ROUTES.login.title);
  // Already logged in: nothing to do here.
  if (user) return <Redirect to={PATHS.home} replace />;
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.login.title}</h1>
      <div className="mt-6 flex overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        <AuthPromo panel={shown} />
        <div className="min-w-0 flex-1 p-5 sm:p-10">
          {shown === 'login' ? (
            <LoginPanel titleId={titleId} hideTitle />
          ) : shown === 'reset' ? (
            <ResetPanel
              titleId={titleId}
              onLogin={() => {
                setPanel('login');
                if (returnTo) navigate(returnTo, { replace: true });
              }}
            />
          ) : (
            <SignupPanel titleId={titleId} />
          )}
        </div>
      </div>
    </section>
  );
}
