import { useSetAtom } from '../../../app/store';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { authPanelAtom } from '../accounts.atoms';
import { AUTH_COPY, type AuthPanelProps } from '../accounts.content';
import { useDialogLoggedIn } from './LoginPanel';
import { RegistrationSteps } from './RegistrationSteps';

/** The sign-up panel: the form and the OTP step, which signs the new account in like a login. */
export function SignupPanel({ titleId, hideTitle = false }: AuthPanelProps) {
  const setPanel = useSetAtom(authPanelAtom);
  const onSignedIn = useDialogLoggedIn();
  return (
    <div>
      <h2
        id={titleId}
        tabIndex={-1}
        className={hideTitle ? 'sr-only' : 'text-2xl font-bold tracking-tight text-ink outline-none'}
      >
        {AUTH_COPY.signupTitle}
      </h2>
      <RegistrationSteps
        help={
          <>
            <button type="button" className={TEXT_LINK_CLASS} onClick={() => setPanel('login')}>
              {AUTH_COPY.toLogin}
            </button>
            {' · '}
            <button type="button" className={TEXT_LINK_CLASS} onClick={() => setPanel('reset')}>
              {AUTH_COPY.forgotPassword}
            </button>
          </>
        }
        footer={
          <>
            {AUTH_COPY.haveAccount}{' '}
            <button type="button" className={TEXT_LINK_CLASS} onClick={() => setPanel('login')}>
              {AUTH_COPY.toLogin}
            </button>
          </>
        }
        onRegistered={onSignedIn}
      />
    </div>
  );
}
