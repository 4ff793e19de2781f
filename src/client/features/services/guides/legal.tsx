import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import type { ServiceGuide } from '../services.content';

/** /services/legal: the legal checks before buying a property in India. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Most property disputes in India start with a document nobody read: a title that was never clear, a loan against
        the flat that the seller forgot to mention, a building without an occupancy certificate. A few thousand rupees
        spent on checks before you pay the token amount is the cheapest insurance you will ever buy.
      </p>
      <p>
        Our panel advocates verify the documents of a flat, house or plot in your city, tell you in writing what is
        missing and draft or review the agreement for sale and the sale deed. This guide explains what they check, so
        you know what to ask for even if you use your own lawyer.
      </p>
    </>
  ),
  sections: [
    {
      id: 'title-search',
      heading: 'Title search: who really owns the property',
      body: (
        <>
          <p>
            A title search traces the chain of ownership backwards through every sale deed, gift deed, partition deed,
            will or court decree. Lawyers usually go back <strong>30 years</strong>; banks ask for at least 13. The
            chain must be unbroken: each owner must have received the property from the previous one through a
            registered document.
          </p>
          <ul>
            <li>Ask the seller for copies of all previous title deeds, not only the latest one.</li>
            <li>
              Match the names, survey or plot numbers and boundaries in each deed. A spelling change or a different area
              needs an explanation in writing.
            </li>
            <li>
              If the seller inherited the property, ask for the death certificate, legal heir certificate or succession
              certificate and a no-objection from every other heir.
            </li>
            <li>Search the e-Courts portal for cases involving the property or the seller’s name.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'encumbrance',
      heading: 'Encumbrance certificate: loans and charges on the property',
      body: (
        <>
          <p>
            The encumbrance certificate (EC) lists every registered transaction on the property (sales, mortgages,
            leases) over the period you ask for. You get it from the sub-registrar’s office, and in most states online
            from the registration department’s portal. Ask for the same period as the title search.
          </p>
          <p>
            If the seller still has a home loan, the bank holds the original documents. The loan must be closed before
            or at registration: the usual way is that part of your payment goes straight to the seller’s bank, which
            hands over the originals and a closure letter. Never pay the full price while the originals are with a bank.
          </p>
        </>
      ),
    },
    {
      id: 'approvals',
      heading: 'Approvals: layout, building plan, OC and CC',
      body: (
        <>
          <ul>
            <li>
              <strong>Land use:</strong> agricultural land must be converted for residential use (called diversion in
              Madhya Pradesh, NA order in Maharashtra, DC conversion in Karnataka). Plots on unconverted land cannot
              legally be built on.
            </li>
            <li>
              <strong>Approved layout and building plan:</strong> sanctioned by the municipal corporation or development
              authority. Compare the plan with what was built: extra floors or enclosed balconies can be declared
              unauthorised.
            </li>
            <li>
              <strong>Completion certificate (CC):</strong> the authority confirms the building was completed as per the
              plan.
            </li>
            <li>
              <strong>Occupancy certificate (OC):</strong> permission to live in the building. Without an OC, water and
              electricity connections can be refused, banks may not lend and the building can be penalised.
            </li>
            <li>
              <strong>RERA registration</strong> for projects on more than 500 sq m of land with more than 8 flats; see{' '}
              <Link href={`${PATHS.realEstateAdvice}#rera`}>what RERA protects</Link>.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'mutation',
      heading: 'Khata, mutation and property tax',
      body: (
        <>
          <p>
            Registration transfers ownership; mutation (called khata transfer in Karnataka, namantaran in much of North
            India) updates the municipal or revenue record so that tax bills and future paperwork are in the owner’s
            name. Before buying, check that the seller’s name is in the mutation record and that property tax,
            electricity, water and society dues are paid up to date. After registration, apply for mutation in your name
            promptly.
          </p>
        </>
      ),
    },
    {
      id: 'power-of-attorney',
      heading: 'Power of attorney sales: the risks',
      body: (
        <>
          <p>
            In Suraj Lamp &amp; Industries v. State of Haryana (2011) the Supreme Court held that a sale through a
            general power of attorney, an agreement for sale or a will does not transfer ownership: only a registered
            sale deed does. If someone sells on behalf of the owner:
          </p>
          <ul>
            <li>The power of attorney should be registered and specifically allow the sale of this property.</li>
            <li>Confirm with the owner directly, by a video call at least, that it has not been revoked.</li>
            <li>
              A power of attorney ends when the owner dies: ask for proof that the owner is alive at the time of sale.
            </li>
            <li>
              For a non-resident owner, the power of attorney executed abroad must be attested by an Indian embassy or
              consulate (or apostilled) and stamped in India within three months of arriving.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'sale-deed',
      heading: 'Agreement for sale, sale deed and registration',
      body: (
        <>
          <p>
            The agreement for sale records the price, payment schedule, possession date and penalties. For a new flat in
            a RERA project, the builder may not take more than 10% of the price before a registered agreement for sale.
            The sale deed is the document that transfers ownership; it must be stamped and registered at the
            sub-registrar’s office with both parties and two witnesses present (Aadhaar-based e-registration is
            available in some states). Stamp duty is paid on the higher of the agreed price and the government’s circle
            rate; see the <Link href={`${PATHS.realEstateAdvice}#stamp-duty`}>stamp duty table</Link>.
          </p>
          <p>
            If the price is ₹50 lakh or more, the buyer must deduct 1% TDS under section 194-IA, deposit it with Form
            26QB and give the seller Form 16B. For a non-resident seller the rules and rates are different: ask us
            first.
          </p>
        </>
      ),
    },
  ],
  checklist: {
    heading: 'Documents to ask for before you pay a token',
    items: [
      'Title deeds for the last 30 years and the seller’s identity proof (PAN, Aadhaar)',
      'Encumbrance certificate for the same period',
      'Approved layout, building plan, completion and occupancy certificates',
      'Land-use conversion order for plots',
      'Mutation or khata extract and the latest property tax receipt',
      'Society share certificate and no-objection letter for a resale flat',
      'Bank closure letter, or the loan statement, if the property is mortgaged',
      'RERA registration number and the project’s page on the state RERA website for a new project',
    ],
  },
  mistakes: [
    'Paying a large token or “booking amount” in cash before any document is checked.',
    'Relying on photocopies: always see the originals before registration.',
    'Buying on the strength of a general power of attorney or a notarised agreement without a registered sale deed.',
    'Ignoring unpaid society dues or property tax, which pass to the new owner.',
    'Declaring a lower price in the sale deed to save stamp duty: it is illegal and causes income-tax trouble for both sides.',
  ],
  faq: [
    {
      question: 'How much does a legal check cost?',
      answer: (
        <p>
          A title and document verification for a flat usually costs a few thousand rupees to ₹25,000 depending on the
          city and how far back the records go. Drafting and registration support is charged separately. We quote a
          fixed fee before we start.
        </p>
      ),
    },
    {
      question: 'The bank has approved the loan. Do I still need a lawyer?',
      answer: (
        <p>
          The bank’s lawyer protects the bank, not you, and often checks only what the bank needs. Your own check also
          looks at society dues, possession, disputes between family members and what the agreement says about delays.
        </p>
      ),
    },
    {
      question: 'Can I register a property without an occupancy certificate?',
      answer: (
        <p>
          In many states a sale deed can still be registered, but you take on the risk: utilities, loans and resale can
          all become difficult. For a new flat, ask the builder for a written date for the OC and keep the final payment
          tied to it.
        </p>
      ),
    },
    {
      question: 'Is an agreement on stamp paper enough to own a plot?',
      answer: (
        <p>
          No. Only a stamped and registered sale deed transfers ownership of immovable property worth more than ₹100
          (Registration Act, 1908 and Transfer of Property Act, 1882).
        </p>
      ),
    },
  ],
};

export default guide;
