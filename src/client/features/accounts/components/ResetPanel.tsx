import { useAtomValue, useSetAtom } from '../../../app/store';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { authPanelAtom, hasTokenAtom, loginNoticeAtom, sessionStorageChangedAtom } from '../accounts.atoms';
import { AUTH_COPY, type AuthPanelProps } from '../accounts.content';
import { clearSession } from '../accounts.storage';
import { PasswordResetSteps } from './PasswordResetSteps';

interface ResetPanelProps extends AuthPanelProps {
  /** Where the person logs in afterwards (and goes back to); the dialog's login panel by default. */
  onLogin?: () => void;
}

/**
 * 'Forgot password?': the reset's steps, then the login (the server has ended every session, so any
 * one kept in this browser is dropped too) with 'Password has been reset. Please log in with your new
 * password.' above the form.
 */
export function ResetPanel({ titleId, hideTitle = false, onLogin }: ResetPanelProps) {
  const setPanel = useSetAtom(authPanelAtom);
  const setNotice = useSetAtom(loginNoticeAtom);
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const toLogin = onLogin ?? (() => setPanel('login'));
  return (
    <div>
      <h2
        id={titleId}
        tabIndex={-1}
        className={hideTitle ? 'sr-only' : 'text-2xl font-bold tracking-tight text-ink outline-none'}
      >
        {AUTH_COPY.resetTitle}
      </h2>
      <PasswordResetSteps
        onDone={() => {
          if (hasToken) {
            clearSession();
            sessionChanged();
          }
          setNotice(AUTH_COPY.resetDone);
          toLogin();
        }}
      />
      <p className="mt-6 text-center text-sm text-muted">
        <button type="button" className={TEXT_LINK_CLASS} onClick={toLogin}>
          {AUTH_COPY.backToLogin}
        </button>
      </p>
    </div>
  );
}
