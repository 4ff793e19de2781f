import { useId } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { currentUserAtom, hasTokenAtom } from '../../accounts/accounts.atoms';
import { AUTH_COPY } from '../../accounts/accounts.content';
import { ResetPanel } from '../../accounts/components/ResetPanel';
import { forgotPasswordHref, resetAsked } from '../../accounts/forgot-password-link';
import { SellerLoginForm } from '../auth/SellerLoginForm';
import { SELLER_AUTH_COPY } from '../auth/seller-auth.content';

/**
 * /saller/login: the buyer login's e-mail and password. A seller goes on to the dashboard; an account
 * that is not a seller yet goes to the sign-up page's 'become a seller' form (both replace this entry).
 */
export default function SellerLoginPage() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const [, navigate] = useLocation();
  const forgot = resetAsked(useSearch());
  const titleId = useId();
  useDocumentTitle(ROUTES.sellerLogin.title);
  if (user && hasToken) {
    return <Redirect to={user.isSeller ? PATHS.sellerDashboard : PATHS.sellerSignup} replace />;
  }
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerLogin.title}</h1>
      <p className="mt-2 text-sm text-muted sm:text-base">{SELLER_AUTH_COPY.loginIntro}</p>
      {forgot ? (
        // The reset stays in the seller area and comes back to this login when done.
        <div className="card mt-6">
          <ResetPanel titleId={titleId} onLogin={() => navigate(PATHS.sellerLogin, { replace: true })} />
        </div>
      ) : null}
      <div className={forgot ? 'hidden' : 'card mt-6'}>
        <SellerLoginForm
          forgot={
            <Link href={forgotPasswordHref('seller')} className={TEXT_LINK_CLASS}>
              {AUTH_COPY.forgotPassword}
            </Link>
          }
        />
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {SELLER_AUTH_COPY.noAccount}{' '}
        <Link href={PATHS.sellerSignup} className={TEXT_LINK_CLASS}>
          {SELLER_AUTH_COPY.toSignup}
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-muted">
        {SELLER_AUTH_COPY.buyerPrompt}{' '}
        <Link href={PATHS.home} className={TEXT_LINK_CLASS}>
          {SELLER_AUTH_COPY.toBuyerSite}
        </Link>
      </p>
    </section>
  );
}
