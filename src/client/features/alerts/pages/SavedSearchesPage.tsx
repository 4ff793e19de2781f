import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { SAVED_SEARCH_MESSAGES as M, type SavedSearch } from '../../../../shared/alerts/saved-search-constants';
import { formatDateTime } from '../../../../shared/date-format';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useSetAtom } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openAuthDialogAtom } from '../../accounts/accounts.atoms';
import { readToken } from '../../accounts/accounts.storage';
import { useSignedInUser } from '../../listing-detail/use-signed-in-user';
import { pushImpossible } from '../push-subscribe';
import { changeOnAccount, fetchAccountSearches, removeOnAccount } from '../saved-searches.api';
import { removeSavedSearchLocally } from '../saved-searches-store';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'found'; searches: SavedSearch[] };

function SearchItem({
  search,
  busy,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  busy: boolean;
  onChange: (patch: { paused?: boolean; sms?: boolean }) => void;
  onDelete: () => void;
}) {
  // Texts are offered where push cannot reach the buyer; a search already texted can always stop.
  const offerSms = search.delivery !== 'sms' && pushImpossible() !== undefined;
  return (
    <li className="card flex flex-col gap-2" aria-label={search.label}>
      <Link href={`${PATHS.searchResults}?${search.query}`} className="font-semibold text-brand hover:underline">
        {search.label}
      </Link>
      <p className="text-sm text-ink">{search.paused ? M.pausedState : M.deliveries[search.delivery]}</p>
      <p className="text-sm text-muted">
        {search.lastFiredAt ? M.lastFired(formatDateTime(search.lastFiredAt)) : M.neverFired}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline min-h-11 px-3"
          disabled={busy}
          aria-label={`${search.paused ? M.resume : M.pause}: ${search.label}`}
          onClick={() => onChange({ paused: !search.paused })}
        >
          {search.paused ? M.resume : M.pause}
        </button>
        {offerSms || search.delivery === 'sms' ? (
          <button
            type="button"
            className="btn-outline min-h-11 px-3"
            disabled={busy}
            aria-label={`${search.delivery === 'sms' ? M.stopTexts : M.textMe}: ${search.label}`}
            onClick={() => onChange({ sms: search.delivery !== 'sms' })}
          >
            {search.delivery === 'sms' ? M.stopTexts : M.textMe}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-outline min-h-11 px-3 text-red-700"
          disabled={busy}
          aria-label={`${M.delete}: ${search.label}`}
          onClick={onDelete}
        >
          {M.delete}
        </button>
      </div>
    </li>
  );
}

function SearchList() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const token = readToken() ?? '';

  useEffect(() => {
    let live = true;
    void fetchAccountSearches(token).then((searches) => {
      if (live) setLoaded(searches ? { kind: 'found', searches } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (loaded.kind === 'loading') return <p className="mt-6 text-sm text-muted">{M.loading}</p>;
  if (loaded.kind === 'failed') return <p className="mt-6 text-sm text-red-700">{M.loadFailed}</p>;
  const { searches } = loaded;
  const replace = (next: SavedSearch) =>
    setLoaded({ kind: 'found', searches: searches.map((row) => (row.id === next.id ? next : row)) });

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await work());
    } finally {
      setBusy(false);
    }
  };
  const change = (search: SavedSearch, patch: { paused?: boolean; sms?: boolean }) =>
    act(async () => {
      const answer = await changeOnAccount(token, search.id, patch);
      if (!answer.ok) return answer.message ?? M.changeFailed;
      replace(answer.search);
      if (patch.sms !== undefined) return patch.sms ? M.smsOn : M.smsOff;
      return patch.paused ? M.paused : M.resumed;
    });
  const remove = (search: SavedSearch) =>
    act(async () => {
      await removeOnAccount(token, search.id);
      await removeSavedSearchLocally(search.query);
      setLoaded({ kind: 'found', searches: searches.filter((row) => row.id !== search.id) });
      return M.deleted;
    });

  return (
    <>
      <p role="status" className="mt-4 min-h-5 text-sm text-ink">
        {message}
      </p>
      {searches.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{M.noSearches}</p>
      ) : (
        <ul className="mt-2 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {searches.map((search) => (
            <SearchItem
              key={search.id}
              search={search}
              busy={busy}
              onChange={(patch) => void change(search, patch)}
              onDelete={() => void remove(search)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/** The buyer's saved searches: how each one's alerts reach them, when one last went out, pause and delete. */
export default function SavedSearchesPage() {
  useDocumentTitle(ROUTES.savedSearches.title);
  const user = useSignedInUser();
  const openDialog = useSetAtom(openAuthDialogAtom);
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold">{ROUTES.savedSearches.title}</h1>
      <p className="mt-1 text-sm text-muted">{M.pageIntro}</p>
      {user ? (
        <SearchList key={user.id} />
      ) : (
        <div className="card mt-6 space-y-4">
          <p className="text-ink">{M.loginPrompt}</p>
          <button type="button" className="btn-solid" onClick={() => openDialog('login')}>
            {M.login}
          </button>
        </div>
      )}
    </div>
  );
}
