import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../../../shared/messages';
import { OtpStep } from './OtpStep';
import { EMPTY_SIGNUP, SignupForm, type SignupValues } from './SignupForm';

export type RegistrationStep = 'form' | 'otp';

interface RegistrationStepsProps {
  /** Under the form (a way to log in instead). */
  footer: ReactNode;
  /** The account exists (OTP answered 201): 'Registration successful!' has been said; log in next. */
  onRegistered: (email: string) => void;
  onStepChange?: (step: RegistrationStep) => void;
}

/**
 * Sign-up's two steps (spec section 4): (1) the form, (2) the OTP sent to the phone. The form keeps what
 * was typed, so 'Back to Registration' and an expired session lose nothing. Used by the sign-up dialog
 * and the seller sign-up.
 */
export function RegistrationSteps({ footer, onRegistered, onStepChange }: RegistrationStepsProps) {
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [step, setStepState] = useState<RegistrationStep>('form');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const setStep = (next: RegistrationStep) => {
    setStepState(next);
    onStepChange?.(next);
  };

  if (step === 'otp')
    return (
      <OtpStep
        phoneNumber={phoneNumber}
        onBack={() => setStep('form')}
        onExpired={() => {
          setFormError(MESSAGES.registrationSessionExpired);
          setStep('form');
        }}
        onVerified={() => {
          toast.success(MESSAGES.registrationSuccess);
          const email = values.email.trim();
          setValues(EMPTY_SIGNUP);
          onRegistered(email);
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
        onOtpSent={(phone) => {
          setPhoneNumber(phone);
          setFormError(null);
          setStep('otp');
        }}
      />
      <p className="mt-6 text-center text-sm text-muted">{footer}</p>
    </>
  );
}
