import { INSTALL_MESSAGES } from './install.content';
import { promptInstall, useCanInstall } from './install-prompt';

/** The 'Install app' button (top bar and phone drawer): shown only while the browser offers installation. */
export function InstallButton({ className = '', wide = false }: { className?: string; wide?: boolean }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className={`btn-outline shrink-0 px-2 xl:px-3 ${className}`}
      title={INSTALL_MESSAGES.installHint}
      onClick={() => void promptInstall()}
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 3v12m-5-5 5 5 5-5M5 21h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {/* Its words are read out at every width; in the top bar they show only where it has room. */}
      <span className={wide ? '' : 'max-xl:sr-only'}>{INSTALL_MESSAGES.install}</span>
    </button>
  );
}
