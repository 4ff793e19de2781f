import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts/account-messages';
import { loginOtpRequestSchema, otpField } from '../../../../shared/accounts/account-schemas';
import { MESSAGES } from '../../../../shared/messages';
import { checkForm, type FieldErrors } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { ACCOUNT_TOAST } from '../account-toast';
import { loginOtpRequest, loginOtpVerifyRequest } from '../accounts.api';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { useSignIn } from '../use-login-form';
import { OtpCodeForm } from './OtpStep';

interface OtpLoginStepsProps {
  /** After the session is stored and 'Login successful!' shown, as after a password login. */
  onLoggedIn: () => void;
}

type Step = { name: 'phone' } | { name: 'otp'; phoneNumber: string; sentAt: number };

/**
 * 'Log in with OTP' in two steps: (1) the account's mobile number, written any usual way, which gets an
 * OTP by SMS (the answer is the same for any number, so this screen never says whether it has an
 * account); (2) the OTP, which signs the person in.
 */
export function OtpLoginSteps({ onLoggedIn }: OtpLoginStepsProps) {
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** Asks for a code; the number is the server's 10 digits, which the code step shows. */
  const requestOtp = async (typed: string): Promise<boolean> => {
    setError(null);
    try {
      const { status, body } = await loginOtpRequest({ phoneNumber: typed });
      if (status === 200 && body?.success && body.data) {
        toast.success(ACCOUNT_MESSAGES.loginOtpSent, ACCOUNT_TOAST);
        setOtp('');
        setStep({ name: 'otp', phoneNumber: body.data.phoneNumber, sentAt: Date.now() });
        return true;
      }
      setError(serverMessage(body) ?? AUTH_COPY.otpLoginSendFailed);
    } catch {
      setError(AUTH_COPY.otpLoginSendFailed);
    }
    return false;
  };

  const onPhone = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = checkForm(
      loginOtpRequestSchema,
      { phoneNumber: phone },
      formRef.current,
      FIELD_LABELS,
    );
    setErrors(found);
    if (!data) return;
    setPending(true);
    await requestOtp(data.phoneNumber);
    setPending(false);
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.name !== 'otp') return;
    const parsed = otpField().safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.otpInvalid);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { status, body } = await loginOtpVerifyRequest({ phoneNumber: step.phoneNumber, otp: parsed.data });
      if (status === 200 && body?.success && body.data?.token && body.data.user) {
        signIn(body.data);
        onLoggedIn();
        return;
      }
      setError(serverMessage(body) ?? MESSAGES.otpInvalid);
      toast.error(MESSAGES.loginFailedToast, ACCOUNT_TOAST);
    } catch {
      setError(MESSAGES.loginFailed);
      toast.error(MESSAGES.loginFailedToast, ACCOUNT_TOAST);
    }
    setPending(false);
  };

  if (step.name === 'phone')
    return (
      <>
        <p className="mt-1 text-sm text-muted">{AUTH_COPY.otpLoginIntro}</p>
        <form key="phone" ref={formRef} className="mt-5 space-y-4" onSubmit={onPhone} aria-busy={pending} noValidate>
          <FormField
            label={FIELD_LABELS.phoneNumber}
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            required
            maxLength={20}
            error={errors.phoneNumber}
            autoFocus
          />
          <FormError message={error} />
          <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
            {pending ? AUTH_COPY.otpLoginSending : AUTH_COPY.otpLoginSend}
          </button>
        </form>
      </>
    );

  return (
    <>
      <p className="mt-1 text-sm text-muted">{AUTH_COPY.otpLoginCodeIntro(step.phoneNumber)}</p>
      <OtpCodeForm
        otp={otp}
        onOtpChange={setOtp}
        error={error}
        pending={pending}
        onSubmit={onCode}
        sentAt={step.sentAt}
        onResend={async () => {
          await requestOtp(step.phoneNumber);
        }}
        onBack={() => {
          setError(null);
          setStep({ name: 'phone' });
        }}
        backLabel={AUTH_COPY.otherNumber}
      />
    </>
  );
}
