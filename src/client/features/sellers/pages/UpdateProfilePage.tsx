import { useCallback, useEffect, useId, useState } from 'react';
import { ROUTES } from '../../../../shared/routes';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import { SELLER_AUTH_COPY, SELLER_PHOTO_COPY } from '../../../../shared/sellers/seller-ui-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrokerRequestCard } from '../auth/BrokerRequestCard';
import { SellerPhotoField } from '../auth/SellerPhotoField';
import { SellerProfileForm } from '../auth/SellerProfileForm';
import { sellerMeRequest } from '../auth/seller-profile.api';
import { useSellerSessionLost } from '../auth/seller-session';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; profile: SellerMe };

/** /saller/update-profile: the seller's photo and details as the server has them (GET /api/sellers/me), editable. */
export default function UpdateProfilePage() {
  useDocumentTitle(ROUTES.sellerUpdateProfile.title);
  const sessionLost = useSellerSessionLost();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const photoTitleId = useId();
  const onSaved = useCallback((profile: SellerMe) => setLoad({ state: 'ready', profile }), []);

  const fetchProfile = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const { status, body } = await sellerMeRequest();
      if (sessionLost(status)) return;
      if (status === 200 && body?.success && body.data) setLoad({ state: 'ready', profile: body.data });
      else setLoad({ state: 'failed' });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [sessionLost]);

  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.sellerUpdateProfile.title}</h1>
      <div className="mt-6" aria-live="polite">
        {load.state === 'loading' ? <p className="text-muted">{SELLER_AUTH_COPY.loading}</p> : null}
        {load.state === 'failed' ? (
          <div role="alert" className="card space-y-3">
            <p className="text-ink">{SELLER_AUTH_COPY.profileLoadFailed}</p>
            <button type="button" className="btn-solid" onClick={() => void fetchProfile()}>
              {SELLER_AUTH_COPY.retry}
            </button>
          </div>
        ) : null}
        {load.state === 'ready' ? (
          <div className="space-y-6">
            <section className="card" aria-labelledby={photoTitleId}>
              <h2 id={photoTitleId} className="mb-4 text-lg font-bold text-ink">
                {SELLER_PHOTO_COPY.title}
              </h2>
              <SellerPhotoField urls={load.profile.photoUrls} onSaved={onSaved} />
            </section>
            <SellerProfileForm profile={load.profile} onSaved={onSaved} />
            {/* Agents ask to be verified here; a verified agent sees their status. */}
            {load.profile.sellerType === 'Agent' ? <BrokerRequestCard verified={load.profile.verified} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
