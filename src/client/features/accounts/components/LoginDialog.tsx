import { useEffect, useId, useRef } from 'react';
import { useAtomValue, useSetAtom } from '../../../app/store';
import { useBackCloses } from '../../../lib/use-back-closes';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { BrandLogo } from '../../../ui/BrandLogo';
import { authPanelAtom, hasTokenAtom, loginModalOpenAtom } from '../accounts.atoms';
import { AUTH_COPY } from '../accounts.content';
import { rememberDialogPanel } from '../accounts.storage';
import { AuthPromo } from './AuthPromo';
import { LoginPanel } from './LoginPanel';
import { ResetPanel } from './ResetPanel';
import { SignupPanel } from './SignupPanel';

/**
 * The login and sign-up dialog: a full overlay whose login and sign-up panels
 * toggle, with the promotional side panel on desktop. The page behind does not scroll, focus stays
 * inside, Escape / Back / the close button / the backdrop close it, and it closes itself when a session token
 * is already stored. Loaded on first open (PublicLayout), so it costs the home page nothing.
 */
export default function LoginDialog() {
  const setOpen = useSetAtom(loginModalOpenAtom);
  const panel = useAtomValue(authPanelAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useScrollLock();
  useFocusTrap(dialogRef, closeRef);
  useBackCloses(() => setOpen(false));

  // A panel switch removes the button that had focus: give it to the new panel's heading.
  const shownPanel = useRef(panel);
  useEffect(() => {
    if (shownPanel.current === panel) return;
    shownPanel.current = panel;
    document.getElementById(titleId)?.focus();
  }, [panel, titleId]);

  // A sign-up waiting for its OTP outlives a reload of the page (PublicLayout opens the dialog again).
  useEffect(() => {
    rememberDialogPanel(panel === 'signup' ? panel : null);
    return () => rememberDialogPanel(null);
  }, [panel]);

  useEffect(() => {
    if (hasToken) setOpen(false);
  }, [hasToken, setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);

  return (
    <div className="fixed inset-0 z-50 flex items-stretch justify-center bg-night/60 md:items-center md:p-6">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 hidden cursor-default md:block"
        onClick={() => setOpen(false)}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative flex h-full w-full overflow-hidden bg-white shadow-2xl md:h-auto md:max-h-[min(42rem,92vh)] md:max-w-4xl md:rounded-2xl"
      >
        <button
          ref={closeRef}
          type="button"
          aria-label={AUTH_COPY.close}
          className="btn-ghost absolute right-2 top-2 z-10 h-10 w-10 p-0 text-2xl leading-none text-muted"
          onClick={() => setOpen(false)}
        >
          <span aria-hidden="true">×</span>
        </button>
        <AuthPromo panel={panel} />
        <div className="min-w-0 flex-1 overflow-y-auto px-5 pb-8 pt-3 sm:px-10 md:pt-10">
          <div className="mx-auto max-w-md md:max-w-none">
            {/* On a phone the side panel is hidden: the brand still says whose account this is. */}
            <div className="mb-6 md:hidden">
              <BrandLogo />
            </div>
            {panel === 'login' ? (
              <LoginPanel titleId={titleId} />
            ) : panel === 'reset' ? (
              <ResetPanel titleId={titleId} />
            ) : (
              <SignupPanel titleId={titleId} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
