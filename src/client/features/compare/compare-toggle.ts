/**
 * What a press of a compare button does, loaded on the first press (CompareButton stays small): write the
 * store and say what happened (or why not). One toast at most: every compare toast has the same id, so a
 * new one replaces the last instead of stacking over the cards.
 */
import { COMPARE_MESSAGES as M } from '../../../shared/compare/compare-constants';
import { notify } from '../../lib/toast';
import { announceInTray } from './compare-announce';
import { clearCompared, setCompared } from './compare-store';

const COMPARE_TOAST_ID = 'compare';

/**
 * Says `message`: in the tray when one is on screen and stays (and clears a refusal still showing), else as
 * the toast (the first choice, before the tray has come up; the last one taken out, when it goes).
 */
function tell(message: string, remaining: number): void {
  if (remaining > 0 && announceInTray(message)) notify.dismiss(COMPARE_TOAST_ID);
  else notify.success(message, { id: COMPARE_TOAST_ID });
}

export async function toggleCompared(id: number, on: boolean): Promise<void> {
  try {
    const outcome = await setCompared(id, on);
    // A refusal is a toast even with the tray in view: nothing in the tray changes to show it.
    if (outcome.kind === 'full') notify.error(M.full, { id: COMPARE_TOAST_ID });
    else tell(outcome.kind === 'added' ? M.added(outcome.count) : M.removed, outcome.count);
  } catch {
    notify.error(M.storageFailed, { id: COMPARE_TOAST_ID });
  }
}

/** Takes every property out of the comparison (the tray's Clear all). */
export async function clearComparison(): Promise<void> {
  try {
    await clearCompared();
    tell(M.cleared, 0);
  } catch {
    notify.error(M.storageFailed, { id: COMPARE_TOAST_ID });
  }
}
