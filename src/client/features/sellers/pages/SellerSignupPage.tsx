import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { SELLER_TYPES } from '../../../../shared/listings/vocabulary';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { currentUserAtom, hasTokenAtom } from '../../accounts/accounts.atoms';
import { AUTH_COPY } from '../../accounts/accounts.content';
import { RegistrationSteps } from '../../accounts/components/RegistrationSteps';
import { forgotPasswordHref } from '../../accounts/forgot-password-link';
import { BecomeSellerForm } from '../auth/BecomeSellerForm';
import { SellerPhotoStep } from '../auth/SellerPhotoStep';
import { SELLER_AUTH_COPY } from '../auth/seller-auth.content';
import { sellerTypeFrom } from '../auth/seller-signup-link';

type Step = 'account' | 'otp';

const STEP_LABELS: Record<Step, string> = {
  account: SELLER_AUTH_COPY.signupStepAccount,
  otp: SELLER_AUTH_COPY.signupStepOtp,
};

/**
 * /saller/signup. A new person: the account form, then the OTP sent to their phone, which signs them in,
 * then 'become a seller', then an optional photo. Someone already logged in as a buyer starts at 'become a seller'; a
 * seller goes to the dashboard (once past the photo step, when they have just become one).
 */
export default function SellerSignupPage() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const [photoStep, setPhotoStep] = useState(false);
  // Someone who has just verified their number here is on the sign-up's last step.
  const [registered, setRegistered] = useState(false);
  const askedType = sellerTypeFrom(useSearch(), SELLER_TYPES);
  useDocumentTitle(ROUTES.sellerSignup.title);
  const loggedIn = user && hasToken ? user : null;
  const seller = Boolean(loggedIn?.isSeller);
  if (seller && !photoStep) return <Redirect to={PATHS.sellerDashboard} replace />;
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerSignup.title}</h1>
      <div className="mt-6">
        {seller ? (
          <SellerPhotoStep onDone={() => setPhotoStep(false)} />
        ) : loggedIn ? (
          <>
            {registered ? (
              <p className="mb-3 text-sm font-semibold text-muted">{SELLER_AUTH_COPY.signupStepSeller}</p>
            ) : null}
            <BecomeSellerForm user={loggedIn} onBecame={() => setPhotoStep(true)} defaultType={askedType} />
          </>
        ) : (
          <NewAccountSteps onRegistered={() => setRegistered(true)} />
        )}
      </div>
    </section>
  );
}

/**
 * The account's own steps before 'become a seller': the buyer sign-up's form and OTP. The verified OTP
 * stores the session, so the page goes on to 'become a seller' by itself.
 */
function NewAccountSteps({ onRegistered }: { onRegistered: () => void }) {
  const [step, setStep] = useState<Step>('account');

  return (
    <div className="card">
      <h2 className="text-lg font-bold text-ink">{STEP_LABELS[step]}</h2>
      <RegistrationSteps
        help={
          <>
            <Link href={PATHS.sellerLogin} className={TEXT_LINK_CLASS}>
              {SELLER_AUTH_COPY.toLogin}
            </Link>
            {' · '}
            <Link href={forgotPasswordHref('seller')} className={TEXT_LINK_CLASS}>
              {AUTH_COPY.forgotPassword}
            </Link>
          </>
        }
        footer={
          <>
            {SELLER_AUTH_COPY.haveAccount}{' '}
            <Link href={PATHS.sellerLogin} className={TEXT_LINK_CLASS}>
              {SELLER_AUTH_COPY.toLogin}
            </Link>
          </>
        }
        onStepChange={(next) => setStep(next === 'form' ? 'account' : 'otp')}
        onRegistered={onRegistered}
      />
    </div>
  );
}
