import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import type { ServiceGuide } from '../services.content';

/** /services/valuation: what a property is worth, and how to tell. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Asking prices on property portals are what sellers hope to get, not what buyers pay. A fair value comes from
        comparable properties, adjusted for the things that make this one better or worse, and checked against the
        government’s rate for the area.
      </p>
      <p>
        We prepare a valuation note for a flat, house, plot or shop from the asking and closing prices we see in its
        locality, with the comparables listed so you can check our reasoning. For a loan, a court case or a tax matter
        you also need a registered valuer’s report; we can arrange one.
      </p>
    </>
  ),
  sections: [
    {
      id: 'circle-rate',
      heading: 'Circle rate, guidance value and market value',
      body: (
        <>
          <p>
            Every state publishes a minimum value per square metre for each area, used to calculate stamp duty. Its name
            changes by state: <strong>collector guideline</strong> in Madhya Pradesh, <strong>ready reckoner</strong> in
            Maharashtra, <strong>circle rate</strong> in Delhi and Uttar Pradesh, <strong>guidance value</strong> in
            Karnataka and Tamil Nadu, <strong>DLC rate</strong> in Rajasthan, <strong>jantri</strong> in Gujarat.
          </p>
          <ul>
            <li>Stamp duty is charged on the higher of the agreement value and the circle-rate value.</li>
            <li>
              If the agreed price is more than 10% below the circle-rate value, income tax treats the difference as
              income for the buyer and as sale price for the seller (sections 56(2)(x) and 50C).
            </li>
            <li>
              In prime localities the market value is often well above the circle rate; in slow markets and on upper
              floors it can be below it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'comparables',
      heading: 'Price per sq.ft of comparable properties',
      body: (
        <>
          <p>
            Compare like with like: the same locality (ideally the same society or street), the same type and a similar
            size and age. Work out the price per square foot on the <strong>same area basis</strong>: carpet area,
            built-up area and super built-up area can differ by 25 to 40% in a flat.
          </p>
          <p>
            Our <Link href={PATHS.insightsLocalities}>locality pages</Link> and{' '}
            <Link href={PATHS.insightsPriceTrends}>price trends</Link> show median asking prices per sq.ft from listings
            on Property Creator. Asking prices usually sit above final deal prices, so treat them as a ceiling, not a
            target.
          </p>
        </>
      ),
    },
    {
      id: 'adjustments',
      heading: 'What moves the price up or down',
      body: (
        <ul>
          <li>Floor, view and facing (east and north facing homes often fetch more in many cities).</li>
          <li>Age and condition of the building, lifts, water supply and power backup.</li>
          <li>
            Covered parking, a registered society and a clean title add value; pending approvals or disputes reduce it.
          </li>
          <li>Approach road width, distance to the main road, schools, hospitals and the metro or bus routes.</li>
          <li>For plots: corner plot, road width, shape, land-use conversion and whether the layout is approved.</li>
          <li>For shops: frontage, footfall and the tenants around it.</li>
        </ul>
      ),
    },
    {
      id: 'bank-valuation',
      heading: 'Bank valuations and registered valuers',
      body: (
        <p>
          Your lender sends its own valuer and lends on the lower of its valuation and the agreement value, within the
          RBI’s loan-to-value limits. A low bank valuation is a useful signal that the price may be high. Valuations for
          tax, insolvency or court purposes usually need a report from a registered valuer.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Before you agree a price',
    items: [
      'Find at least five comparable listings or recent deals in the same locality',
      'Convert every price to price per sq.ft of carpet area',
      'Look up the circle rate or guidance value on the state registration portal',
      'Ask the seller for the last sale deed: it shows what they paid and when',
      'Add stamp duty, registration, parking, maintenance deposit and GST (if any) to get the real cost',
      'Check whether your bank’s valuation supports the loan you need',
    ],
  },
  mistakes: [
    'Comparing a super built-up price with a carpet area price.',
    'Treating the highest asking price in the area as the market value.',
    'Forgetting the cost of repairs, society transfer fees and unpaid dues in an older property.',
    'Agreeing to a split payment with part in cash: it is illegal and leaves you without proof of what you paid.',
  ],
  faq: [
    {
      question: 'Is the circle rate the fair price?',
      answer: (
        <p>
          No. It is a floor for stamp duty, revised by the state from time to time. The fair price is what comparable
          properties actually sell for.
        </p>
      ),
    },
    {
      question: 'How long does a valuation take?',
      answer: (
        <p>
          A desk valuation from comparables takes one or two working days. A site visit with measurements adds a day or
          two in the cities we cover.
        </p>
      ),
    },
    {
      question: 'Can I use your valuation for a home loan?',
      answer: (
        <p>
          Use it to negotiate. The lender will always commission its own valuation from its empanelled valuer before it
          sanctions the loan.
        </p>
      ),
    },
  ],
};

export default guide;
