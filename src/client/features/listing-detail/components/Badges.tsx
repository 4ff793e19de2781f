import { DETAIL_UI } from '../detail.content';
import { ShieldCheckIcon } from './DetailIcons';

/** 'Verified': an admin checked this seller (DESIGN.md: agents start unverified). */
export function VerifiedBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200"
      title={DETAIL_UI.seller.verifiedHint}
    >
      <ShieldCheckIcon className="h-3.5 w-3.5" />
      {DETAIL_UI.seller.verified}
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
