import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useBackCloses } from '../../../lib/use-back-closes';
import { useFocusTrap } from '../../../lib/use-focus-trap';

interface AdminDialogProps {
  /** `alertdialog` for a yes/no question, `dialog` for a prompt that asks for a value. */
  role: 'dialog' | 'alertdialog';
  title: string;
  /** A question reads as a paragraph; a prompt has a heading. */
  titleAs: 'h2' | 'p';
  cancel: string;
  submit: string;
  /** Disables the submit button while the action runs. */
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** The fields between the title and the buttons. */
  children?: ReactNode;
}

/**
 * The admin pages' modal form (and the report dialog's): a dimmed overlay, focus kept inside, Escape,
 * Back or Cancel closes it, and the submit button calls `onSubmit` (which decides when to close).
 */
export function AdminDialog({
  role,
  title,
  titleAs,
  cancel,
  submit,
  busy,
  onSubmit,
  onClose,
  children,
}: AdminDialogProps) {
  const ref = useRef<HTMLFormElement>(null);
  const titleId = useId();
  useFocusTrap(ref);
  useBackCloses(onClose);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-night/60 p-4">
      <form
        ref={ref}
        // Spread because the role is a prop: both roles support aria-modal, which the linter cannot see.
        {...{ role, 'aria-modal': 'true' as const }}
        aria-labelledby={titleId}
        className="w-full max-w-md space-y-4 rounded-2xl bg-white p-5 shadow-2xl"
        onSubmit={send}
      >
        {titleAs === 'h2' ? (
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {title}
          </h2>
        ) : (
          <p id={titleId} className="font-semibold text-ink">
            {title}
          </p>
        )}
        {children}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {cancel}
          </button>
          <button type="submit" className="btn-solid" disabled={busy}>
            {submit}
          </button>
        </div>
      </form>
    </div>
  );
}
