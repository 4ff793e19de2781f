import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { HEADER_LABELS } from '../../../../shared/navigation';
import { PATHS, ROUTES } from '../../../../shared/routes';
import { loginModalOpenAtom } from '../accounts.atoms';

/**
 * A placeholder for the spec's login / sign-up dialog (a later issue builds the forms and OTP step).
 * It already behaves like a modal: focus moves in, Escape and the backdrop close it, focus returns.
 */
export default function LoginDialog() {
  const setOpen = useSetAtom(loginModalOpenAtom);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [setOpen]);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-night/60 p-4">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default"
        onClick={() => setOpen(false)}
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-dialog-title"
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id="login-dialog-title" className="text-xl font-bold text-ink">
          {HEADER_LABELS.login}
        </h2>
        <p className="mt-3 text-muted">
          Signing in with your e-mail and password is coming in the next release. Owners, agents and builders can use
          the seller login today.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={closeRef} type="button" className="btn-outline" onClick={() => setOpen(false)}>
            Close
          </button>
          <Link href={PATHS.sellerLogin} className="btn-solid" onClick={() => setOpen(false)}>
            {ROUTES.sellerLogin.title}
          </Link>
        </div>
      </div>
    </div>
  );
}
