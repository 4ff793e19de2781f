import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { telHref } from '../../../../shared/site';
import { siteConfig } from '../../../lib/site-config';
import { CONTENT_LABELS } from '../content-pages.content';

/** A small card beside a guide: a person to ask, by form or by phone. */
export function HelpCard() {
  return (
    <div className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <p className="font-semibold text-ink">Questions about your property?</p>
      <p className="mt-1 text-sm leading-6 text-muted">Our Bhopal team answers within one working day.</p>
      <div className="mt-4 flex flex-col gap-2">
        <Link href={PATHS.contact} className="btn-solid">
          {CONTENT_LABELS.talkToUs}
        </Link>
        <a href={telHref(siteConfig.phone)} className="btn-ghost">
          Call {siteConfig.phone}
        </a>
      </div>
    </div>
  );
}
