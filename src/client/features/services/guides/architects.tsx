import type { ServiceGuide } from '../services.content';

/** /services/architects: hiring an architect in India. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Building a house on your plot, adding a floor or turning a flat into an office starts with drawings the
        municipal authority will approve and a contractor can build from. An architect designs the spaces, prepares
        those drawings, gets the plan sanctioned and checks the work on site.
      </p>
      <p>
        We introduce you to registered architects in your city who have built homes and shops of the size you have in
        mind, and help you compare their scope and fees.
      </p>
    </>
  ),
  sections: [
    {
      id: 'registration',
      heading: 'Check the Council of Architecture registration',
      body: (
        <>
          <p>
            Under the Architects Act, 1972, only a person registered with the Council of Architecture (CoA) may use the
            title “architect”. Ask for the CoA registration number and verify it on the Council’s website, where the
            register of architects can be searched by name or number.
          </p>
          <p>
            Designers, draughtsmen and civil engineers may also prepare plans where local rules allow, but they cannot
            call themselves architects. For the structure itself, the design must be done or checked by a qualified
            structural engineer, whom the architect usually brings in.
          </p>
        </>
      ),
    },
    {
      id: 'scope',
      heading: 'What an architect does, stage by stage',
      body: (
        <ol>
          <li>Brief and site study: your needs, budget, the plot, setbacks and the local building by-laws.</li>
          <li>Concept design and options, with rough costs.</li>
          <li>Drawings for approval, and the application to the municipal or development authority.</li>
          <li>
            Working drawings and specifications for the contractor, with structural, plumbing and electrical drawings.
          </li>
          <li>Help choosing a contractor and comparing quotes against a bill of quantities.</li>
          <li>Site visits to check the work at key stages, and certificates needed for completion and occupancy.</li>
        </ol>
      ),
    },
    {
      id: 'fees',
      heading: 'Fees and the agreement',
      body: (
        <p>
          Fees are commonly a percentage of the construction cost, a rate per square foot or a lump sum, and vary widely
          by city and scope. Whatever the basis, sign a written agreement that lists the stages, what each stage
          delivers, the number of site visits included, the fee per stage and who pays for approvals, soil tests and
          consultants. Pay by stage, against delivered drawings.
        </p>
      ),
    },
    {
      id: 'approvals',
      heading: 'Plan approval and the rules that shape the design',
      body: (
        <p>
          The local building by-laws decide how much you may build: floor area ratio (FAR or FSI), ground coverage,
          setbacks from the plot boundary, height, parking and, in many cities, rainwater harvesting. Building without a
          sanctioned plan, or beyond it, can lead to penalties, refusal of the completion and occupancy certificates
          and, in the worst case, demolition. Many cities now take applications online through an online building
          permission system.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Before you appoint an architect',
    items: [
      'CoA registration number checked on the Council of Architecture website',
      'At least two completed projects visited, and a past client spoken to',
      'Written agreement with stages, deliverables, site visits and fees',
      'A structural engineer named for the structural design',
      'Plot documents, survey and soil test ready for the design stage',
      'Budget agreed before design starts, with a contingency of 10 to 15%',
    ],
  },
  mistakes: [
    'Starting construction on a concept sketch, before the plan is sanctioned.',
    'Choosing on renders alone without seeing built work.',
    'Changing the design during construction without revised drawings and costs.',
    'Skipping the soil test and the structural engineer on a multi-storey house.',
  ],
  faq: [
    {
      question: 'Do I need an architect for a small house?',
      answer: (
        <p>
          Many municipalities require the plan to be signed by a registered architect or a licensed engineer. Even where
          they do not, a good design saves more than it costs in wasted space, light and ventilation.
        </p>
      ),
    },
    {
      question: 'How long does plan approval take?',
      answer: (
        <p>
          From a few weeks to a few months, depending on the city and whether the plot’s papers and land-use conversion
          are in order. Online systems have made most cities faster.
        </p>
      ),
    },
  ],
};

export default guide;
