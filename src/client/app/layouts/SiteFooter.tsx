import { Link } from 'wouter';
import { BRAND_NAME, MESSAGES } from '../../../shared/messages';
import { FOOTER_LABELS } from '../../../shared/navigation';
import { PATHS } from '../../../shared/routes';
import { SITE } from '../../../shared/site';
import { FooterColumn } from './FooterColumn';
import { FooterContact } from './FooterContact';
import { FooterSocial } from './FooterSocial';
import { QUICK_LINKS, SERVICE_LINKS } from './footer.links';

/** The common footer: About, Quick Links, Our Services, Contact Us, then the copyright line (spec section 2). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-night text-white/85">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-4">
        <section aria-labelledby="footer-about" className="col-span-2 sm:col-span-1">
          <h2 id="footer-about" className="text-sm font-semibold uppercase tracking-wider text-white">
            {FOOTER_LABELS.about}
          </h2>
          <p className="mt-4 text-sm leading-relaxed">
            {BRAND_NAME} connects buyers with owners, agents and builders across India: land, plots, offices, shops and
            flats, with verified listings and free posting.
          </p>
          <FooterSocial />
        </section>
        <FooterColumn title={FOOTER_LABELS.quickLinks} links={QUICK_LINKS} />
        <FooterColumn title={FOOTER_LABELS.ourServices} links={SERVICE_LINKS} />
        <FooterContact />
      </div>
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
