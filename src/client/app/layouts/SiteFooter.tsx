import { Link } from 'wouter';
import { MESSAGES } from '../../../shared/messages';
import { PATHS } from '../../../shared/routes';
import { SITE } from '../../../shared/site';
import { lazyPart } from '../../lib/lazy-part';
import { BelowFold } from '../../ui/BelowFold';
import { FOOTER_CITIES_LABEL, FOOTER_CITY_LINKS } from './footer-cities.links';
import { FOOTER_LABELS } from './layout.content';

// The four columns sit far below the fold: their code loads as the visitor scrolls towards them.
const FooterSections = lazyPart(() => import('./FooterSections'));

/**
 * The common footer: About, Quick Links, Our Services, Contact Us, then the copyright line.
 * The landmark, the line of city pages and the copyright line are always there: rendered with the page on
 * the server, so every page links search engines to the cities' landing pages.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-night text-white/85">
      <BelowFold reserve="h-[48rem] sm:h-[34rem] lg:h-[21rem] xl:h-[20rem]">
        <FooterSections />
      </BelowFold>
      <nav aria-labelledby="footer-cities" className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-baseline sm:gap-4">
          <h2 id="footer-cities" className="shrink-0 text-xs font-semibold uppercase tracking-wider text-white">
            {FOOTER_CITIES_LABEL}
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {FOOTER_CITY_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block py-1 underline-offset-2 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
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
