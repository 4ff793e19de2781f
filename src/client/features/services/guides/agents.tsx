import type { ServiceGuide } from '../services.content';

/** /services/agents: choosing, verifying and working with a property agent. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        A good agent knows which societies have water problems, which owners are serious and what flats actually sold
        for last month. A bad one shows you listings that do not exist, posts as an owner to catch your call, or takes a
        token and disappears.
      </p>
      <p>
        On Property Creator every agent is marked as an agent, never as an owner. Agents get the verified badge only
        after our team checks their RERA registration and identity. You choose whom to contact: an agent sees your
        number only when you send them an enquiry.
      </p>
    </>
  ),
  sections: [
    {
      id: 'rera-registration',
      heading: 'RERA registration for agents',
      body: (
        <>
          <p>
            Under section 9 of the Real Estate (Regulation and Development) Act, 2016, an agent who sells or helps sell
            flats, plots or buildings in a RERA-registered project must register with the state’s RERA authority and
            quote the registration number on every deal. The registration must be renewed when it expires.
          </p>
          <ul>
            <li>Ask for the agent’s RERA registration number and look it up on the state RERA website.</li>
            <li>Check that the name, firm and address match, and that the registration is still valid.</li>
            <li>Search the RERA website for complaints or orders against the agent.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'choosing',
      heading: 'How to choose an agent',
      body: (
        <ul>
          <li>Pick someone who works in the locality every day, not across the whole city.</li>
          <li>Ask for three recent deals in the area and, if possible, talk to those clients.</li>
          <li>Prefer agents who show you the documents early and do not push you to decide the same day.</li>
          <li>Be cautious of agents who will not say who the owner is until you pay a fee.</li>
        </ul>
      ),
    },
    {
      id: 'brokerage',
      heading: 'Brokerage and what it should cover',
      body: (
        <>
          <p>
            Brokerage is negotiable and not fixed by law. Common practice is 1 to 2% of the price for a sale (from the
            buyer, the seller or both) and one month’s rent, or 15 days’ from each side, for a rental. Agree it in
            writing before the first visit, with what it includes: visits, negotiation, documentation, registration
            support and, for rentals, the agreement and police verification.
          </p>
          <p>Brokerage is a taxable service: an agent registered for GST adds 18% GST to the invoice.</p>
        </>
      ),
    },
    {
      id: 'on-property-creator',
      heading: 'Agents on Property Creator',
      body: (
        <ul>
          <li>Listings show who posted them: owner, agent or builder.</li>
          <li>The verified badge means our team has checked the agent’s identity and RERA registration.</li>
          <li>Every listing is reviewed before it goes live; duplicate and stale listings are removed.</li>
          <li>Report an agent posing as an owner from the listing page or through our contact form.</li>
        </ul>
      ),
    },
  ],
  checklist: {
    heading: 'Before you work with an agent',
    items: [
      'Note the RERA agent registration number and check it on the state RERA website',
      'Agree the brokerage, and what it covers, in writing',
      'Visit the property with the owner present at least once',
      'Pay the token to the owner’s bank account, never to the agent in cash',
      'Get a receipt for any brokerage you pay, with the agent’s name and PAN or GSTIN',
    ],
  },
  mistakes: [
    'Paying a “visit fee” or “registration fee” before seeing any property.',
    'Handing the token amount to the agent instead of the owner.',
    'Giving several agents the same listing without agreeing who is paid if the deal closes.',
    'Signing blank or incomplete agreements the agent promises to fill in later.',
  ],
  faq: [
    {
      question: 'Do I have to use an agent?',
      answer: (
        <p>
          No. On Property Creator you can filter by listings posted by owners. Many buyers still use an agent for
          negotiation and paperwork; what matters is that you know whom you are dealing with.
        </p>
      ),
    },
    {
      question: 'How do I become a verified agent here?',
      answer: (
        <p>
          Register as a seller of type Agent, add your RERA registration and identity details, and our team reviews the
          request, usually within two working days.
        </p>
      ),
    },
    {
      question: 'Does an agent for rentals need RERA registration?',
      answer: (
        <p>
          RERA registration covers sales in registered real estate projects. Rules for rental brokers vary by state;
          some states require a separate licence. Ask for identification either way.
        </p>
      ),
    },
  ],
};

export default guide;
