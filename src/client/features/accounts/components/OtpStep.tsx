import { type FormEvent, type ReactNode, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { otpField } from '../../../../shared/accounts/account-schemas';
import type { AccountUser } from '../../../../shared/accounts/account-types';
import { formatPhone } from '../../../../shared/accounts/phone-number';
import { OTP_LENGTH } from '../../../../shared/limits';
import { MESSAGES } from '../../../../shared/messages';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { ACCOUNT_TOAST } from '../account-toast';
import { resendOtpRequest, verifyOtpRequest } from '../accounts.api';
import { AUTH_COPY } from '../accounts.content';
import { clearRegistrationSession, readRegistrationSession, saveRegistrationSession } from '../registration-session';
import { ResendOtpButton } from './ResendOtpButton';

interface OtpStepProps {
  phoneNumber: string;
  /** When the OTP was sent (the registration session's timestamp): the resend wait counts from it. */
  sentAt: number;
  onBack: () => void;
  /**
   * The saved registration session is gone: back to the form with the product's message
   * (src/shared/messages.ts).
   */
  onExpired: () => void;
  /** The account exists and is signed in: the session the answer carries. */
  onVerified: (session: { token: string; user: AccountUser }) => void;
  /** Another OTP was sent at `sentAt`. */
  onResent: (sentAt: number) => void;
  /** Ways out for someone whose number already has an account (log in, reset the password). */
  help: ReactNode;
}

/**
 * Sign-up step 2: the 6-digit OTP. Verified only on status 201 with a session in the answer, which
 * removes the saved registration session. 'Resend OTP' counts down the resend wait.
 */
export function OtpStep({ phoneNumber, sentAt, onBack, onExpired, onVerified, onResent, help }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (message: string) => {
    setPending(false);
    setError(message);
    toast.error(MESSAGES.otpVerificationFailedToast, ACCOUNT_TOAST);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const session = readRegistrationSession();
    if (!session) {
      onExpired();
      return;
    }
    const parsed = otpField().safeParse(otp);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.otpInvalid);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { status, body } = await verifyOtpRequest({ phoneNumber: session.phoneNumber, otp: parsed.data });
      if (status === 201 && body?.success && body.data?.token && body.data.user) {
        clearRegistrationSession();
        onVerified(body.data);
        return;
      }
      const answeredOk = status >= 200 && status < 300;
      fail(answeredOk ? MESSAGES.otpVerificationFailed : (serverMessage(body) ?? MESSAGES.otpInvalid));
    } catch {
      fail(MESSAGES.otpInvalid);
    }
  };

  const onResend = async () => {
    const session = readRegistrationSession();
    if (!session?.resendToken) {
      onExpired();
      return;
    }
    setError(null);
    try {
      const { status, body } = await resendOtpRequest({
        phoneNumber: session.phoneNumber,
        resendToken: session.resendToken,
      });
      if (status === 200 && body?.success && body.data) {
        const now = Date.now();
        saveRegistrationSession(session.phoneNumber, body.data.resendToken, now);
        setOtp('');
        toast.success(MESSAGES.otpSent(formatPhone(session.phoneNumber)), ACCOUNT_TOAST);
        onResent(now);
        return;
      }
      setError(serverMessage(body) ?? MESSAGES.registrationFailed);
    } catch {
      setError(MESSAGES.registrationFailed);
    }
  };

  return (
    <>
      <p className="mt-1 text-sm text-muted">{AUTH_COPY.otpIntro(phoneNumber)}</p>
      <OtpCodeForm
        otp={otp}
        onOtpChange={setOtp}
        error={error}
        pending={pending}
        onSubmit={onSubmit}
        sentAt={sentAt}
        onResend={onResend}
        onBack={onBack}
        backLabel={AUTH_COPY.backToRegistration}
      />
      <div className="mt-6 rounded-lg bg-brand-soft px-4 py-3 text-sm text-muted">
        <p>{AUTH_COPY.otpNoCode}</p>
        <p className="mt-1">
          {AUTH_COPY.otpNoCodeActions} {help}
        </p>
      </div>
    </>
  );
}

interface OtpCodeFormProps {
  otp: string;
  onOtpChange: (otp: string) => void;
  error: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** When the code was sent: 'Resend OTP' waits from here. */
  sentAt: number;
  onResend: () => Promise<void>;
  onBack: () => void;
  backLabel: string;
}

/** The code field, 'Verify OTP', 'Resend OTP' and a way back: the sign-up's OTP step and the login by OTP. */
export function OtpCodeForm({
  otp,
  onOtpChange,
  error,
  pending,
  onSubmit,
  sentAt,
  onResend,
  onBack,
  backLabel,
}: OtpCodeFormProps) {
  return (
    <form className="mt-5 space-y-4" onSubmit={onSubmit} aria-busy={pending}>
      <FormField
        label={MESSAGES.otpLabel}
        name="otp"
        value={otp}
        onChange={(event) => onOtpChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        required
        maxLength={OTP_LENGTH}
        pattern={`[0-9]{${OTP_LENGTH}}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        // The code step replaces the form the user was typing in: its one field is where they continue.
        autoFocus
        inputClassName="text-center font-mono text-2xl tracking-[0.5em]"
      />
      <FormError message={error} />
      <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
        {pending ? AUTH_COPY.otpPending : AUTH_COPY.otpSubmit}
      </button>
      <ResendOtpButton sentAt={sentAt} onResend={onResend} disabled={pending} />
      <button type="button" className="btn-ghost w-full" onClick={onBack} disabled={pending}>
        {backLabel}
      </button>
    </form>
  );
}
