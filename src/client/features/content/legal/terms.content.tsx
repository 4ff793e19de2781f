/** The terms and conditions' text, section by section. */
import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { FREE_LISTING_QUOTA } from '../../../../shared/sellers/seller-constants';
import { SITE } from '../../../../shared/site';
import { REPORT_TOPIC } from '../../contact/contact.content';
import { GrievanceContact } from './GrievanceContact';
import type { LegalSection } from './LegalDocument';

export const TERMS_LEAD =
  'The rules for browsing, enquiring about and posting properties on Property Creator, written to be read, not skimmed past.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and Property Creator, {SITE.address.city}, {SITE.address.state} (“we”,
        “us”). By using our website or app you accept them, together with our{' '}
        <Link href={PATHS.privacy}>Privacy Policy</Link>. If you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'who-may-use',
    heading: 'Who may use Property Creator',
    body: (
      <ul>
        <li>
          Anyone may browse. To create an account you must be 18 or older and able to enter a contract under Indian law.
        </li>
        <li>
          Give true details and keep them current. One person, one account; a business may have one account per person
          who uses it.
        </li>
        <li>Keep your password and OTPs secret. You are responsible for what is done with your account.</li>
      </ul>
    ),
  },
  {
    id: 'our-role',
    heading: 'What we are, and what we are not',
    body: (
      <>
        <p>
          Property Creator is an online platform where owners, agents and builders list properties and buyers and
          tenants find them. For the content users post we are an intermediary under the Information Technology Act,
          2000. We are not a party to any deal between users, we do not own the properties listed, and we do not act as
          anyone’s broker unless you engage one of our paid services (such as{' '}
          <Link href={PATHS.serviceLegal}>legal assistance</Link> or{' '}
          <Link href={PATHS.servicePropertyManagement}>property management</Link>) under a separate written agreement.
        </p>
        <p>
          We review listings before they go live, but we cannot guarantee that a listing is accurate, that a property is
          available or that its title is clear. Check the documents, visit the property and, for large amounts, use a
          lawyer before you pay anything.
        </p>
      </>
    ),
  },
  {
    id: 'posting',
    heading: 'Posting properties and projects',
    body: (
      <>
        <p>When you post, you confirm that:</p>
        <ul>
          <li>you own the property, or are authorised in writing by the owner to advertise it;</li>
          <li>
            you post as what you are: an owner as an owner, an agent as an agent, a builder as a builder (agents may not
            post as owners);
          </li>
          <li>the price, area, type, location and photos are accurate and show this property;</li>
          <li>
            projects and agents that must be registered under RERA show their registration number, as the law requires
            in every advertisement;
          </li>
          <li>you do not post the same property more than once, and you mark it sold or rented as soon as it is.</li>
        </ul>
        <p>
          Every listing is reviewed before it is published. We may reject a listing with a reason, ask for proof, remove
          it, or suspend an account that breaks these rules. A significant change to a live listing sends it back for
          review.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    heading: 'Free posting, plans and payments',
    body: (
      <ul>
        <li>Posting is free for up to {FREE_LISTING_QUOTA} active listings per account.</li>
        <li>
          Paid plans add listings, featured placement or projects for a period. The price in rupees, including GST, and
          what the plan includes are shown before you pay; you receive a GST invoice.
        </li>
        <li>Payments are processed by our payment gateway. We never see your card or UPI details.</li>
        <li>
          You may cancel a plan within 7 days of purchase for a full refund if none of its credits has been used.
          Otherwise plans are not refundable, except where the law requires or where we failed to provide the service.
        </li>
        <li>Featured placement means more prominent display; it is not a promise of enquiries or a sale.</li>
      </ul>
    ),
  },
  {
    id: 'enquiries',
    heading: 'Enquiries and contact details',
    body: (
      <ul>
        <li>
          A seller’s phone number is shown only to a logged-in buyer who has sent an enquiry about that listing. The
          seller receives the buyer’s name, number, e-mail and message.
        </li>
        <li>
          Use contact details you receive only to discuss that property. Do not add them to marketing lists, share or
          sell them, or call or message people who have asked you to stop.
        </li>
        <li>
          Enquiries per buyer per day are limited. We may suspend accounts that send spam or misuse contact details.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'What you must not do',
    body: (
      <ul>
        <li>
          Post content that is false, misleading, defamatory, obscene, infringes someone’s rights or is otherwise
          unlawful.
        </li>
        <li>Impersonate anyone, or create fake accounts, listings or enquiries.</li>
        <li>Ask for money before a genuine deal (fake “token” or “visit” fees), or use the platform for fraud.</li>
        <li>
          Copy listings or data by scraping, bots or automated queries, or try to get around our limits and security.
        </li>
        <li>Upload viruses or anything that harms the service or other users.</li>
        <li>
          Post listings or messages that discriminate against people on grounds such as religion, caste, gender or place
          of birth.
        </li>
      </ul>
    ),
  },
  {
    id: 'content-licence',
    heading: 'Your content and ours',
    body: (
      <p>
        You keep ownership of the text and photos you post. You give us a non-exclusive, royalty-free licence to store,
        resize, display and promote them on Property Creator (including in copies saved for offline use) while the
        listing is up and for a reasonable time after, for records and disputes. The site’s design, software, guides and
        data compilations belong to us; do not copy them without permission.
      </p>
    ),
  },
  {
    id: 'information',
    heading: 'Guides, prices and calculators',
    body: (
      <p>
        Our guides, locality pages, price trends and EMI calculator are general information, not legal, tax or financial
        advice. Price trends come from asking prices on our listings, not registered sale prices. Laws, rates and
        charges change: confirm anything important with the authority concerned or a qualified professional.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Our liability',
    body: (
      <>
        <p>
          We provide the service with care but “as is”, and it may sometimes be unavailable. To the extent the law
          allows, we are not liable for losses arising from deals between users, from content posted by others, or for
          indirect losses. Our total liability to you for any claim is limited to the amount you paid us in the 12
          months before it.
        </p>
        <p>
          Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or any liability that
          cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    body: (
      <p>
        If someone makes a claim against us because of what you posted or how you used the service in breach of these
        terms, you agree to cover our reasonable losses and costs from that claim.
      </p>
    ),
  },
  {
    id: 'ending',
    heading: 'Suspending and closing accounts',
    body: (
      <p>
        You may close your account at any time by writing to us. We may suspend or close an account that breaks these
        terms or the law, usually after a warning and with the reason, unless a warning would let harm continue. Unused
        paid plans of an account closed for a serious breach are not refunded.
      </p>
    ),
  },
  {
    id: 'law-and-disputes',
    heading: 'Law and disputes',
    body: (
      <p>
        These terms are governed by the laws of India. Please raise any complaint with our Grievance Officer first; most
        problems are solved quickly that way. Otherwise the courts at {SITE.address.city}, {SITE.address.state} have
        jurisdiction, without affecting your right to approach a consumer commission.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Officer and reporting content',
    body: (
      <>
        <p>
          To report a listing or any content you believe is unlawful, misleading or infringes your rights, or to
          complain about the service, contact our Grievance Officer, appointed under the Information Technology
          (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021. We acknowledge complaints within 24 hours
          and resolve them within 15 days. You can also use our{' '}
          <Link href={`${PATHS.contact}?topic=${encodeURIComponent(REPORT_TOPIC)}`}>contact form</Link> with the topic “
          {REPORT_TOPIC}”.
        </p>
        <GrievanceContact subject="Complaint" />
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service or the law changes. The date at the top shows the latest version.
        Important changes are announced on the site or by e-mail before they apply; continuing to use the service after
        that means you accept them.
      </p>
    ),
  },
];
