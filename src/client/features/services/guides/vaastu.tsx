import type { ServiceGuide } from '../services.content';

/** /services/vaastu: the tradition, its common guidance and how to weigh it. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Vaastu shastra is a traditional Indian system of ideas about the layout and orientation of buildings. For many
        families it matters when choosing a home, and a vaastu-compliant layout can also matter at resale in some
        cities.
      </p>
      <p>
        We present vaastu as a tradition and a matter of personal belief, not as science: there is no scientific
        evidence that orientation brings health or wealth. Several of its rules do overlap with sound design for the
        Indian climate, such as morning light and cross ventilation. If vaastu is important to you, we can introduce you
        to a consultant and show you how to read a floor plan for it.
      </p>
    </>
  ),
  sections: [
    {
      id: 'common-guidance',
      heading: 'Common guidance, room by room',
      body: (
        <>
          <p>Traditions and consultants differ, but the guidance most often given is:</p>
          <ul>
            <li>
              <strong>Entrance:</strong> facing north, east or north-east is preferred.
            </li>
            <li>
              <strong>Kitchen:</strong> in the south-east (the direction associated with fire), cooking while facing
              east.
            </li>
            <li>
              <strong>Master bedroom:</strong> in the south-west, sleeping with the head towards the south or east.
            </li>
            <li>
              <strong>Pooja room:</strong> in the north-east.
            </li>
            <li>
              <strong>Toilets:</strong> not in the north-east or the centre of the home; north-west or west is usually
              suggested.
            </li>
            <li>
              <strong>Centre of the home</strong> (brahmasthan) kept open and uncluttered.
            </li>
            <li>
              Heavier structures and taller parts of a building in the south and west; open space to the north and east.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'reading-a-plan',
      heading: 'Reading a floor plan for vaastu',
      body: (
        <ol>
          <li>Find true north on the plan (the north arrow) and check it on site with a phone compass.</li>
          <li>
            Divide the plan into a 3×3 grid to locate the north-east, south-east, south-west and north-west zones.
          </li>
          <li>Note the main door’s facing, then the kitchen, master bedroom and toilets.</li>
          <li>Decide which points matter to your family and which you are willing to accept.</li>
        </ol>
      ),
    },
    {
      id: 'weighing-it',
      heading: 'Weighing vaastu against everything else',
      body: (
        <>
          <p>
            A perfectly oriented flat with a defective title, poor construction or an unrealistic price is still a bad
            purchase. Check the legal and physical basics first, then use vaastu to choose between sound options.
          </p>
          <p>
            Avoid structural changes made only for vaastu in an apartment: moving a kitchen or toilet shifts plumbing
            and can damage waterproofing and neighbours’ ceilings. Most consultants suggest non-structural remedies
            instead, such as arranging furniture and colours.
          </p>
        </>
      ),
    },
  ],
  checklist: {
    heading: 'If vaastu matters to you',
    items: [
      'Ask for the floor plan with a north arrow before the site visit',
      'Check the entrance facing with a compass on site',
      'Note the positions of the kitchen, master bedroom, pooja space and toilets',
      'Agree within the family which points are essential',
      'Check title, approvals and construction before anything else',
    ],
  },
  mistakes: [
    'Paying a premium for “100% vaastu” claims that nobody can verify.',
    'Breaking walls or moving bathrooms in a flat for vaastu without a structural engineer and society permission.',
    'Rejecting an otherwise excellent home over a minor point that a furniture change would address.',
  ],
  faq: [
    {
      question: 'Is vaastu scientific?',
      answer: (
        <p>
          No scientific studies show that a building’s orientation affects health, wealth or luck. Some of its advice
          (daylight, ventilation, dry wet areas) matches good design practice. We treat it as a cultural tradition that
          buyers are free to follow or not.
        </p>
      ),
    },
    {
      question: 'Do east-facing homes cost more?',
      answer: (
        <p>
          In many Indian cities east- and north-facing homes are in greater demand and can fetch somewhat higher prices.
          The difference varies by city and project; check comparable listings.
        </p>
      ),
    },
    {
      question: 'Where can I see which way a home faces?',
      answer: (
        <p>On the property page, among the details, when the seller has given it. Confirm it on site with a compass.</p>
      ),
    },
  ],
};

export default guide;
