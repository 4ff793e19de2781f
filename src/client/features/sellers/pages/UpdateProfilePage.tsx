import { useCallback, useEffect, useId } from 'react';
import { ROUTES } from '../../../../shared/route-titles';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dataOf, usePersonalApi } from '../../accounts/use-personal-api';
import { BrokerRequestCard } from '../auth/BrokerRequestCard';
import { SellerPhotoField } from '../auth/SellerPhotoField';
import { SellerProfileForm } from '../auth/SellerProfileForm';
import { SELLER_AUTH_COPY, SELLER_PHOTO_COPY } from '../auth/seller-auth.content';
import { useSellerSessionLost } from '../auth/seller-session';
import { sellerMeRead } from '../manage/manage.api';

/** /saller/update-profile: the seller's photo and details as the server has them (GET /api/sellers/me), editable. */
export default function UpdateProfilePage() {
  useDocumentTitle(ROUTES.sellerUpdateProfile.title);
  const sessionLost = useSellerSessionLost();
  const load = usePersonalApi(sellerMeRead, dataOf);
  const cache = useApiCache();
  const photoTitleId = useId();
  // What the server saved is what the page (and the dashboard) shows from now on.
  const onSaved = useCallback(
    (profile: SellerMe) => cache.update(sellerMeRead, (answer) => ({ ...answer, data: profile })),
    [cache],
  );
  // A 401 or 403: the seller gate takes over (to the seller login, or on to 'become a seller').
  const refusedStatus = load.kind === 'refused' ? load.status : null;
  useEffect(() => {
    if (refusedStatus !== null) sessionLost(refusedStatus);
  }, [refusedStatus, sessionLost]);
  const lost = refusedStatus === 401 || refusedStatus === 403;

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerUpdateProfile.title}</h1>
      <div className="mt-6" aria-live="polite">
        {load.kind === 'loading' || lost ? <p className="text-muted">{SELLER_AUTH_COPY.loading}</p> : null}
        {load.kind !== 'loading' && load.kind !== 'found' && !lost ? (
          <div role="alert" className="card space-y-3">
            <p className="text-ink">{SELLER_AUTH_COPY.profileLoadFailed}</p>
            <button type="button" className="btn-solid" onClick={load.retry}>
              {SELLER_AUTH_COPY.retry}
            </button>
          </div>
        ) : null}
        {load.kind === 'found' ? (
          <div className="space-y-6">
            <section className="card" aria-labelledby={photoTitleId}>
              <h2 id={photoTitleId} className="mb-4 text-lg font-bold text-ink">
                {SELLER_PHOTO_COPY.title}
              </h2>
              <SellerPhotoField urls={load.data.photoUrls} onSaved={onSaved} />
            </section>
            <SellerProfileForm profile={load.data} onSaved={onSaved} />
            {/* Agents ask to be verified here; a verified agent sees their status. */}
            {load.data.sellerType === 'Agent' ? <BrokerRequestCard verified={load.data.verified} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
