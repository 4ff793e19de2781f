import { mailtoHref, telHref } from '../../../../shared/site';
import { siteConfig } from '../../../lib/site-config';
import { CONTACT_COPY } from '../../contact/contact.content';
import { OfficeAddressLines } from '../components/OfficeAddressLines';

const HOURS = CONTACT_COPY.hours[0].join(', ');

/** How to reach the Grievance Officer: the configured support e-mail and phone, and the Bhopal office. */
export function GrievanceContact({ subject }: { subject: string }) {
  return (
    <address className="mt-4 rounded-xl border border-line bg-surface p-4 not-italic leading-7 text-ink sm:p-5">
      <strong className="block">Grievance Officer, Property Creator</strong>
      <OfficeAddressLines />
      <span className="mt-2 block">
        E-mail:{' '}
        <a href={`${mailtoHref(siteConfig.email)}?subject=${encodeURIComponent(subject)}`}>{siteConfig.email}</a>{' '}
        (subject “{subject}”)
      </span>
      <span className="block">
        Phone: <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a> ({HOURS})
      </span>
    </address>
  );
}
