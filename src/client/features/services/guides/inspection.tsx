import type { ServiceGuide } from '../services.content';

/** /services/inspection: checking a home before buying, renting or taking possession. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Fresh paint hides a lot. Seepage behind a wardrobe, a slope in the bathroom floor the wrong way, aluminium
        wiring in an old flat or a hollow tile floor all cost money after you move in. A proper inspection finds them
        while you can still negotiate, or ask the builder to fix them.
      </p>
      <p>
        Our engineers inspect flats, houses and shops before purchase and at possession, with moisture meters, a thermal
        camera where needed and a laser measure, and give you a photo report with the defects graded by urgency.
      </p>
    </>
  ),
  sections: [
    {
      id: 'structure',
      heading: 'Structure, walls and dampness',
      body: (
        <ul>
          <li>
            Hairline cracks in plaster are common; diagonal cracks near doors and windows, cracks wider than a few
            millimetres or cracks in beams and columns need a structural engineer.
          </li>
          <li>
            Look for damp patches, peeling paint and white salt deposits (efflorescence) on walls next to bathrooms,
            below the terrace and on outer walls after the monsoon.
          </li>
          <li>Check the ceiling under the bathroom of the flat above for stains.</li>
          <li>Exposed or rusting steel in columns, balconies or the parking level is a serious warning sign.</li>
        </ul>
      ),
    },
    {
      id: 'plumbing',
      heading: 'Plumbing and water',
      body: (
        <ul>
          <li>Open every tap and shower together: note the pressure and how long hot water takes.</li>
          <li>
            Pour water on bathroom and balcony floors: it should drain quickly towards the outlet without pooling.
          </li>
          <li>Look under sinks for leaks, and at the joints of concealed pipes for stains.</li>
          <li>
            Ask where the water comes from (municipal supply, borewell or tanker), how many hours a day, and test the
            drinking water’s TDS.
          </li>
          <li>Check the overhead and underground tanks, and the pump.</li>
        </ul>
      ),
    },
    {
      id: 'electrical',
      heading: 'Electrical safety',
      body: (
        <ul>
          <li>The distribution board should have MCBs for each circuit and an RCCB (earth leakage protection).</li>
          <li>
            Test every socket with a tester for earthing; heavy appliances need 16 A sockets on their own circuit.
          </li>
          <li>Copper wiring of the right size, in conduits, with no loose joints or burnt marks at switches.</li>
          <li>Check the sanctioned load on the electricity bill, and that the meter is in the seller’s name.</li>
          <li>Power backup: what it covers (lights and fans only, or the whole flat) and what it costs.</li>
        </ul>
      ),
    },
    {
      id: 'finishes',
      heading: 'Floors, doors, windows and finishes',
      body: (
        <ul>
          <li>Tap floor and wall tiles with a coin: a hollow sound means poor adhesion, and those tiles will crack.</li>
          <li>Doors and windows should close without force and lock properly; check the seals for rain.</li>
          <li>Look for termite tracks on door frames and wooden fittings.</li>
          <li>Kitchen: platform level, sink drain, exhaust outlet and the gas pipeline connection.</li>
        </ul>
      ),
    },
    {
      id: 'building',
      heading: 'The building and the papers on site',
      body: (
        <ul>
          <li>Lift licence and maintenance contract, fire extinguishers and, for tall buildings, the fire NOC.</li>
          <li>Which parking space is yours, in writing, and whether it is covered.</li>
          <li>
            Measure the carpet area yourself and compare it with the agreement (a flat in a RERA project is sold by
            carpet area, so a shortfall is a claim against the builder).
          </li>
          <li>
            At possession of a new flat, list every defect in writing: under RERA the builder must fix structural and
            workmanship defects reported within five years of possession, within 30 days and at no charge.
          </li>
        </ul>
      ),
    },
  ],
  checklist: {
    heading: 'Take this list to a site visit',
    items: [
      'Visit in daylight and once after rain if you can',
      'Check walls and ceilings for damp, cracks and salt deposits',
      'Run all taps and showers; pour water on bathroom floors',
      'Test every socket, switch and the RCCB',
      'Tap tiles for hollow spots',
      'Open and lock every door and window',
      'Measure the rooms and compare with the agreement',
      'Ask about water supply hours, power backup and maintenance charges',
    ],
  },
  mistakes: [
    'Inspecting only on a Sunday afternoon when the water supply and traffic are unusual.',
    'Taking possession of a new flat and signing the handover letter before listing the defects.',
    'Trusting a freshly painted wall in an old building.',
    'Skipping the terrace and the basement, where leaks and structural problems show first.',
  ],
  faq: [
    {
      question: 'When should I book an inspection?',
      answer: (
        <p>
          For a resale home, after you agree a price in principle and before you pay the token. For a new flat, at the
          pre-possession visit the builder offers, so defects go on record before you sign the possession letter.
        </p>
      ),
    },
    {
      question: 'How long does it take?',
      answer: (
        <p>Two to three hours for a typical 2 or 3 BHK flat. The written report follows within two working days.</p>
      ),
    },
    {
      question: 'Can you tell whether a building is structurally safe?',
      answer: (
        <p>
          A visual inspection can spot warning signs. A full structural audit (with tests such as rebound hammer and
          core samples) is a separate job for a structural engineer, and some municipal corporations require one for
          older buildings.
        </p>
      ),
    },
  ],
};

export default guide;
