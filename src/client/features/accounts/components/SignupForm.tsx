import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import toast from 'react-hot-toast/headless';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../../shared/accounts/account-limits';
import { ACCOUNT_MESSAGES } from '../../../../shared/accounts/account-messages';
import { registerFormSchema } from '../../../../shared/accounts/account-schemas';
import { formatPhone, normalisePhone } from '../../../../shared/accounts/phone-number';
import { PHONE_LENGTH } from '../../../../shared/limits';
import { MESSAGES } from '../../../../shared/messages';
import { type FieldErrors, fieldErrors, focusFirstError } from '../../../lib/form-errors';
import { serverMessage } from '../../../lib/server-message';
import { FormError, FormField } from '../../../ui/FormField';
import { ACCOUNT_TOAST } from '../account-toast';
import { registerRequest } from '../accounts.api';
import { AUTH_COPY, FIELD_LABELS } from '../accounts.content';
import { saveRegistrationSession } from '../registration-session';

export const EMPTY_SIGNUP = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};
export type SignupValues = typeof EMPTY_SIGNUP;

/** Every problem with the form; the passwords are compared even when another field is wrong. */
function validate(values: SignupValues): { errors: FieldErrors; body?: ReturnType<typeof toBody> } {
  const parsed = registerFormSchema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrors(parsed.error, FIELD_LABELS);
  if (values.password !== values.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { errors, body: toBody(parsed.data) };
}

// confirmPassword stays in the browser.
const toBody = ({ confirmPassword: _confirm, ...body }: SignupValues) => body;

interface SignupFormProps {
  values: SignupValues;
  onChange: (values: SignupValues) => void;
  error: string | null;
  onError: (message: string | null) => void;
  /** The register call succeeded: the OTP is on its way to this number. */
  onOtpSent: (phoneNumber: string) => void;
  /** Links to log in or reset the password, shown when the e-mail or number already has an account. */
  help: ReactNode;
}

/** The server's answers for details that already have an account: the person is shown the way back in. */
const REGISTERED: readonly string[] = [ACCOUNT_MESSAGES.emailRegistered, ACCOUNT_MESSAGES.phoneRegistered];

/** Sign-up step 1: every field required, a 10-digit phone, matching passwords. */
export function SignupForm({ values, onChange, error, onError, onOtpSent, help }: SignupFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = (name: keyof SignupValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: name === 'phoneNumber' ? normalisePhone(event.target.value) : event.target.value });

  const fail = (message: string | undefined) => {
    setPending(false);
    onError(message ?? MESSAGES.registrationFailed);
    toast.error(MESSAGES.registrationFailed, ACCOUNT_TOAST);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { errors: found, body } = validate(values);
    setErrors(found);
    onError(null);
    if (!body) {
      focusFirstError(formRef.current, found);
      return;
    }
    setPending(true);
    try {
      const { status, body: answer } = await registerRequest(body);
      // Success when the answer carries data (docs/product-rules.md, Roles and permissions: Buyer).
      if (status >= 200 && status < 300 && answer?.success && answer.data) {
        const phone = answer.data.phoneNumber || body.phoneNumber;
        saveRegistrationSession(phone, answer.data.resendToken);
        toast.success(MESSAGES.otpSent(formatPhone(phone)), ACCOUNT_TOAST);
        setPending(false);
        onOtpSent(phone);
        return;
      }
      fail(serverMessage(answer));
    } catch {
      fail(undefined);
    }
  };

  const field = (name: keyof SignupValues) => ({
    name,
    label: FIELD_LABELS[name],
    value: values[name],
    onChange: set(name),
    error: errors[name],
    required: true,
  });

  return (
    <>
      <p className="mt-1 text-sm text-muted">{AUTH_COPY.signupIntro}</p>
      <form ref={formRef} className="mt-5 grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} aria-busy={pending}>
        <FormField {...field('firstName')} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
        <FormField {...field('lastName')} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
        <FormField
          {...field('email')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          className="sm:col-span-2"
        />
        <FormField
          {...field('phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          pattern={`[0-9]{${PHONE_LENGTH}}`}
          title={`${PHONE_LENGTH}-digit mobile number`}
          hint={`${PHONE_LENGTH} digits, without +91`}
          className="sm:col-span-2"
        />
        <FormField
          {...field('password')}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <FormField
          {...field('confirmPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <div className="space-y-4 sm:col-span-2">
          <FormError message={error} />
          {error && REGISTERED.includes(error) && (
            <p className="text-sm text-muted">
              {AUTH_COPY.registeredActions} {help}
            </p>
          )}
          <button type="submit" className="btn-solid w-full py-3 text-base" disabled={pending}>
            {pending ? AUTH_COPY.signupPending : AUTH_COPY.signupSubmit}
          </button>
        </div>
      </form>
    </>
  );
}
