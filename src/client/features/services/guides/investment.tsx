import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import type { ServiceGuide } from '../services.content';

/** /services/investment: property as an investment in India. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Property can be a good investment in India, but it is slow to buy and sell, expensive to enter (stamp duty,
        registration, brokerage) and its returns depend on the city, the micro-market and the price you pay more than on
        anything else.
      </p>
      <p>
        We help investors compare localities with our own listing data, estimate rental yields honestly and understand
        the taxes before buying. We do not promise returns, and you should be wary of anyone who does.
      </p>
    </>
  ),
  sections: [
    {
      id: 'rental-yield',
      heading: 'Rental yield: what the rent really earns',
      body: (
        <>
          <p>
            Gross rental yield is the yearly rent divided by the price. For homes in most Indian cities it is around 2
            to 4%; offices and shops often yield 6 to 9% but stay vacant longer between tenants.
          </p>
          <p>
            Net yield is what is left after maintenance, property tax, repairs, insurance, brokerage for new tenants and
            one or two months of vacancy a year. A ₹60 lakh flat let at ₹18,000 a month grosses 3.6%; after ₹3,000 a
            month of costs and a month empty, it nets about 2.7% before income tax.
          </p>
          <p>
            Compare localities with our <Link href={PATHS.insightsLocalities}>locality pages</Link> and{' '}
            <Link href={PATHS.insightsPriceTrends}>price trends</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'ready-or-under-construction',
      heading: 'Under construction or ready to move?',
      body: (
        <>
          <p>
            Under-construction flats are usually cheaper and paid in stages, but carry delivery risk: check the
            project’s RERA page for quarterly progress and the builder’s record. Ready flats cost more but earn rent at
            once, and what you see is what you get.
          </p>
          <ul>
            <li>
              <strong>GST on under-construction homes:</strong> 1% for affordable housing (carpet area up to 60 sq m in
              metro cities or 90 sq m elsewhere, and price up to ₹45 lakh), 5% for other homes, both without input tax
              credit. These rates already allow for the land (a third of the price is treated as land).
            </li>
            <li>
              <strong>No GST</strong> on a ready-to-move home sold after the completion certificate is issued, or on a
              resale.
            </li>
            <li>Standalone commercial property under construction usually attracts 12% GST with input tax credit.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'taxes',
      heading: 'Taxes on rent and on selling',
      body: (
        <ul>
          <li>
            Rent is taxed as income from house property after a standard deduction of 30% and municipal taxes paid;
            home-loan interest on a let-out property is deductible.
          </li>
          <li>
            Sold within 24 months: the gain is short-term and taxed at your slab rate. Held longer: long-term capital
            gains tax of 12.5% without indexation; for land or buildings bought before 23 July 2024, resident
            individuals and HUFs may instead pay 20% with indexation if that is lower.
          </li>
          <li>
            Gains reinvested in another residential house (section 54 or 54F) or in specified bonds (54EC) can be
            exempt, within the limits of those sections.
          </li>
        </ul>
      ),
    },
    {
      id: 'alternatives',
      heading: 'Other ways to invest in property',
      body: (
        <p>
          Listed real estate investment trusts (REITs) own rent-earning offices and malls, trade on the stock exchange,
          must pay out most of their income and can be bought in small amounts. They suit investors who want rental
          income without managing a tenant. Fractional ownership platforms regulated by SEBI as small and medium REITs
          are another option; read their offer documents carefully.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Before you invest',
    items: [
      'Work out the net rental yield, not the gross',
      'Check the RERA page and the builder’s delivered projects for anything under construction',
      'Count all entry costs: stamp duty, registration, GST, brokerage and interiors',
      'Talk to two or three local agents about demand from tenants and resale time',
      'Plan for vacancy and for the EMI if the property earns nothing for six months',
      'Keep the purchase documents: you need them to compute capital gains when you sell',
    ],
  },
  mistakes: [
    'Buying on promises of “assured returns” or buy-back schemes.',
    'Stretching to the largest possible loan on the expectation that prices will rise quickly.',
    'Investing in a locality you have never visited because of a brochure.',
    'Forgetting that a plot earns no rent and costs money to protect from encroachment.',
  ],
  faq: [
    {
      question: 'Is a plot a better investment than a flat?',
      answer: (
        <p>
          Plots in approved layouts of growing cities can appreciate well and do not age, but earn no rent and are more
          exposed to title and encroachment problems. Flats earn rent but depreciate as buildings age.
        </p>
      ),
    },
    {
      question: 'Can a non-resident Indian (NRI) invest in property in India?',
      answer: (
        <p>
          NRIs may buy residential and commercial property freely, but not agricultural land, plantation property or
          farmhouses (except by inheritance). Payments must come through normal banking channels (NRE, NRO or FCNR
          accounts), and the buyer of an NRI’s property must deduct TDS at higher rates.
        </p>
      ),
    },
    {
      question: 'Where do your price figures come from?',
      answer: (
        <p>
          From asking prices of active listings on Property Creator. They show direction and level, not guaranteed sale
          prices.
        </p>
      ),
    },
  ],
};

export default guide;
