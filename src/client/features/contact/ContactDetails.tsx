import { mailtoHref, telHref } from '../../../shared/site';
import { siteConfig } from '../../lib/site-config';
import { MailIcon, PhoneIcon, PinIcon } from '../../ui/icons';
import { ClockIcon } from '../content/components/content-icons';
import { OfficeAddressLines } from '../content/components/OfficeAddressLines';
import { CONTACT_COPY } from './contact.content';

const ROW = 'flex gap-4';
const ICON = 'mt-0.5 h-5 w-5 shrink-0 text-brand';

/** Beside the form: the support phone and e-mail this deployment is configured with, the office and its hours. */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="contact-details-title" className="card p-5 sm:p-6">
        <h2 id="contact-details-title" className="text-lg font-bold text-ink">
          {CONTACT_COPY.detailsHeading}
        </h2>
        <ul className="mt-4 space-y-5 text-base">
          <li className={ROW}>
            <PhoneIcon className={ICON} />
            <div>
              <p className="text-sm font-medium text-muted">{CONTACT_COPY.callUs}</p>
              <a href={telHref(siteConfig.phone)} className="text-link font-semibold">
                {siteConfig.phone}
              </a>
            </div>
          </li>
          <li className={ROW}>
            <MailIcon className={ICON} />
            <div className="min-w-0">
              <p className="text-sm font-medium text-muted">{CONTACT_COPY.writeToUs}</p>
              <a href={mailtoHref(siteConfig.email)} className="text-link break-words font-semibold">
                {siteConfig.email}
              </a>
            </div>
          </li>
          <li className={ROW}>
            <PinIcon className={ICON} />
            <div>
              <p className="text-sm font-medium text-muted">{CONTACT_COPY.visitUs}</p>
              <address className="not-italic leading-7 text-ink">
                <OfficeAddressLines />
              </address>
            </div>
          </li>
          <li className={ROW}>
            <ClockIcon className={ICON} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-muted">{CONTACT_COPY.hoursHeading}</p>
              <dl className="mt-1 space-y-1 text-ink">
                {CONTACT_COPY.hours.map(([days, time]) => (
                  <div key={days} className="flex flex-wrap justify-between gap-x-4">
                    <dt>{days}</dt>
                    <dd className="font-medium">{time}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-muted">{CONTACT_COPY.hoursNote}</p>
            </div>
          </li>
        </ul>
      </section>
      <section aria-labelledby="contact-report-title" className="rounded-xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="contact-report-title" className="text-lg font-bold text-ink">
          {CONTACT_COPY.reportHeading}
        </h2>
        <p className="mt-2 text-base leading-7 text-ink">{CONTACT_COPY.reportBody}</p>
      </section>
    </div>
  );
}
