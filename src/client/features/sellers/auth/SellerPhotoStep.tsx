import { useEffect, useId, useRef, useState } from 'react';
import type { SellerMe } from '../../../../shared/sellers/seller-constants';
import { SellerPhotoField } from './SellerPhotoField';
import { SELLER_PHOTO_COPY as C } from './seller-auth.content';

/**
 * Sign-up's last, optional step: the new seller may add a photo (only a seller may upload, so it comes
 * after 'become a seller'), or skip it; either way on to the dashboard.
 */
export function SellerPhotoStep({ onDone }: { onDone: () => void }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [profile, setProfile] = useState<SellerMe | null>(null);
  // The form that was focused is gone: start the keyboard and screen reader at this step.
  useEffect(() => heading.current?.focus(), []);
  const urls = profile?.photoUrls ?? null;

  return (
    <section className="card space-y-4" aria-labelledby={titleId}>
      <h2 ref={heading} id={titleId} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
        {C.stepTitle}
      </h2>
      <p className="text-sm text-muted">{C.stepIntro}</p>
      <SellerPhotoField urls={urls} onSaved={setProfile} />
      <button type="button" className={`${urls ? 'btn-solid' : 'btn-outline'} w-full py-3 text-base`} onClick={onDone}>
        {urls ? C.done : C.skip}
      </button>
    </section>
  );
}
