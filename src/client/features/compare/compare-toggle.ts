/** What a press of a compare button does: write the store and say what happened (or why not). */
import { COMPARE_MESSAGES as M } from '../../../shared/compare/compare-constants';
import { notify } from '../../lib/toast';
import { setCompared } from './compare-store';

export async function toggleCompared(id: number, on: boolean): Promise<void> {
  try {
    const outcome = await setCompared(id, on);
    if (outcome.kind === 'full') notify.error(M.full);
    else notify.success(outcome.kind === 'added' ? M.added(outcome.count) : M.removed);
  } catch {
    notify.error(M.storageFailed);
  }
}
