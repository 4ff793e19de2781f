import { useCallback, useEffect, useState } from 'react';
import type { SellerContact } from '../../../shared/enquiries/enquiry-constants';
import { readToken } from '../accounts/accounts.storage';
import { useEndSession } from '../accounts/use-end-session';
import { type ContactTarget, fetchContact } from '../enquiries/enquiries.api';
import { useSignedInUser } from './use-signed-in-user';

/**
 * What the visitor may see of the seller's phone (only a logged-in buyer who has sent an enquiry:
 * docs/product-rules.md, Trust): a visitor must log in, a buyer without an enquiry sees it locked, and it shows
 * once the server says so (after an enquiry, or to the owner or an admin).
 */
export type ContactView =
  | { status: 'visitor' }
  | { status: 'checking' }
  | { status: 'locked' }
  | { status: 'shown'; contact: SellerContact };

export function useSellerContact(target: ContactTarget): {
  view: ContactView;
  /** The phone came with the enquiry's receipt. */
  reveal: (contact: SellerContact) => void;
  /** Ask the server again (after it said an enquiry already exists). */
  recheck: () => void;
} {
  const user = useSignedInUser();
  const endSession = useEndSession();
  const [checked, setChecked] = useState<{ key: string; view: ContactView } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const token = user ? readToken() : null;
  const key = `${target.kind}:${target.id}:${token ?? ''}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks the server again on purpose
  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchContact({ kind: target.kind, id: target.id }, token).then((answer) => {
      if (!current) return;
      if (answer.kind === 'session-ended') {
        setChecked({ key, view: { status: 'visitor' } });
        endSession();
      } else {
        setChecked({
          key,
          view: answer.kind === 'shown' ? { status: 'shown', contact: answer.contact } : { status: 'locked' },
        });
      }
    });
    return () => {
      current = false;
    };
  }, [key, token, target.kind, target.id, endSession, attempt]);

  const reveal = useCallback(
    (contact: SellerContact) => setChecked({ key, view: { status: 'shown', contact } }),
    [key],
  );
  const recheck = useCallback(() => setAttempt((n) => n + 1), []);

  let view: ContactView;
  if (!user || !token) view = { status: 'visitor' };
  else if (checked?.key === key) view = checked.view;
  else view = { status: 'checking' };
  return { view, reveal, recheck };
}
