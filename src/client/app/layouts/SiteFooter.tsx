import { Link } from 'wouter';
import { FOOTER_LABELS } from '../../../shared/layout-labels';
import { MESSAGES } from '../../../shared/messages';
import { PATHS } from '../../../shared/routes';
import { SITE } from '../../../shared/site';
import { lazyPart } from '../../lib/lazy-part';
import { BelowFold } from '../../ui/BelowFold';

// The four columns sit far below the fold: their code loads as the visitor scrolls towards them.
const FooterSections = lazyPart(() => import('./FooterSections'));

/**
 * The common footer: About, Quick Links, Our Services, Contact Us, then the copyright line (spec section 2).
 * The landmark and the copyright line are always there.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-night text-white/85">
      <BelowFold reserve="h-[48rem] sm:h-[34rem] lg:h-[21rem] xl:h-[20rem]">
        <FooterSections />
      </BelowFold>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-5 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {MESSAGES.copyright}
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link href={PATHS.privacy} className="py-1 underline-offset-2 hover:text-white hover:underline">
              {FOOTER_LABELS.privacyPolicy}
            </Link>
            <span>{SITE.developerCredit}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
