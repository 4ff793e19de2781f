import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import type { ServiceGuide } from '../services.content';

/** /services/consultants: independent property consultants and buyer's advisers. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        A property consultant works for you through the whole purchase: shortlisting localities and properties, checking
        them, negotiating and seeing the deal through registration. The difference from a broker is whom they work for
        and how they are paid.
      </p>
      <p>
        Our consultants are paid a fee by you, not a commission by the seller, so their advice is not tied to any
        project. We tell you in writing if we earn anything from a property we suggest.
      </p>
    </>
  ),
  sections: [
    {
      id: 'what-they-do',
      heading: 'What a consultant does',
      body: (
        <ol>
          <li>Understands your budget, loan eligibility, commute, schools and timeline.</li>
          <li>Shortlists localities with prices, rents and supply, using data rather than brochures.</li>
          <li>Visits properties with you and points out what a first-time buyer can miss.</li>
          <li>Arranges the legal check, inspection and valuation.</li>
          <li>Negotiates the price and the terms (possession date, fixtures, payment schedule).</li>
          <li>Coordinates the loan, agreement, payment of stamp duty and registration.</li>
        </ol>
      ),
    },
    {
      id: 'conflicts',
      heading: 'Fees and conflicts of interest',
      body: (
        <>
          <p>
            Many “consultants” are paid by builders, often 2 to 4% of the price on new projects, which is why they push
            certain projects. That is legal, but you should know it. Ask every adviser directly: who pays you on this
            deal, and how much?
          </p>
          <p>
            Anyone who facilitates the sale of a unit in a RERA-registered project must be registered as an agent with
            the state RERA authority; see <Link href={PATHS.serviceAgents}>how to verify agents</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'nri-buyers',
      heading: 'For buyers who live in another city or abroad',
      body: (
        <p>
          A consultant can do the site visits, attend meetings with the builder or seller and send video walkthroughs.
          You still sign the documents yourself, or through a registered power of attorney given to a family member for
          this specific purchase. Keep all payments through your own bank account; see{' '}
          <Link href={PATHS.servicePropertyManagement}>property management</Link> for help after you buy.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Before you hire a consultant',
    items: [
      'Ask who pays them on each property they suggest',
      'Agree the fee and scope in writing',
      'Check the RERA agent registration if they will help with a new project',
      'Ask for references from buyers in the last year',
      'Make sure all payments go from your account directly to the seller or builder',
    ],
  },
  mistakes: [
    'Assuming “free” advice has no cost: it is usually paid by the seller.',
    'Letting a consultant hold your money or documents.',
    'Giving a general power of attorney when a specific one would do.',
  ],
  faq: [
    {
      question: 'How is a consultant different from a broker?',
      answer: (
        <p>
          A broker usually represents a seller’s listing and is paid on closing. A consultant represents you across many
          options and is usually paid a fee. Some firms do both; ask which role they play on your deal.
        </p>
      ),
    },
    {
      question: 'What does a consultant cost?',
      answer: (
        <p>
          Either a fixed fee for a defined scope or a percentage of the price, commonly around 1%. We quote in writing
          before starting.
        </p>
      ),
    },
  ],
};

export default guide;
