import { useSetAtom } from 'jotai';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../../../shared/messages';
import { authPanelAtom, loginPrefillEmailAtom } from '../accounts.atoms';
import { AUTH_COPY, type AuthPanelProps } from '../accounts.content';
import { TEXT_LINK_CLASS } from './FormField';
import { OtpStep } from './OtpStep';
import { EMPTY_SIGNUP, SignupForm, type SignupValues } from './SignupForm';

/**
 * The sign-up panel's two steps (spec section 4): (1) the form, (2) the OTP sent to the phone.
 * The form keeps what was typed, so 'Back to Registration' and an expired session lose nothing.
 */
export function SignupPanel({ titleId, hideTitle = false }: AuthPanelProps) {
  const setPanel = useSetAtom(authPanelAtom);
  const setPrefill = useSetAtom(loginPrefillEmailAtom);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <div>
      <h2
        id={titleId}
        tabIndex={-1}
        className={hideTitle ? 'sr-only' : 'text-2xl font-bold tracking-tight text-ink outline-none'}
      >
        {AUTH_COPY.signupTitle}
      </h2>
      {step === 'form' ? (
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
          <p className="mt-6 text-center text-sm text-muted">
            {AUTH_COPY.haveAccount}{' '}
            <button type="button" className={TEXT_LINK_CLASS} onClick={() => setPanel('login')}>
              {AUTH_COPY.toLogin}
            </button>
          </p>
        </>
      ) : (
        <OtpStep
          phoneNumber={phoneNumber}
          onBack={() => setStep('form')}
          onExpired={() => {
            setFormError(MESSAGES.registrationSessionExpired);
            setStep('form');
          }}
          onVerified={() => {
            toast.success(MESSAGES.registrationSuccess);
            setPrefill(values.email.trim());
            setValues(EMPTY_SIGNUP);
            setPanel('login');
          }}
        />
      )}
    </div>
  );
}
