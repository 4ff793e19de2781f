import { BRAND_NAME } from '../../shared/messages';

interface BrandLogoProps {
  /** Hide the wordmark below this breakpoint (the mark alone fits a 360 px phone's top bar). */
  compact?: boolean;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

/** The house mark (same drawing as favicon.svg) with the brand name beside it. */
export function BrandLogo({ compact = false, inverted = false }: BrandLogoProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0b3d91" />
        <path d="M32 12 10 30h6v20h12V38h8v12h12V30h6z" fill="#fff" />
        <path d="M40 16h6v9l-6-5z" fill="#f5a623" />
      </svg>
      <span
        className={`${compact ? 'hidden sm:inline' : 'inline'} text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand'}`}
      >
        {BRAND_NAME}
      </span>
    </span>
  );
}
