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
import { sellerHomeFor, wantsToPost, withPostIntent } from '../auth/post-intent';
import { SellerPhotoStep } from '../auth/SellerPhotoStep';
import { SELLER_AUTH_COPY } from '../auth/seller-auth.content';
import { sellerTypeFrom } from '../auth/seller-signup-link';

type Step = keyof typeof SELLER_AUTH_COPY.signupStepNames;

/** A new person's steps, in order; a logged-in buyer starts at 'seller'. */
const NEW_PERSON_STEPS: readonly Step[] = ['account', 'otp', 'seller', 'photo'];
const BUYER_STEPS: readonly Step[] = ['seller', 'photo'];

/** 'Step n of N: …' for `step` among `steps`, so the count is the real one on every path. */
const stepLabel = (step: Step, steps: readonly Step[]) =>
  SELLER_AUTH_COPY.signupStep(steps.indexOf(step) + 1, steps.length, SELLER_AUTH_COPY.signupStepNames[step]);

/**
 * /saller/signup. A new person: the account form, then the OTP sent to their phone, which signs them in,
 * then 'become a seller', then an optional photo. Someone already logged in as a buyer starts at 'become a seller'; a
 * seller goes to the dashboard (once past the photo step, when they have just become one).
 */
export default function SellerSignupPage() {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const [photoStep, setPhotoStep] = useState(false);
  // Someone who has just verified their number here is on step 3 of 4; a buyer who came logged in, on 1 of 2.
  const [registered, setRegistered] = useState(false);
  const search = useSearch();
  const askedType = sellerTypeFrom(search, SELLER_TYPES);
  // Come from 'Post property for Free': the new seller ends on adding a property, not the dashboard.
  const post = wantsToPost(search);
  useDocumentTitle(ROUTES.sellerSignup.title);
  const loggedIn = user && hasToken ? user : null;
  const seller = Boolean(loggedIn?.isSeller);
  const steps = registered ? NEW_PERSON_STEPS : BUYER_STEPS;
  if (seller && !photoStep) return <Redirect to={sellerHomeFor(post)} replace />;
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerSignup.title}</h1>
      <div className="mt-6">
        {seller ? (
          <>
            <StepNote>{stepLabel('photo', steps)}</StepNote>
            <SellerPhotoStep onDone={() => setPhotoStep(false)} />
          </>
        ) : loggedIn ? (
          <>
            <StepNote>{stepLabel('seller', steps)}</StepNote>
            <BecomeSellerForm user={loggedIn} onBecame={() => setPhotoStep(true)} defaultType={askedType} />
          </>
        ) : (
          <NewAccountSteps
            loginHref={withPostIntent(PATHS.sellerLogin, post)}
            onRegistered={() => setRegistered(true)}
          />
        )}
      </div>
    </section>
  );
}

function StepNote({ children }: { children: string }) {
  return <p className="mb-3 text-sm font-semibold text-muted">{children}</p>;
}

/**
 * The account's own steps before 'become a seller': the buyer sign-up's form and OTP. The verified OTP
 * stores the session, so the page goes on to 'become a seller' by itself.
 */
function NewAccountSteps({ loginHref, onRegistered }: { loginHref: string; onRegistered: () => void }) {
  const [step, setStep] = useState<Extract<Step, 'account' | 'otp'>>('account');

  return (
    <div className="card">
      <h2 className="text-lg font-bold text-ink">{stepLabel(step, NEW_PERSON_STEPS)}</h2>
      <RegistrationSteps
        help={
          <>
            <Link href={loginHref} className={TEXT_LINK_CLASS}>
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
            <Link href={loginHref} className={TEXT_LINK_CLASS}>
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
