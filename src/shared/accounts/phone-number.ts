/**
 * How people write an Indian mobile number, brought to the 10 digits an account keeps: sign-up, the
 * password reset and login all read a typed number through this, so each finds the same account.
 */
import { PHONE_LENGTH } from '../limits';

/** '+91 98765 43210', '098765 43210' and '98765-43210' all become '9876543210'. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * A mobile number as every screen writes it: '+91 98765 43210', however it was typed or stored. Anything
 * that is not an Indian mobile number stays as given.
 */
export function formatPhone(raw: string): string {
  const digits = normalisePhone(raw);
  return digits.length === PHONE_LENGTH ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : raw;
}
