import type { ServiceGuide } from '../services.content';

/** /services/contractors: building and repair contractors. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        Whether you are building a house on your plot, adding a floor or repairing a leaking terrace, the contractor
        decides how long the building will last. Most problems come from vague contracts, cheaper materials swapped in
        on site and nobody checking the work before it is covered up.
      </p>
      <p>
        We introduce you to contractors in your city for new construction, civil repairs, waterproofing, plumbing and
        electrical work, and help you set up a contract with clear stages and checks.
      </p>
    </>
  ),
  sections: [
    {
      id: 'contract-types',
      heading: 'Kinds of contract',
      body: (
        <ul>
          <li>
            <strong>Labour only:</strong> you buy the materials, the contractor supplies workers. Cheapest, but you or
            your engineer must manage purchases and quality every day.
          </li>
          <li>
            <strong>Item rate:</strong> a rate for each item of work (per cubic metre of concrete, per square metre of
            plaster), measured as built. Fair when the drawings are complete.
          </li>
          <li>
            <strong>Turnkey (material and labour):</strong> a rate per square foot of built-up area for the whole job.
            Simple to compare, but only if the specifications (brands, grades, sizes) are written into the contract.
          </li>
        </ul>
      ),
    },
    {
      id: 'materials-and-quality',
      heading: 'Materials and quality checks',
      body: (
        <ul>
          <li>Cement: check the grade and the manufacturing date on the bags; use it within about three months.</li>
          <li>
            Steel: TMT bars of the grade in the structural drawings (commonly Fe 500 or Fe 500D), from a known brand,
            with test certificates.
          </li>
          <li>
            Concrete: the mix or grade in the drawings (M20 or M25 for most houses); ready-mix concrete gives more
            consistent results.
          </li>
          <li>Curing: slabs and columns kept wet for at least 7 to 14 days.</li>
          <li>Waterproofing of the terrace, bathrooms and the plinth before finishes go on.</li>
          <li>Have the engineer check steel reinforcement before every concrete pour, and keep photos.</li>
        </ul>
      ),
    },
    {
      id: 'contract-terms',
      heading: 'What the contract must say',
      body: (
        <ul>
          <li>Drawings and specifications that form part of the contract.</li>
          <li>
            Payment stages tied to completed work (plinth, each slab, brickwork, plaster, finishing), with 5 to 10%
            retained until snags are fixed.
          </li>
          <li>Start and finish dates and a penalty for delay.</li>
          <li>Who arranges water, electricity, storage and the workers’ stay on site.</li>
          <li>Safety, insurance for workers, and responsibility for damage to neighbouring property.</li>
          <li>A defect liability period after completion.</li>
        </ul>
      ),
    },
    {
      id: 'permissions',
      heading: 'Permissions and labour rules',
      body: (
        <p>
          Start only after the building plan is sanctioned and display the permission on site where required. Building
          and other construction workers’ welfare cess (1% of the cost of construction) applies to most private
          construction above the exemption limit set by the state; ask your local body how it is collected. Check that
          the contractor pays at least the state’s minimum wage and does not employ children.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Before work starts',
    items: [
      'Sanctioned plan and structural drawings on site',
      'Written contract with specifications, stages, payments and penalties',
      'Brands and grades of cement, steel, pipes, wires and tiles written down',
      'Engineer or architect booked for stage inspections',
      'Contractor’s previous sites visited and a past client spoken to',
      'Photos taken of neighbouring walls before work begins',
    ],
  },
  mistakes: [
    'Paying large advances that are not linked to completed work.',
    'Letting concrete be poured without anyone checking the steel.',
    'Accepting verbal changes without revised costs in writing.',
    'Choosing the lowest square-foot rate without comparing specifications.',
  ],
  faq: [
    {
      question: 'What does construction cost per sq.ft?',
      answer: (
        <p>
          It depends on the city, the specifications and the design, and changes with cement and steel prices. Ask for
          rates on the same written specification from at least three contractors; a quote far below the others usually
          means cheaper materials.
        </p>
      ),
    },
    {
      question: 'Do I need a structural engineer for a two-storey house?',
      answer: (
        <p>
          Yes. The structure should be designed for the soil, the loads and your city’s seismic zone. Many
          municipalities require a structural engineer’s certificate for the plan approval.
        </p>
      ),
    },
  ],
};

export default guide;
