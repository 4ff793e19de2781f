import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue, useSetAtom } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { currentUserAtom, hasTokenAtom, sessionStorageChangedAtom } from '../../accounts/accounts.atoms';
import { AUTH_COPY } from '../../accounts/accounts.content';
import { clearSession, readStoredUser, readToken } from '../../accounts/accounts.storage';
import { LoginForm } from '../../accounts/components/LoginForm';
import { ResetPanel } from '../../accounts/components/ResetPanel';
import { endSessionOnServer } from '../../accounts/end-session';
import { forgotPasswordHref, resetAsked } from '../../accounts/forgot-password-link';
import { ADMIN_AREA_COPY } from '../admin-area.content';
import { isAdminUser } from '../auth/admin-session';

/**
 * /admin/login: the shared e-mail and password login. An admin goes on to the dashboard (the stored
 * session makes this page redirect). Any other account is refused here and its brand-new session is
 * ended on the server too, so trying the admin door never leaves a buyer or seller signed in.
 */
export default function AdminLoginPage() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  // Refusals so far: the form is drawn afresh after each (the shared form stays busy after a login, as
  // it expects the page to move on).
  const [refused, setRefused] = useState(0);
  const [, navigate] = useLocation();
  const forgot = resetAsked(useSearch());
  const titleId = useId();
  useDocumentTitle(ROUTES.adminLogin.title);

  if (hasToken && isAdminUser(user)) return <Redirect to={PATHS.adminDashboard} replace />;

  const onLoggedIn = () => {
    if (isAdminUser(readStoredUser())) return;
    const token = readToken();
    clearSession();
    sessionChanged();
    if (token) void endSessionOnServer(token);
    // The shared form has just said 'Login successful!'; for this door it was not.
    toast.dismiss();
    toast.error(ADMIN_AREA_COPY.notAdmin);
    setRefused((n) => n + 1);
  };

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.adminLogin.title}</h1>
      <p className="mt-2 text-sm text-muted sm:text-base">{ADMIN_AREA_COPY.loginIntro}</p>
      {refused > 0 ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {ADMIN_AREA_COPY.notAdmin}
        </p>
      ) : null}
      {forgot ? (
        // The reset stays in the admin's layout and comes back to this login when done.
        <div className="card mt-6">
          <ResetPanel titleId={titleId} onLogin={() => navigate(PATHS.adminLogin, { replace: true })} />
        </div>
      ) : null}
      <div className={forgot ? 'hidden' : 'card mt-6'}>
        <LoginForm
          key={refused}
          onLoggedIn={onLoggedIn}
          forgot={
            <Link href={forgotPasswordHref('admin')} className={TEXT_LINK_CLASS}>
              {AUTH_COPY.forgotPassword}
            </Link>
          }
        />
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href={PATHS.home} className={TEXT_LINK_CLASS}>
          {ADMIN_AREA_COPY.backHome}
        </Link>
      </p>
    </section>
  );
}
