import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { CONTENT_LABELS } from '../content-pages.content';

/** The two ways onward from a guide: look at properties, or ask a person. */
export function CtaLinks({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link href={PATHS.search} className="btn-solid px-4 py-2.5 text-base sm:px-5">
        {CONTENT_LABELS.searchProperties}
      </Link>
      <Link href={PATHS.contact} className="btn-outline px-4 py-2.5 text-base sm:px-5">
        {CONTENT_LABELS.talkToUs}
      </Link>
    </div>
  );
}
