import { type ReactNode, useEffect, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages';
import { readRegistrationSession } from '../registration-session';
import { useSignIn } from '../use-login-form';
import { OtpStep } from './OtpStep';
import { EMPTY_SIGNUP, SignupForm, type SignupValues } from './SignupForm';

export type RegistrationStep = 'form' | 'otp';

interface RegistrationStepsProps {
  /** Under the form (a way to log in instead). */
  footer: ReactNode;
  /** Links to log in or reset the password: for details that already have an account, and on the OTP step. */
  help: ReactNode;
  /**
   * The account exists (OTP answered 201) and is signed in: the session is stored and 'Registration
   * successful!' has been said. The caller moves on as after a login.
   */
  onRegistered: () => void;
  onStepChange?: (step: RegistrationStep) => void;
}

/**
 * Sign-up's two steps: (1) the form, (2) the OTP sent to the phone. The form keeps what
 * was typed, so 'Back to Registration' and an expired session lose nothing. A stored registration
 * session that can still verify opens on the OTP step (after a reload). Used by the sign-up dialog and
 * the seller sign-up.
 */
export function RegistrationSteps({ footer, help, onRegistered, onStepChange }: RegistrationStepsProps) {
  const signIn = useSignIn();
  const [stored] = useState(readRegistrationSession);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [step, setStepState] = useState<RegistrationStep>(stored ? 'otp' : 'form');
  const [phoneNumber, setPhoneNumber] = useState(stored?.phoneNumber ?? '');
  const [sentAt, setSentAt] = useState(stored?.timestamp ?? 0);
  const [formError, setFormError] = useState<string | null>(null);
  // The page showing the steps hears that they opened on the OTP step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the step the session restored
  useEffect(() => {
    if (stored) onStepChange?.('otp');
  }, []);
  const setStep = (next: RegistrationStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  if (step === 'otp')
    return (
      <OtpStep
        phoneNumber={phoneNumber}
        sentAt={sentAt}
        onResent={setSentAt}
        help={help}
        onBack={() => setStep('form')}
        onExpired={() => {
          setFormError(MESSAGES.registrationSessionExpired);
          setStep('form');
        }}
        onVerified={(session) => {
          setValues(EMPTY_SIGNUP);
          signIn(session, MESSAGES.registrationSuccess);
          onRegistered();
        }}
      />
    );
  return (
    <>
      <SignupForm
        values={values}
        onChange={setValues}
        error={formError}
        onError={setFormError}
        help={help}
        onOtpSent={(phone) => {
          setPhoneNumber(phone);
          setSentAt(Date.now());
          setFormError(null);
          setStep('otp');
        }}
      />
      <p className="mt-6 text-center text-sm text-muted">{footer}</p>
    </>
  );
}
