import { Link } from 'wouter';
import { ENQUIRY_MESSAGES } from '../../../../shared/enquiries/enquiry-constants';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { mediaUrl } from '../../../../shared/media';
import { DETAIL_UI, displayPhone, telHref } from '../detail.content';
import type { ContactView } from '../use-seller-contact';
import { Avatar, VerifiedBadge } from './Badges';
import { ContactButtons } from './ContactButtons';
import { LockIcon } from './DetailIcons';

export interface SellerCardProps {
  heading: string;
  name: string;
  /** Owner, Agent or Builder. */
  kind: string;
  companyName: string | null;
  verified: boolean;
  sellerType: SellerType;
  verifiedAt: string | null;
  photo: string | null;
  /** The public profile (/broker/:id) of an agent or a builder; owners have none. */
  profileHref: string | null;
  view: ContactView;
  whatsappMessage: string;
  onLocked: () => void;
}

/** Who posted it, whether we checked them, and their phone for those allowed to see it. */
export function SellerCard(props: SellerCardProps) {
  const { heading, name, kind, companyName, verified, sellerType, verifiedAt, photo, profileHref, view } = props;
  const S = DETAIL_UI.seller;
  return (
    <section aria-labelledby="seller-heading" className="card">
      <h2 id="seller-heading" className="text-xs font-semibold uppercase tracking-wide text-muted">
        {heading}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar name={name} photoUrl={photo ? mediaUrl(photo, 320) : null} />
        <div className="min-w-0">
          <p className="break-words text-lg font-bold leading-snug text-ink">{name}</p>
          <p className="text-sm text-muted">
            {kind}
            {companyName && companyName !== name ? ` · ${companyName}` : ''}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {verified && <VerifiedBadge verification={{ sellerType, verifiedAt }} />}
            {profileHref && (
              <Link href={profileHref} className="text-link text-sm font-semibold">
                {S.viewProfile}
              </Link>
            )}
          </div>
        </div>
      </div>
      <div className="mt-4 rounded-lg bg-surface px-3 py-2.5 text-sm" aria-live="polite">
        {view.status === 'shown' ? (
          <p>
            <span className="text-muted">{S.phone}: </span>
            <a href={telHref(view.contact.phoneNumber)} className="text-link font-semibold">
              {displayPhone(view.contact.phoneNumber)}
            </a>
          </p>
        ) : view.status === 'checking' ? (
          <p className="text-muted">{S.checking}</p>
        ) : (
          <p className="flex items-start gap-2 text-ink">
            <LockIcon className="mt-0.5 h-4 w-4 flex-none text-muted" />
            {ENQUIRY_MESSAGES.contactLocked}
          </p>
        )}
      </div>
      <ContactButtons
        className="mt-3"
        view={view}
        name={name}
        whatsappMessage={props.whatsappMessage}
        onLocked={props.onLocked}
      />
    </section>
  );
}
