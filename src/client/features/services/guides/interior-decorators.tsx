import type { ServiceGuide } from '../services.content';

/** /services/interior-decorators: modular kitchens, wardrobes and full-home interiors. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Interiors are where budgets slip: a quote that leaves out hardware, a plywood grade that swells in the first
        monsoon, a kitchen that arrives three weeks late. Clear scope, named materials and payments tied to progress
        prevent most of it.
      </p>
      <p>
        We connect you with interior designers and firms in your city who have worked on homes like yours, and help you
        read and compare their quotes.
      </p>
    </>
  ),
  sections: [
    {
      id: 'scope-and-quote',
      heading: 'Scope, design and the quote',
      body: (
        <>
          <p>
            Start with a list of rooms and what each needs, and a budget. Ask for a 2D layout and 3D views before you
            pay more than the design fee. A proper quote is a bill of quantities (BOQ): every item with size, material,
            finish, brand and unit rate, so quotes from two firms can be compared line by line.
          </p>
          <ul>
            <li>
              Kitchen: carcass material, shutter finish, counter top, hinges and channels (brand and type), chimney and
              hob.
            </li>
            <li>Wardrobes: internal fittings, lofts, mirrors, locks.</li>
            <li>Civil and electrical work: false ceiling, lights, points moved or added, painting.</li>
            <li>Exclusions: appliances, loose furniture, curtains, deep cleaning.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'materials',
      heading: 'Materials that last in Indian homes',
      body: (
        <ul>
          <li>
            For kitchens and bathrooms use boiling-water-proof (BWP) plywood made to IS 710 (marine grade); moisture
            resistant (MR) plywood to IS 303 suits bedrooms and living areas.
          </li>
          <li>Particle board and MDF are cheaper but weaken with moisture; avoid them near sinks.</li>
          <li>
            Ask for the brand and thickness of laminates and edge banding, and check the ISI mark on plywood sheets
            delivered to site.
          </li>
          <li>Soft-close hinges and channels from a known brand are worth the extra cost in daily use.</li>
        </ul>
      ),
    },
    {
      id: 'payments',
      heading: 'Payments, timelines and warranty',
      body: (
        <p>
          A common pattern is a booking amount, then payments at design sign-off, on material delivery or factory
          production, at installation and a final 5 to 10% after snag fixing. Put the timeline and a delay clause in the
          contract. Ask for the warranty in writing for each item (modular units, hardware, appliances) and for GST
          invoices, which you need for warranty claims.
        </p>
      ),
    },
    {
      id: 'society-rules',
      heading: 'Society rules and permissions',
      body: (
        <p>
          Most housing societies require written permission and a refundable deposit before interior work, and restrict
          working hours and debris disposal. Never let anyone break or cut load-bearing walls, columns or beams, or
          shift wet areas (bathrooms, kitchens) over a neighbour’s bedroom: it may be unsafe and is often forbidden by
          the society and the building rules.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Before you sign with a designer',
    items: [
      'Visit a finished home or the firm’s factory or experience centre',
      'Get an itemised BOQ with brands, grades and thicknesses',
      'Compare at least two quotes line by line',
      'Agree the timeline, delay penalty and payment stages in writing',
      'Get society permission and note the working hours',
      'Collect warranty cards and GST invoices at handover',
    ],
  },
  mistakes: [
    'Paying most of the amount up front for a discount.',
    'Approving a 3D view without a measured 2D drawing.',
    'Using MR board under the kitchen sink.',
    'Leaving electrical points until after the carpentry is done.',
  ],
  faq: [
    {
      question: 'Modular or carpenter-made?',
      answer: (
        <p>
          Modular units are made in a factory and installed in days, with consistent finish and replaceable parts.
          Carpenter-made work fits odd spaces and can cost less but takes longer and depends on the carpenter’s skill.
          Many homes use both.
        </p>
      ),
    },
    {
      question: 'How long does a full 2 BHK interior take?',
      answer: (
        <p>
          Typically six to ten weeks from design sign-off for modular work, longer with civil changes or custom
          carpentry.
        </p>
      ),
    },
  ],
};

export default guide;
