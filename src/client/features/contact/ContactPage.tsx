import { PageIntro } from '../content/components/PageIntro';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { CONTACT_COPY } from './contact.content';

/** How to reach the company: the contact form beside the phone, e-mail, office and its hours. */
export default function ContactPage() {
  return (
    <>
      <PageIntro routeKey="contact" eyebrow="We are here to help" lead={CONTACT_COPY.intro} />
      <div className="container-page grid gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}
