import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts/account-messages';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../../shared/accounts/account-schemas';
import { normalisePhone } from '../../../../shared/accounts/phone-number';
import { OTP_LENGTH, PHONE_LENGTH } from '../../../../shared/limits';
import { MESSAGES } from '../../../../shared/messages';
import { checkForm, type FieldErrors } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { ACCOUNT_TOAST } from '../account-toast';
import { forgotPasswordRequest, resetPasswordRequest } from '../accounts.api';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { ResendOtpButton } from './ResendOtpButton';

interface PasswordResetStepsProps {
  /** The password is reset and every session has ended: log in next. */
  onDone: () => void;
}

type Step = { name: 'phone' } | { name: 'otp'; phoneNumber: string; sentAt: number };

/**
 * A forgotten password in two steps: (1) the account's mobile number, which gets an OTP by SMS (the
 * answer is the same for any number, so this screen never says whether it has an account); (2) the OTP
 * and a new password, typed twice. The server then ends every session of the account.
 */
export function PasswordResetSteps({ onDone }: PasswordResetStepsProps) {
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const requestOtp = async (phoneNumber: string): Promise<boolean> => {
    setError(null);
    try {
      const { status, body } = await forgotPasswordRequest({ phoneNumber });
      if (status === 200 && body?.success) {
        toast.success(ACCOUNT_MESSAGES.passwordResetOtpSent, ACCOUNT_TOAST);
        setStep({ name: 'otp', phoneNumber, sentAt: Date.now() });
        return true;
      }
      setError(serverMessage(body) ?? AUTH_COPY.resetFailed);
    } catch {
      setError(AUTH_COPY.resetFailed);
    }
    return false;
  };

  const onPhone = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = checkForm(
      forgotPasswordSchema,
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

  const onReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.name !== 'otp') return;
    const form = new FormData(event.currentTarget);
    const values = { phoneNumber: step.phoneNumber, otp: form.get('otp'), newPassword: form.get('newPassword') };
    const { data, errors: found } = checkForm(resetPasswordSchema, values, formRef.current, FIELD_LABELS);
    if (data && form.get('confirmNewPassword') !== data.newPassword)
      found.confirmNewPassword = MESSAGES.passwordsDoNotMatch;
    setErrors(found);
    setError(null);
    if (!data || found.confirmNewPassword) return;
    setPending(true);
    try {
      const { status, body } = await resetPasswordRequest(data);
      if (status === 200 && body?.success) {
        // The login that follows says it above its fields (ResetPanel): the 'OTP sent' toast goes, and
        // no toast repeats it.
        toast.remove(ACCOUNT_TOAST.id);
        onDone();
        return;
      }
      setError(serverMessage(body) ?? AUTH_COPY.resetFailed);
    } catch {
      setError(AUTH_COPY.resetFailed);
    }
    setPending(false);
  };

  if (step.name === 'phone')
    return (
      <>
        <p className="mt-1 text-sm text-muted">{AUTH_COPY.resetIntro}</p>
        <form key="phone" ref={formRef} className="mt-5 space-y-4" onSubmit={onPhone} aria-busy={pending} noValidate>
          <FormField
            label={FIELD_LABELS.phoneNumber}
            name="phoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(event) => setPhone(normalisePhone(event.target.value))}
            required
            pattern={`[0-9]{${PHONE_LENGTH}}`}
            hint={`${PHONE_LENGTH} digits, without +91`}
            error={errors.phoneNumber}
            autoFocus
          />
          <FormError message={error} />
          <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
            {pending ? AUTH_COPY.resetSending : AUTH_COPY.resetSendOtp}
          </button>
        </form>
      </>
    );

  return (
    <>
      <p className="mt-1 text-sm text-muted">{AUTH_COPY.resetOtpIntro(step.phoneNumber)}</p>
      <form key="otp" ref={formRef} className="mt-5 space-y-4" onSubmit={onReset} aria-busy={pending} noValidate>
        <FormField
          label={MESSAGES.otpLabel}
          name="otp"
          required
          maxLength={OTP_LENGTH}
          pattern={`[0-9]{${OTP_LENGTH}}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          error={errors.otp}
          inputClassName="text-center font-mono text-2xl tracking-[0.5em]"
        />
        <FormField
          label={FIELD_LABELS.newPassword}
          name="newPassword"
          type="password"
          required
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.newPassword}
        />
        <FormField
          label={FIELD_LABELS.confirmNewPassword}
          name="confirmNewPassword"
          type="password"
          required
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.confirmNewPassword}
        />
        <FormError message={error} />
        <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
          {pending ? AUTH_COPY.resetPending : AUTH_COPY.resetSubmit}
        </button>
        <ResendOtpButton
          sentAt={step.sentAt}
          disabled={pending}
          onResend={async () => {
            await requestOtp(step.phoneNumber);
          }}
        />
        <button
          type="button"
          className="btn-ghost w-full"
          disabled={pending}
          onClick={() => {
            setError(null);
            setErrors({});
            setStep({ name: 'phone' });
          }}
        >
          {AUTH_COPY.otherNumber}
        </button>
      </form>
    </>
  );
}
