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
import { sellerHomeFor, wantsToPost, withPostIntent } from '../auth/post-intent';
import { SellerLoginForm } from '../auth/SellerLoginForm';
import { SELLER_AUTH_COPY } from '../auth/seller-auth.content';

/**
 * /saller/login: the buyer login's e-mail and password. A seller goes on to the dashboard; an account
 * that is not a seller yet goes to the sign-up page's 'become a seller' form (both replace this entry).
 * Reached from 'Post property for Free' (post-intent.ts), it leads with registering, and a seller goes
 * on to adding a property instead.
 */
export default function SellerLoginPage() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const [, navigate] = useLocation();
  const search = useSearch();
  const forgot = resetAsked(search);
  const post = wantsToPost(search);
  const titleId = useId();
  useDocumentTitle(ROUTES.sellerLogin.title);
  if (user && hasToken) {
    return <Redirect to={user.isSeller ? sellerHomeFor(post) : withPostIntent(PATHS.sellerSignup, post)} replace />;
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
      {post && !forgot ? <RegisterFirst /> : null}
      <div className={forgot ? 'hidden' : 'card mt-6'}>
        {post ? <h2 className="mb-3 text-lg font-bold text-ink">{SELLER_AUTH_COPY.postLoginTitle}</h2> : null}
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
        <Link href={withPostIntent(PATHS.sellerSignup, post)} className={TEXT_LINK_CLASS}>
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

/** A person who came to post: registering is the first thing offered, as most have no account yet. */
function RegisterFirst() {
  return (
    <div className="card mt-6 border-brand">
      <Link
        href={withPostIntent(PATHS.sellerSignup, true)}
        className="btn-solid flex w-full whitespace-normal text-center text-base"
      >
        {SELLER_AUTH_COPY.postLead}
      </Link>
      <p className="mt-2 text-sm text-muted">{SELLER_AUTH_COPY.postLeadHint}</p>
    </div>
  );
}
