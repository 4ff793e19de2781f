import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import type { ServiceGuide } from '../services.content';

/** /services/mortgage: home loans in India. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        A home loan is usually the largest and longest contract you will sign. A quarter of a percentage point on a ₹50
        lakh, 20-year loan adds up to about ₹1.9 lakh of interest, so it pays to compare offers and read the sanction
        letter.
      </p>
      <p>
        We help you work out what you can borrow, compare offers from banks and housing finance companies, and collect
        the documents. We do not charge you for the comparison, and we tell you when a lender pays us a fee.
      </p>
    </>
  ),
  sections: [
    {
      id: 'how-much',
      heading: 'How much you can borrow',
      body: (
        <>
          <p>The RBI caps the loan-to-value (LTV) ratio, the share of the property’s value a lender may finance:</p>
          <ul>
            <li>
              Loans up to <strong>₹30 lakh</strong>: up to <strong>90%</strong> of the value
            </li>
            <li>
              Above ₹30 lakh and up to <strong>₹75 lakh</strong>: up to <strong>80%</strong>
            </li>
            <li>
              Above ₹75 lakh: up to <strong>75%</strong>
            </li>
          </ul>
          <p>
            Stamp duty and registration are normally not financed (except for homes costing up to ₹10 lakh), so plan
            your own contribution as the down payment plus these charges. Lenders also cap your EMIs, usually at 40 to
            60% of your net monthly income including existing loans, and look for a credit score of 750 or more.
          </p>
        </>
      ),
    },
    {
      id: 'rates',
      heading: 'Interest rates, EMI and tenure',
      body: (
        <>
          <p>
            Most home loans have floating rates linked to an external benchmark, usually the RBI repo rate (EBLR or
            RLLR) for banks. When the repo rate changes, your rate changes at the next reset. Housing finance companies
            use their own benchmark. Ask for the spread over the benchmark in writing: it stays fixed for the loan.
          </p>
          <p>
            Tenures run up to 30 years, usually ending before you turn 60 to 70. A longer tenure lowers the EMI but
            raises the total interest. Try different amounts and tenures in our{' '}
            <Link href={PATHS.insightsEmiCalculator}>EMI calculator</Link>.
          </p>
          <p>
            Banks and housing finance companies may not charge a prepayment or foreclosure penalty on floating-rate home
            loans to individuals. Part prepayments early in the loan save the most interest.
          </p>
        </>
      ),
    },
    {
      id: 'tax',
      heading: 'Tax benefits',
      body: (
        <>
          <p>Under the old tax regime, for a self-occupied home:</p>
          <ul>
            <li>
              <strong>Interest:</strong> up to ₹2 lakh a year under section 24(b). Interest paid before possession is
              claimed in five equal parts from the year construction is completed, within the same limit.
            </li>
            <li>
              <strong>Principal:</strong> up to ₹1.5 lakh a year under section 80C, shared with PF, PPF, life insurance
              and other 80C items. Stamp duty and registration can be claimed under 80C in the year you pay them.
            </li>
            <li>Joint owners who are also co-borrowers can each claim these limits.</li>
          </ul>
          <p>
            The new tax regime gives no deduction for a self-occupied home’s loan; interest on a let-out property can
            still be set against its rent. Section numbers are those of the Income-tax Act, 1961; the Income-tax Act,
            2025 renumbers them from the 2026-27 tax year. Check your case with a tax adviser.
          </p>
        </>
      ),
    },
    {
      id: 'under-construction',
      heading: 'Loans for under-construction homes',
      body: (
        <p>
          The lender pays the builder in stages as construction progresses, and you pay only interest (pre-EMI) on the
          amount disbursed until the full EMI starts. Check that the project is approved by your lender, that the
          payment plan is construction-linked and that the builder’s demand letters match the progress shown on the
          project’s RERA page.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Documents most lenders ask for',
    items: [
      'PAN, Aadhaar and a recent photograph of every applicant',
      'Salary slips for 3 months and Form 16 for 2 years, or ITRs, balance sheets and GST returns for 2 to 3 years if self-employed',
      'Bank statements for 6 months',
      'The agreement for sale or allotment letter, and the payment receipts so far',
      'Title documents, approved plan, OC for a ready property and the RERA registration for a new project',
      'Details of existing loans and credit cards',
    ],
  },
  mistakes: [
    'Comparing only the headline rate and not the processing fee, spread and reset dates.',
    'Buying the insurance the lender bundles with the loan without comparing: it is optional, and a term plan is often cheaper.',
    'Signing the sanction letter without reading the conditions on disbursement and rate changes.',
    'Stretching to the maximum EMI with no emergency fund for six months of payments.',
    'Applying to many lenders at once: every hard enquiry shows on your credit report.',
  ],
  faq: [
    {
      question: 'Fixed or floating rate?',
      answer: (
        <p>
          Most Indian home loans are floating. “Fixed” offers are often fixed only for the first few years and usually
          cost more. Floating loans also carry no prepayment penalty for individuals.
        </p>
      ),
    },
    {
      question: 'Can I move my loan to another lender?',
      answer: (
        <p>
          Yes, through a balance transfer. It makes sense when the rate difference is meaningful and many years remain;
          count the new processing fee, legal and valuation charges, and any stamp duty on the new mortgage.
        </p>
      ),
    },
    {
      question: 'Is there a subsidy for first-time buyers?',
      answer: (
        <p>
          Pradhan Mantri Awas Yojana – Urban 2.0 offers an interest subsidy to eligible economically weaker, lower and
          middle income families buying their first pucca house, within its income, loan and property-value limits.
          Check eligibility with your lender.
        </p>
      ),
    },
  ],
};

export default guide;
