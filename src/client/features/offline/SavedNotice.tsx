// offline-answer.ts, not the whole offline contract: this notice is on the home page (see that file).
import { formatSavedAt, savedOnMessage } from '../../../shared/offline/offline-answer';

/** 'Offline, saved on <date>' (OFFLINE_MESSAGES.savedOn): the screen shows what this device saved. */
export function SavedNotice({ savedAt, className = '' }: { savedAt: number | null | undefined; className?: string }) {
  if (!savedAt) return null;
  return (
    <p role="status" className={`rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}>
      {savedOnMessage(formatSavedAt(savedAt))}
    </p>
  );
}
