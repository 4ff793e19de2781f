import { formatDate } from '../../../../shared/date-format';
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { DETAIL_UI } from '../detail.content';
import { ShieldCheckIcon } from './DetailIcons';

/** Who was checked and how: 'RERA agent registration checked on 12 Mar 2025'. */
export interface Verification {
  sellerType: SellerType;
  verifiedAt: string | null;
}

const verificationNote = ({ sellerType, verifiedAt }: Verification) =>
  DETAIL_UI.seller.verifiedOn(DETAIL_UI.seller.verifiedWhat[sellerType], formatDate(verifiedAt));

/**
 * 'Verified': an admin checked this seller (agents start unverified: docs/product-rules.md, Roles and
 * permissions). With `verification`
 * the badge also says, in words beside it, what was checked and when: a badge alone is only a claim.
 */
export function VerifiedBadge({ verification }: { verification?: Verification }) {
  const note = verification ? verificationNote(verification) : DETAIL_UI.seller.verifiedHint;
  const badge = (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200"
      title={note}
    >
      <ShieldCheckIcon className="h-3.5 w-3.5" />
      {DETAIL_UI.seller.verified}
    </span>
  );
  if (!verification) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      {badge}
      <span className="text-xs text-muted">{note}</span>
    </span>
  );
}

/** A small neutral label (Negotiable, Featured, Upcoming...). */
export function Tag({ children, tone = 'neutral' }: { children: string; tone?: 'neutral' | 'brand' | 'accent' }) {
  const tones = {
    neutral: 'bg-surface text-ink ring-line',
    brand: 'bg-brand-soft text-brand-dark ring-brand/20',
    accent: 'bg-amber-50 text-amber-900 ring-amber-200',
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** Round initials or the person's photo (decorative: the name is always written beside it). */
export function Avatar({
  name,
  photoUrl,
  size = 'h-14 w-14 text-lg',
}: {
  name: string;
  photoUrl: string | null;
  size?: string;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  if (photoUrl) {
    return (
      <img src={photoUrl} alt="" width={320} height={240} className={`${size} flex-none rounded-full object-cover`} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex flex-none items-center justify-center rounded-full bg-brand font-bold text-white`}
    >
      {initials}
    </span>
  );
}
