/** The privacy policy's text (Digital Personal Data Protection Act, 2023), section by section. */
import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { SITE } from '../../../../shared/site';
import { GrievanceContact } from './GrievanceContact';
import type { LegalSection } from './LegalDocument';

export const PRIVACY_LEAD =
  'What personal data Property Creator collects, why, who can see it, how long we keep it and how you can access, correct or erase it.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <>
        <p>
          Property Creator is an online property marketplace run from {SITE.address.city}, {SITE.address.state}. For the
          personal data described here we are the <strong>Data Fiduciary</strong> under the Digital Personal Data
          Protection Act, 2023 (the DPDP Act) and the rules made under it; you are the <strong>Data Principal</strong>.
          This policy also meets our duties under the Information Technology Act, 2000.
        </p>
        <p>
          It covers our website and installed app. If an owner, agent or builder contacts you after you send them an
          enquiry, what they do with your details is their responsibility as well as ours; see{' '}
          <a href="#who-sees-what">who sees what</a>.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account:</strong> your first and last name, e-mail address and mobile number. Your password is stored
          only as a one-way hash; the one-time password (OTP) we send by SMS is stored hashed and expires after five
          minutes.
        </li>
        <li>
          <strong>Seller profile:</strong> whether you are an owner, agent or builder, company name, address and photo;
          for agents and builders, the RERA registration and identity details we check before giving a verified badge.
        </li>
        <li>
          <strong>Listings and projects:</strong> what you post, including photos. We remove hidden location data (EXIF
          and GPS) from every photo when it is uploaded.
        </li>
        <li>
          <strong>Enquiries:</strong> the message and preferred contact time you send to a seller, and the listing it is
          about.
        </li>
        <li>
          <strong>Contact form:</strong> your name, e-mail, optional mobile number, topic and message.
        </li>
        <li>
          <strong>Location, only if you allow it:</strong> your device’s coordinates are sent to our own server to find
          the nearest city from a list of Indian cities we hold. No outside map service is called, and we do not store
          the coordinates; the city found is remembered on your device.
        </li>
        <li>
          <strong>Payments:</strong> the plan, amount, invoice and payment status. Card, UPI and bank details are
          handled by the payment gateway and never reach us.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and device type, and the time and address of requests,
          used for security, fraud prevention and rate limits.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    heading: 'Why we use it',
    body: (
      <>
        <p>We process personal data with your consent, given when you create an account or send a form, to:</p>
        <ul>
          <li>create and secure your account and verify your mobile number;</li>
          <li>publish, review and moderate listings, and show who posted them (owner, agent or builder);</li>
          <li>deliver your enquiries to sellers and show sellers’ numbers to buyers who enquired;</li>
          <li>answer messages you send us and run the plans you buy;</li>
          <li>prevent spam, fake listings, fraud and abuse, and keep the service running.</li>
        </ul>
        <p>
          We also process data where the DPDP Act allows it without consent, for example to comply with a law, a court
          order or a lawful request from a government authority. We do not sell personal data, and we do not use it for
          advertising profiles.
        </p>
      </>
    ),
  },
  {
    id: 'who-sees-what',
    heading: 'Who sees what',
    body: (
      <ul>
        <li>
          <strong>Everyone:</strong> the listing, the seller’s name, whether they are an owner, agent or builder, and
          any verified badge. Never the seller’s phone number or e-mail address.
        </li>
        <li>
          <strong>The seller’s phone number</strong> is shown only to a logged-in buyer who has sent an enquiry about
          that listing, and to our admins.
        </li>
        <li>
          <strong>The buyer’s contact details:</strong> when you send an enquiry, the owner, agent or builder who posted
          that listing receives your name, mobile number, e-mail address and message, so that they can reply. They may
          use them only for that property. Enquiries per buyer per day are limited, so no one can harvest sellers’
          numbers.
        </li>
        <li>
          <strong>Our team:</strong> admins and support staff see what they need to moderate listings and answer you,
          under a duty of confidentiality.
        </li>
        <li>
          <strong>Service providers</strong> who process data on our behalf and under contract: hosting, the SMS gateway
          that sends OTPs, e-mail delivery and the payment gateway. They get only what their task needs.
        </li>
        <li>
          <strong>Authorities,</strong> when the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'storage-on-your-device',
    heading: 'Cookies and storage on your device',
    body: (
      <>
        <p>
          We do not use advertising or third-party tracking cookies. To work quickly and offline, the site stores the
          following in your browser; none of it is shared with anyone:
        </p>
        <ul>
          <li>
            <strong>Local storage:</strong> your login (the keys “user” and “token”), a sign-up in progress while you
            wait for the OTP, and your city if you chose or allowed one.
          </li>
          <li>
            <strong>IndexedDB:</strong> listings you viewed, so they open without a connection; your shortlist and
            recently viewed properties; and enquiries or messages waiting to be sent when you are back online.
          </li>
          <li>
            <strong>Service worker cache:</strong> the app’s own files and listing photos, so pages load fast on a slow
            connection.
          </li>
        </ul>
        <p>
          Logging out removes your login from the device. You can remove everything else at any time by clearing the
          site’s data in your browser settings or uninstalling the app.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Account and seller profile: while your account is open.</li>
        <li>
          When you delete your account: your listings come off the site at once, and your personal data is erased or
          anonymised within 30 days, except what the law requires us to keep.
        </li>
        <li>If you do not log in for three years, we write to you and then erase your account unless you log in.</li>
        <li>Enquiries: one year after the listing is closed or removed.</li>
        <li>Contact form messages: two years.</li>
        <li>Payment and invoice records: eight years, as tax and accounting laws require.</li>
        <li>Security logs: 180 days, as the CERT-In directions require.</li>
        <li>OTPs: five minutes; a sign-up that is never verified is deleted when its OTP expires.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    heading: 'How we protect it',
    body: (
      <p>
        Data travels encrypted (HTTPS). Passwords and OTPs are stored only as hashes, sessions can be revoked, access by
        our staff is limited to their role and logged, and photos are stripped of location data. We keep personal data
        on servers in India. If a personal data breach happens, we will inform you and the Data Protection Board of
        India as the DPDP Act and its rules require.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> a summary of your personal data, what we do with it and whom we have shared it with;
          </li>
          <li>
            <strong>correct, complete or update</strong> it (you can change your name and e-mail yourself on{' '}
            <Link href={PATHS.profile}>My Profile</Link>);
          </li>
          <li>
            <strong>erase</strong> it, and <strong>withdraw consent</strong> as easily as you gave it (this ends the
            account, since we cannot run it without the data);
          </li>
          <li>
            <strong>grievance redressal</strong> from us, and then from the Data Protection Board of India;
          </li>
          <li>
            <strong>nominate</strong> a person to exercise these rights if you die or become unable to.
          </li>
        </ul>
        <p>
          Write to our <a href="#grievance-officer">Grievance Officer</a>. We confirm your identity before acting, and
          reply within 15 days. In turn, the Act asks you not to give false information or file frivolous complaints.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Property Creator is meant for adults. You must be 18 or older to create an account, and we do not knowingly
        process children’s personal data. If you believe a child has registered, tell us and we will delete the account.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We will post any change here with a new date. If a change affects how we use data you have already given us, we
        will tell you by e-mail or in the app before it takes effect and, where the law requires, ask for your consent
        again.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Officer',
    body: (
      <>
        <p>
          For questions, requests about your rights or complaints about how we handle personal data, contact our
          Grievance Officer. We acknowledge complaints within 24 hours and resolve them within 15 days. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
        <GrievanceContact subject="Privacy request" />
      </>
    ),
  },
];
