/** The articles of /real-estate/advice, in reading order; the page builds its table of contents from them. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { StampDutyTable } from './StampDutyTable';

export interface AdviceSection {
  id: string;
  heading: string;
  body: ReactNode;
}

const ReadMore = ({ href, children }: { href: string; children: ReactNode }) => (
  <p>
    <Link href={href}>{children}</Link>
  </p>
);

export const ADVICE_SECTIONS: readonly AdviceSection[] = [
  {
    id: 'buying-guide',
    heading: 'Buying a home, step by step',
    body: (
      <>
        <ol>
          <li>
            <strong>Set the budget.</strong> Plan a down payment of 10 to 25% of the price, plus roughly 7 to 10% more
            for stamp duty, registration, brokerage, legal fees and moving. Keep six months of EMIs aside.
          </li>
          <li>
            <strong>Check your loan eligibility</strong> before you look, so you shop within a real limit. Try the{' '}
            <Link href={PATHS.insightsEmiCalculator}>EMI calculator</Link>.
          </li>
          <li>
            <strong>Shortlist localities</strong> by commute, schools, water supply and prices. Compare them on our{' '}
            <Link href={PATHS.insightsLocalities}>locality pages</Link>.
          </li>
          <li>
            <strong>Visit properties</strong> at different times of day; talk to residents and the society office.
          </li>
          <li>
            <strong>Check before you pay:</strong> documents (the <a href="#legal-checklist">legal checklist</a>
            below), RERA registration for a new project, and a physical inspection.
          </li>
          <li>
            <strong>Negotiate</strong> with comparable prices per sq.ft of carpet area in hand.
          </li>
          <li>
            <strong>Pay the token by bank transfer</strong> against a receipt that states the price and the conditions
            for refund.
          </li>
          <li>
            <strong>Sign the agreement for sale</strong>, get the loan sanctioned and disbursed.
          </li>
          <li>
            <strong>Register the sale deed</strong> at the sub-registrar’s office after paying stamp duty; deduct 1% TDS
            if the price is ₹50 lakh or more.
          </li>
          <li>
            <strong>After registration:</strong> apply for mutation in your name, and transfer the electricity, water,
            gas and society membership.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'rera',
    heading: 'RERA: what the law protects',
    body: (
      <>
        <p>
          The Real Estate (Regulation and Development) Act, 2016 (RERA) applies to new projects and to the agents who
          sell them. Every state has a RERA authority with a public website where each registered project has its own
          page.
        </p>
        <ul>
          <li>
            <strong>Check the registration</strong> on the state RERA website (MP RERA for Madhya Pradesh, MahaRERA for
            Maharashtra, and so on): the number, the promised completion date, the approved plans and the quarterly
            progress updates.
          </li>
          <li>
            <strong>Carpet area</strong> is the price basis: the net usable floor area of a flat, excluding external
            walls, service shafts, exclusive balconies and open terraces, but including internal partition walls.
          </li>
          <li>
            <strong>70% of buyers’ money</strong> must be kept in a separate bank account and used only for the
            project’s land and construction.
          </li>
          <li>
            <strong>No more than 10%</strong> of the price may be taken before a registered agreement for sale.
          </li>
          <li>
            <strong>Five years of defect liability:</strong> structural and workmanship defects reported within five
            years of possession must be fixed by the builder within 30 days, free of charge.
          </li>
          <li>
            <strong>Delays:</strong> you may withdraw with a full refund and interest, or stay and be paid interest for
            every month of delay.
          </li>
          <li>
            <strong>Agents</strong> who sell units in registered projects must be registered with RERA too.
          </li>
        </ul>
        <p>Complaints can be filed online with the state RERA authority, usually without a lawyer.</p>
        <ReadMore href={PATHS.serviceBuilders}>How to judge a builder and read a RERA project page</ReadMore>
      </>
    ),
  },
  {
    id: 'stamp-duty',
    heading: 'Stamp duty and registration charges',
    body: (
      <>
        <p>
          Stamp duty is a state tax on the sale deed; the registration fee is paid to the sub-registrar. Both are paid
          by the buyer (unless agreed otherwise) on the higher of the agreed price and the government’s circle rate or
          guidance value. Many states charge women buyers less, and some add metro cess, surcharge or municipal duty.
        </p>
        <StampDutyTable />
        <p className="text-sm text-muted">
          Typical figures for the purchase of a home; they change often and differ for gifts, rural areas and commercial
          property. Always confirm the current rates on your state’s registration (IGR) department website or at the
          sub-registrar’s office before you pay. Most states take stamp duty online (e-stamping) or at authorised banks.
        </p>
      </>
    ),
  },
  {
    id: 'home-loans',
    heading: 'Home loans in brief',
    body: (
      <>
        <p>The RBI limits how much of a home’s value a lender may finance:</p>
        <ul>
          <li>loans up to ₹30 lakh: up to 90%;</li>
          <li>over ₹30 lakh and up to ₹75 lakh: up to 80%;</li>
          <li>over ₹75 lakh: up to 75%.</li>
        </ul>
        <p>
          Under the old tax regime, a self-occupied home’s loan gives a deduction of up to ₹2 lakh a year of interest
          (section 24(b)) and up to ₹1.5 lakh of principal within section 80C. The new regime gives neither for a
          self-occupied home. Floating-rate home loans to individuals carry no prepayment penalty.
        </p>
        <ReadMore href={PATHS.serviceMortgage}>Eligibility, rates, documents and tax in detail</ReadMore>
      </>
    ),
  },
  {
    id: 'legal-checklist',
    heading: 'The legal checklist',
    body: (
      <>
        <ul>
          <li>Title deeds for the last 30 years, in an unbroken chain, and the seller’s identity.</li>
          <li>Encumbrance certificate for the same period: no loan or charge left on the property.</li>
          <li>Approved layout and building plan; completion and occupancy certificates (OC/CC).</li>
          <li>Land-use conversion for plots.</li>
          <li>Khata or mutation in the seller’s name, and property tax, electricity and society dues paid.</li>
          <li>For a sale by power of attorney: registered, specific, and the owner alive and consenting.</li>
          <li>RERA registration for a new project, and an agreement for sale in the state’s RERA format.</li>
        </ul>
        <ReadMore href={PATHS.serviceLegal}>What our advocates check, and why</ReadMore>
      </>
    ),
  },
  {
    id: 'selling',
    heading: 'Selling your property',
    body: (
      <>
        <ul>
          <li>Price it from comparable listings and recent deals, not from the highest asking price nearby.</li>
          <li>
            Keep the documents ready (title deeds, encumbrance certificate, OC, tax receipts, society NOC): serious
            buyers ask early.
          </li>
          <li>
            Good photos in daylight and an accurate description get more enquiries than a low price with no pictures.
            <Link href={PATHS.postProperty}> Post your property for free</Link>; your number stays private until a buyer
            sends an enquiry.
          </li>
          <li>
            A sale after 24 months is a long-term capital gain, taxed at 12.5% (with an indexation option for property
            bought before 23 July 2024); reinvesting in a home can make it exempt under section 54.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'vaastu',
    heading: 'Vaastu',
    body: (
      <>
        <p>
          Vaastu shastra is a traditional Indian system of guidance on the layout of buildings: entrances facing north
          or east, the kitchen in the south-east, the master bedroom in the south-west. It is a cultural tradition, not
          a science, and many buyers weigh it alongside price and location. Check the legal and physical basics first;
          use vaastu to choose between sound options.
        </p>
        <ReadMore href={PATHS.serviceVaastu}>Common guidance and how to read a floor plan for it</ReadMore>
      </>
    ),
  },
];
