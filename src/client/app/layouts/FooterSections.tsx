import { BRAND_NAME } from '../../../shared/messages';
import { FooterColumn } from './FooterColumn';
import { FooterContact } from './FooterContact';
import { FooterSocial } from './FooterSocial';
import { QUICK_LINKS, SERVICE_LINKS } from './footer.links';
import { FOOTER_LABELS } from './layout.content';

/** The footer's four columns: About, Quick Links, Our Services and Contact Us. */
export default function FooterSections() {
  return (
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
  );
}
