import type { ServiceGuide } from '../services.content';

/** /services/property-management: letting and looking after a property for its owner. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Owning a flat in Bhopal while you work in Bengaluru, or in Pune while you live in Dubai, is hard to manage from
        a distance: tenants to find and verify, rent to follow up, repairs, society meetings and bills.
      </p>
      <p>
        Our property management service finds and verifies tenants, prepares the rent agreement, collects rent, arranges
        repairs with your approval and sends you a photo report after every inspection.
      </p>
    </>
  ),
  sections: [
    {
      id: 'finding-tenants',
      heading: 'Finding and verifying tenants',
      body: (
        <ul>
          <li>We list the property with real photos and a rent based on comparable listings.</li>
          <li>
            We check identity (Aadhaar or passport), employment or business proof and previous landlord references.
          </li>
          <li>
            Tenant police verification is mandatory in many cities; we submit it through the state police’s online
            service or the local police station.
          </li>
          <li>We do the move-in inventory with photos of every room and fitting, signed by the tenant.</li>
        </ul>
      ),
    },
    {
      id: 'rent-agreement',
      heading: 'The rent agreement',
      body: (
        <>
          <p>
            Most residential lets are on 11-month leave and licence or rent agreements. Leases of a year or more must be
            registered under the Registration Act, and in Maharashtra leave and licence agreements must be registered
            whatever their length (online e-registration is available).
          </p>
          <p>
            The agreement should state the rent and its yearly increase, the security deposit and when it is returned,
            who pays maintenance and utilities, the notice period, the lock-in period and the condition the home must be
            returned in. The central Model Tenancy Act, 2021 suggests a deposit of at most two months’ rent for homes;
            states that have adopted it apply their own version, and elsewhere local practice varies from two to ten
            months.
          </p>
        </>
      ),
    },
    {
      id: 'rent-and-repairs',
      heading: 'Rent, repairs and inspections',
      body: (
        <ul>
          <li>
            Rent paid directly into your bank account, with reminders to the tenant and a monthly statement to you.
          </li>
          <li>Minor repairs within a limit you set; anything above it only with your written approval and quotes.</li>
          <li>Property tax, society maintenance and utility bills tracked and paid on time if you wish.</li>
          <li>Inspections every three or six months, and at move-out against the move-in inventory.</li>
        </ul>
      ),
    },
    {
      id: 'tax-for-owners',
      heading: 'Tax points for owners',
      body: (
        <ul>
          <li>Rent is taxed as income from house property, after a 30% standard deduction and municipal taxes paid.</li>
          <li>
            A tenant who pays an individual landlord more than ₹50,000 a month must deduct TDS under section 194-IB (2%
            at the time of writing).
          </li>
          <li>
            If the owner is a non-resident, the tenant must deduct TDS under section 195 at the rate for non-residents,
            whatever the rent. The owner can apply for a lower deduction certificate.
          </li>
        </ul>
      ),
    },
  ],
  checklist: {
    heading: 'Before you let your property',
    items: [
      'Repairs and painting done, and every fitting working',
      'Rent set from comparable listings in the society or locality',
      'Tenant’s identity, income and references checked',
      'Police verification submitted',
      'Agreement signed, stamped and, where required, registered',
      'Move-in inventory with photos signed by the tenant',
      'Society informed and its move-in formalities done',
    ],
  },
  mistakes: [
    'Letting without a written, stamped agreement because the tenant is “known”.',
    'Skipping police verification.',
    'Accepting rent in cash with no record.',
    'Not documenting the condition of the home at move-in, which makes deposit disputes hard to settle.',
  ],
  faq: [
    {
      question: 'What does property management cost?',
      answer: (
        <p>
          Commonly a percentage of the monthly rent (often 5 to 10%) or a fixed monthly fee, plus a one-time fee for
          finding a tenant. Repairs are charged at cost with bills.
        </p>
      ),
    },
    {
      question: 'I live abroad. Can you manage everything?',
      answer: (
        <p>
          Yes, with a specific power of attorney for the tasks that need a signature on your behalf, such as the rent
          agreement. Rent goes to your NRO account.
        </p>
      ),
    },
    {
      question: 'What if the tenant does not pay or refuses to leave?',
      answer: (
        <p>
          We follow up and send a legal notice through our panel advocates. Eviction is decided by the rent authority or
          court under the state’s rent law, which is why a clear, registered agreement and proper records matter.
        </p>
      ),
    },
  ],
};

export default guide;
