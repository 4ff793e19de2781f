import { mailtoHref, SITE, telHref } from '../../../shared/site';
import { siteConfig } from '../../lib/site-config';
import { MailIcon, PhoneIcon, PinIcon } from '../../ui/icons';
import { FOOTER_LABELS } from './layout.content';

/** Contact Us column: the Bhopal office, and the support phone and e-mail this deployment is configured with. */
export function FooterContact() {
  const { address } = SITE;
  return (
    <section aria-labelledby="footer-contact" className="col-span-2 sm:col-span-1">
      <h2 id="footer-contact" className="text-sm font-semibold uppercase tracking-wider text-white">
        {FOOTER_LABELS.contactUs}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">
        <li className="flex gap-3">
          <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
          <address className="not-italic leading-relaxed">
            {address.lines.map((line) => (
              <span key={line} className="block">
                {line},
              </span>
            ))}
            <span className="block">
              {address.city}, {address.state} {address.postalCode}
            </span>
          </address>
        </li>
        <li>
          <a
            href={telHref(siteConfig.phone)}
            className="flex gap-3 hover:text-white hover:underline underline-offset-2"
          >
            <PhoneIcon className="h-4 w-4 shrink-0 text-accent" />
            {siteConfig.phone}
          </a>
        </li>
        <li>
          <a
            href={mailtoHref(siteConfig.email)}
            className="flex gap-3 hover:text-white hover:underline underline-offset-2"
          >
            <MailIcon className="h-4 w-4 shrink-0 text-accent" />
            {siteConfig.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
