import { useEffect, useState } from 'react';
import { SAVED_SEARCH_MESSAGES as M, type SavedSearch } from '../../../shared/alerts/saved-search-constants';
import { readToken } from '../accounts/accounts.storage';
import { enablePush, pushImpossible, pushKeyIfOffered } from './push-subscribe';
import { changeOnAccount, markSeenOnAccount, removeOnAccount, saveOnAccount } from './saved-searches.api';
import {
  markSeenLocally,
  putSavedSearch,
  readSavedSearch,
  removeSavedSearchLocally,
  saveSearchLocally,
} from './saved-searches-store';

/** The server's push key when a logged-in buyer could turn notifications on here (and has not yet). */
async function pushOffer(): Promise<string | undefined> {
  if (!readToken()) return undefined;
  const key = await pushKeyIfOffered();
  return key && Notification.permission !== 'granted' ? key : undefined;
}

/**
 * What saving tells a signed-in buyer: how alerts will reach them, never a promise push cannot keep. Also
 * whether to offer texts instead (push blocked, unsupported, or off on the server).
 */
function savedOutcome(search: SavedSearch, pushKey: string | undefined): { message: string; offerSms: boolean } {
  if (search.delivery === 'sms') return { message: M.savedWithSms, offerSms: false };
  const impossible = pushImpossible();
  if (impossible === 'blocked') return { message: M.savedNoPushBlocked, offerSms: true };
  if (impossible === 'unsupported') return { message: M.savedNoPushUnsupported, offerSms: true };
  if (!pushKey) return { message: M.savedNoPushServer, offerSms: true };
  return Notification.permission === 'granted'
    ? { message: M.savedWithPush, offerSms: false }
    : { message: M.savedAskPush, offerSms: false };
}

interface Props {
  /** The search's query string, without the page (the same string for the same search). */
  query: string;
  /** What the buyer is looking for, in words: 'Flat/Apartment for sale in Bhopal'. */
  label: string;
}

/**
 * 'Alert me about new listings like these' on the results page. Saves the search on this device (the
 * home page's 'N new since your last visit') and on the account when logged in, then offers Web Push
 * when the server has it configured. Opening a saved search's results counts as having seen them.
 * It depends on the visitor, so it decides after mount (in an effect), over the space it keeps.
 */
export function SaveSearchButton({ query, label }: Props) {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [pushKey, setPushKey] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  /** The account's copy of this search when texts are offered for it instead of push. */
  const [smsFor, setSmsFor] = useState<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setMessage('');
    void (async () => {
      const seen = await markSeenLocally(query);
      if (!live) return;
      setSaved(Boolean(seen));
      const token = readToken();
      if (seen?.serverId !== undefined && token) void markSeenOnAccount(token, seen.serverId);
      if (seen && token) void pushOffer().then((key) => live && setPushKey(key));
    })();
    return () => {
      live = false;
    };
  }, [query]);

  async function save() {
    const outcome = await saveSearchLocally(query, label);
    if (outcome === 'full') return setMessage(M.tooMany);
    setSaved(true);
    const token = readToken();
    if (!token) return setMessage(outcome === 'exists' ? M.alreadySaved : M.saved);
    const account = await saveOnAccount(token, query, label);
    if (account.ok) {
      await putSavedSearch({ query, label, lastSeenAt: account.search.lastSeenAt, serverId: account.search.id });
      const key = await pushKeyIfOffered();
      const told = savedOutcome(account.search, key);
      setMessage(outcome === 'exists' ? M.alreadySaved : told.message);
      setSmsFor(told.offerSms ? account.search.id : undefined);
      setPushKey(await pushOffer());
    } else {
      setMessage(account.message ?? M.savedOnDevice);
    }
  }

  async function remove() {
    const record = await readSavedSearch(query);
    await removeSavedSearchLocally(query);
    const token = readToken();
    if (record?.serverId !== undefined && token) await removeOnAccount(token, record.serverId);
    setSaved(false);
    setPushKey(undefined);
    setSmsFor(undefined);
    setMessage(M.removed);
  }

  async function turnOnPush(key: string) {
    const token = readToken();
    if (!token) return;
    const outcome = await enablePush(token, key);
    setPushKey(undefined);
    setMessage(outcome === 'enabled' ? M.pushEnabled : outcome === 'blocked' ? M.pushBlocked : M.pushFailed);
    if (outcome === 'blocked') setSmsFor((await readSavedSearch(query))?.serverId);
  }

  async function turnOnSms(id: number) {
    const token = readToken();
    if (!token) return;
    const answer = await changeOnAccount(token, id, { sms: true });
    setSmsFor(undefined);
    setMessage(answer.ok ? M.smsOn : (answer.message ?? M.changeFailed));
  }

  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  // Whether this device saved the search is known only after mount (the server renders for nobody in
  // particular): until then the button's height is held, so the results below do not move when it shows.
  if (saved === undefined) return <div className="min-h-11" />;
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-2">
      <button
        type="button"
        className={saved ? 'btn-outline min-h-11 px-3' : 'btn-solid min-h-11 px-3'}
        aria-pressed={saved}
        disabled={busy}
        onClick={run(saved ? remove : save)}
      >
        {saved ? M.remove : M.save}
      </button>
      {pushKey && (
        <button
          type="button"
          className="btn-outline min-h-11 px-3"
          disabled={busy}
          onClick={run(() => turnOnPush(pushKey))}
        >
          {M.enablePush}
        </button>
      )}
      {smsFor !== undefined && (
        <button
          type="button"
          className="btn-outline min-h-11 px-3"
          disabled={busy}
          onClick={run(() => turnOnSms(smsFor))}
        >
          {M.smsOffer}
        </button>
      )}
      <p role="status" className="text-sm text-muted">
        {message}
      </p>
    </div>
  );
}
