import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { readToken } from '../accounts/accounts.storage';
import { readSavedEnquiries, type SavedEnquiries, saveEnquiries } from './my-enquiries-store';

/**
 * What "My enquiries" shows: the server's list when it answers (kept on the device at once), else the
 * copy this device kept, marked with its date. `savedAt` is null for a list fresh from the server.
 */
export type MyEnquiriesView =
  | { kind: 'loading' }
  | { kind: 'shown'; list: SavedEnquiries; savedAt: number | null }
  | { kind: 'session-ended' }
  | { kind: 'failed'; offline: boolean };

export function useMyEnquiries(userId: number): {
  view: MyEnquiriesView;
  retry: () => void;
  update: (list: SavedEnquiries) => void;
} {
  const [view, setView] = useState<MyEnquiriesView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks the server again on purpose
  useEffect(() => {
    let live = true;
    const token = readToken();
    const load = async (): Promise<MyEnquiriesView> => {
      const answer = token ? await api('GET /api/me/enquiries', { token, timeoutMs: 10_000 }).catch(() => null) : null;
      if (answer?.status === 401) return { kind: 'session-ended' };
      const body = answer?.status === 200 ? answer.body : null;
      if (body && 'data' in body && Array.isArray(body.data)) {
        return { kind: 'shown', list: await saveEnquiries(userId, body.data, body.total), savedAt: null };
      }
      // No answer (offline, a timeout) or a server error: what this device kept, with its date.
      const saved = await readSavedEnquiries(userId);
      return saved ? { kind: 'shown', list: saved, savedAt: saved.savedAt } : { kind: 'failed', offline: !answer };
    };
    void load().then((next) => live && setView(next));
    return () => {
      live = false;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (list: SavedEnquiries) => setView((current) => (current.kind === 'shown' ? { ...current, list } : current)),
    [],
  );
  return { view, retry, update };
}
