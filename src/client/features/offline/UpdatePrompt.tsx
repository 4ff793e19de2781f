import { APP_MESSAGES } from '../../../shared/messages';

/** The persistent 'new version' toast body: the message and a Reload button. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <span className="flex flex-wrap items-center gap-3">
      <span>{APP_MESSAGES.updateAvailable}</span>
      <button type="button" className="btn-solid px-3 py-1.5" onClick={onReload}>
        {APP_MESSAGES.updateReload}
      </button>
    </span>
  );
}
