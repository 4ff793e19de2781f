import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { otpField } from '../../../../shared/accounts/account-schemas';
import { OTP_LENGTH } from '../../../../shared/limits';
import { MESSAGES } from '../../../../shared/messages';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { verifyOtpRequest } from '../accounts.api';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { clearRegistrationSession, readRegistrationSession } from '../registration-session';

interface OtpStepProps {
  phoneNumber: string;
  onBack: () => void;
  /** The saved registration session is gone: back to the form with the spec's message. */
  onExpired: () => void;
  onVerified: () => void;
}

/**
 * Sign-up step 2 (spec sections 4, 5, 7, 8): the 6-digit OTP. Verified only on status 201, which
 * removes the saved registration session.
 */
export function OtpStep({ phoneNumber, onBack, onExpired, onVerified }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (message: string) => {
    setPending(false);
    setError(message);
    toast.error(MESSAGES.otpVerificationFailedToast);
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
      setError(`${FIELD_LABELS.otp}${parsed.error.issues[0]?.message.replace(/^otp/, '') ?? ''}`);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { status, body } = await verifyOtpRequest({ phoneNumber: session.phoneNumber, otp: parsed.data });
      if (status === 201) {
        clearRegistrationSession();
        onVerified();
        return;
      }
      const answeredOk = status >= 200 && status < 300;
      fail(answeredOk ? MESSAGES.otpVerificationFailed : (serverMessage(body) ?? MESSAGES.otpInvalid));
    } catch {
      fail(MESSAGES.otpInvalid);
    }
  };

  return (
    <>
      <p className="mt-1 text-sm text-muted">{AUTH_COPY.otpIntro(phoneNumber)}</p>
      <form className="mt-5 space-y-4" onSubmit={onSubmit} aria-busy={pending}>
        <FormField
          label={MESSAGES.otpLabel}
          name="otp"
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          required
          maxLength={OTP_LENGTH}
          pattern={`[0-9]{${OTP_LENGTH}}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          // The OTP step replaces the form the user was typing in: its one field is where they continue.
          autoFocus
          inputClassName="text-center font-mono text-2xl tracking-[0.5em]"
        />
        <FormError message={error} />
        <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
          {pending ? AUTH_COPY.otpPending : AUTH_COPY.otpSubmit}
        </button>
        <button type="button" className="btn-ghost w-full" onClick={onBack} disabled={pending}>
          {AUTH_COPY.backToRegistration}
        </button>
      </form>
    </>
  );
}
