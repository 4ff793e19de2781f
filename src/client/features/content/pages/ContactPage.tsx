import { mailtoHref, SITE, telHref } from '../../../../shared/site';
import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** How to reach the company: a contact form later, the office, phone and e-mail now. */
export default function ContactPage() {
  const { address } = SITE;
  return (
    <>
      <PagePlaceholder routeKey="contact">
        Write to us with a question or a problem with a listing; a contact form that also works offline is coming. Until
        then, reach us directly.
      </PagePlaceholder>
      <address className="container-page -mt-6 pb-16 not-italic">
        <ul className="card max-w-md space-y-2 text-ink">
          <li>
            {address.lines.join(', ')}, {address.city}, {address.state} {address.postalCode}
          </li>
          <li>
            <a className="text-link" href={telHref(SITE.phone)}>
              {SITE.phone}
            </a>
          </li>
          <li>
            <a className="text-link" href={mailtoHref(SITE.email)}>
              {SITE.email}
            </a>
          </li>
        </ul>
      </address>
    </>
  );
}
