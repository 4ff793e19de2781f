import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue, useSetAtom } from '../../../app/store';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { authPanelAtom, loginModalOpenAtom, loginReturnAtom } from '../accounts.atoms';
import { AUTH_COPY, type AuthPanelProps } from '../accounts.content';
import { keepLoginReturn } from '../login-return';
import { LoginForm } from './LoginForm';

/** Long enough to see 'Login successful!' and the name in the top bar before the reload. */
export const LOGIN_RELOAD_DELAY_MS = 800;

/**
 * What the dialog does once someone is signed in (a login, a login OTP or a verified sign-up): it closes
 * and the page reloads, back at what the dialog was opened from when the opener said.
 */
export function useDialogLoggedIn() {
  const setOpen = useSetAtom(loginModalOpenAtom);
  const returnTo = useAtomValue(loginReturnAtom);
  return () => {
    setOpen(false);
    if (returnTo) keepLoginReturn(returnTo);
    setTimeout(() => window.location.reload(), LOGIN_RELOAD_DELAY_MS);
  };
}

/**
 * The login panel: mobile number or e-mail and password, or 'Log in with OTP'; on success the token and
 * user are stored, the dialog closes and the page reloads (back at what the dialog was opened from, when
 * the opener said); on failure the server's message shows here. 'Forgot password?' opens the reset.
 */
export function LoginPanel({ titleId, hideTitle = false }: AuthPanelProps) {
  const setPanel = useSetAtom(authPanelAtom);
  const setOpen = useSetAtom(loginModalOpenAtom);
  const onLoggedIn = useDialogLoggedIn();

  return (
    <div>
      <h2
        id={titleId}
        tabIndex={-1}
        className={hideTitle ? 'sr-only' : 'text-2xl font-bold tracking-tight text-ink outline-none'}
      >
        {AUTH_COPY.loginTitle}
      </h2>
      <LoginForm
        withOtp
        intro={AUTH_COPY.loginIntro}
        onLoggedIn={onLoggedIn}
        className="mt-6 space-y-4"
        forgot={
          <button type="button" className={TEXT_LINK_CLASS} onClick={() => setPanel('reset')}>
            {AUTH_COPY.forgotPassword}
          </button>
        }
      />
      <p className="mt-6 text-center text-sm text-muted">
        {AUTH_COPY.noAccount}{' '}
        <button type="button" className={TEXT_LINK_CLASS} onClick={() => setPanel('signup')}>
          {AUTH_COPY.toSignup}
        </button>
      </p>
      <p className="mt-2 text-center text-sm text-muted">
        {AUTH_COPY.sellerPrompt}{' '}
        <Link href={PATHS.sellerLogin} className={TEXT_LINK_CLASS} onClick={() => setOpen(false)}>
          {ROUTES.sellerLogin.title}
        </Link>
      </p>
    </div>
  );
}
