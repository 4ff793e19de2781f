import { useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '../../../../shared/accounts/account-limits';
import { AUTH_COPY } from '../accounts.content';
import { useCountdown } from '../use-countdown';

interface ResendOtpButtonProps {
  /** When the last OTP was sent (ms since the epoch): another may be asked for 30 seconds later. */
  sentAt: number;
  /** Asks for another OTP; the caller updates `sentAt` when one was sent. */
  onResend: () => Promise<void>;
  disabled?: boolean;
}

/** 'Resend OTP', counting down the seconds of the resend wait ('Resend OTP in 27s') until it may be pressed. */
export function ResendOtpButton({ sentAt, onResend, disabled = false }: ResendOtpButtonProps) {
  const seconds = useCountdown(sentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const [sending, setSending] = useState(false);
  const label = sending ? AUTH_COPY.resending : seconds > 0 ? AUTH_COPY.resendIn(seconds) : AUTH_COPY.resendOtp;
  return (
    <button
      type="button"
      className="btn-outline w-full tabular-nums"
      disabled={disabled || sending || seconds > 0}
      onClick={async () => {
        setSending(true);
        try {
          await onResend();
        } finally {
          setSending(false);
        }
      }}
    >
      {label}
    </button>
  );
}
