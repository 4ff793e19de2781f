import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { COMPARE_MESSAGES, type CompareListing, compareHref } from '../../../../shared/compare/compare-constants';
import { OFFLINE_MESSAGES } from '../../../../shared/offline/offline-contract';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { useHttpStatus } from '../../../lib/server-page';
import { useApiRead } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { absoluteUrl } from '../../listing-detail/page-url';
import { SavedNotice } from '../../offline/SavedNotice';
import { type Comparison, compareRead, pickComparison } from '../compare.api';
import { compareIdsAtom } from '../compare.atoms';
import { COMPARE_UI } from '../compare.content';
import { setCompared } from '../compare-store';
import { CompareTable } from '../components/CompareTable';

/** Words in a card, with the ways on: the states with nothing to compare. */
function Note({ text, role = 'status', onRetry }: { text: string; role?: 'status' | 'alert'; onRetry?: () => void }) {
  return (
    <div role={role} className="card mt-6 space-y-4">
      <p className="text-ink">{text}</p>
      <div className="flex flex-wrap gap-2">
        {onRetry && (
          <button type="button" className="btn-solid" onClick={onRetry}>
            {COMPARE_UI.retry}
          </button>
        )}
        <Link href={PATHS.properties} className="btn-outline">
          {COMPARE_UI.browse}
        </Link>
        <Link href={PATHS.shortlist} className="btn-outline">
          {COMPARE_UI.shortlist}
        </Link>
      </div>
    </div>
  );
}

/** /compare with no list in its address: the list this device chose, as a shareable address. */
function FromDevice() {
  const ids = useAtomValue(compareIdsAtom);
  const [, navigate] = useLocation();
  const chosen = ids && ids.length > 0 ? ids : null;
  useEffect(() => {
    if (chosen) navigate(compareHref(chosen), { replace: true });
  }, [chosen, navigate]);
  if (ids === undefined || chosen) return <p className="mt-6 h-40" aria-busy="true" />;
  return <Note text={COMPARE_UI.empty} />;
}

function Loaded({ comparison, savedAt }: { comparison: Comparison; savedAt: number | null }) {
  const [, navigate] = useLocation();
  const { data, missing } = comparison;
  const ids = data.map((listing) => listing.id);
  const remove = (id: number) => {
    // Out of this device's choice too (nothing happens when it was not in it), then out of the address.
    void setCompared(id, false).catch(() => undefined);
    navigate(compareHref(ids.filter((other) => other !== id)), { replace: true });
  };
  return (
    <>
      <SavedNotice savedAt={savedAt} className="mt-4" />
      {missing.length > 0 && <p className="mt-4 text-sm text-amber-900">{COMPARE_UI.missing(missing.length)}</p>}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted sm:hidden">{data.length > 1 ? COMPARE_UI.scrollHint : ''}</p>
        <ShareComparison ids={ids} />
      </div>
      <CompareTable listings={data as CompareListing[]} onRemove={remove} />
    </>
  );
}

function ShareComparison({ ids }: { ids: number[] }) {
  return (
    <button
      type="button"
      className="btn-outline ml-auto"
      onClick={() =>
        void import('../../listing-detail/components/ShareButton').then(({ shareLink }) =>
          shareLink(COMPARE_UI.shareTitle, absoluteUrl(compareHref(ids))),
        )
      }
    >
      {COMPARE_UI.share}
    </button>
  );
}

/** The comparison the address names (`?ids=12,7,40`): public, so rendered on the server and kept offline. */
function FromAddress({ ids }: { ids: string }) {
  const read = useApiRead(compareRead(ids), pickComparison);
  useHttpStatus(read.kind === 'not-found' || read.kind === 'refused' ? read.status : 200);
  switch (read.kind) {
    case 'loading':
      return <p className="mt-6 h-40" aria-busy="true" />;
    case 'refused':
      return <Note role="alert" text={read.message ?? COMPARE_MESSAGES.badIds} />;
    case 'not-found':
      return <Note role="alert" text={COMPARE_MESSAGES.noneAvailable} />;
    case 'failed':
      return <Note role="alert" text={COMPARE_UI.loadFailed} onRetry={read.retry} />;
    case 'not-saved':
      return <Note role="alert" text={OFFLINE_MESSAGES.notSaved} onRetry={read.retry} />;
    case 'found':
      return <Loaded comparison={read.data} savedAt={read.savedAt} />;
  }
}

/** Properties side by side: those in the address, or else those this device chose. */
export default function ComparePage() {
  useDocumentTitle(ROUTES.compare.title);
  const ids = new URLSearchParams(useSearch()).get('ids');
  return (
    <div className="container-page py-6">
      <h1 className="text-2xl font-bold">{ROUTES.compare.title}</h1>
      <p className="mt-1 text-sm text-muted">{COMPARE_UI.intro}</p>
      {ids === null ? <FromDevice /> : <FromAddress key={ids} ids={ids} />}
    </div>
  );
}
