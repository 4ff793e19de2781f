import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import type { ServiceGuide } from '../services.content';

/** /services/builders: judging a builder and a new project. */
const guide: ServiceGuide = {
  intro: (
    <>
      <p>
        When you buy a flat that is not built yet, you are lending the builder money for years. The brochure, the sample
        flat and the launch offer tell you little; the builder’s delivered projects and the project’s RERA page tell you
        a lot.
      </p>
      <p>
        Builders list projects on Property Creator only with their RERA registration number, which our team checks
        before the project goes live. This guide shows how to check the rest yourself.
      </p>
    </>
  ),
  sections: [
    {
      id: 'track-record',
      heading: 'The builder’s track record',
      body: (
        <ul>
          <li>List the builder’s completed projects and visit at least one that is five or more years old.</li>
          <li>Ask residents about delays, build quality, leaks and whether the society was handed over properly.</li>
          <li>Compare promised and actual possession dates on the RERA pages of earlier projects.</li>
          <li>Search the state RERA website and consumer forums for complaints and orders against the builder.</li>
          <li>For larger builders, read news about finances, insolvency proceedings or stalled projects.</li>
        </ul>
      ),
    },
    {
      id: 'rera-page',
      heading: 'Reading the project’s RERA page',
      body: (
        <>
          <p>
            Every project on more than 500 sq m of land with more than 8 apartments (states may set lower limits) must
            be registered with the state RERA authority before it is advertised. Its page on the RERA website shows:
          </p>
          <ul>
            <li>the registration number, validity and the promised completion date;</li>
            <li>the sanctioned layout and building plans, and the approvals obtained;</li>
            <li>the number of units booked and quarterly construction progress;</li>
            <li>the promoter’s other projects, and litigation on the land.</li>
          </ul>
          <p>
            Seventy per cent of what buyers pay must go into a separate bank account and may be used only for the
            project’s land and construction. Read more on{' '}
            <Link href={`${PATHS.realEstateAdvice}#rera`}>what RERA protects</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'agreement',
      heading: 'Booking, agreement and payment plan',
      body: (
        <ul>
          <li>The builder may not take more than 10% of the price before a registered agreement for sale.</li>
          <li>
            Prefer a construction-linked payment plan, where each payment is due when a stage (foundation, each slab,
            finishing) is completed, over a time-linked plan.
          </li>
          <li>
            The agreement must state the carpet area, the possession date, the specifications and the interest the
            builder pays you for delay, which is the same rate it charges you for late payment.
          </li>
          <li>Check which banks have approved the project for home loans: it means their lawyers checked the title.</li>
        </ul>
      ),
    },
    {
      id: 'possession',
      heading: 'Possession and after',
      body: (
        <p>
          Do not take possession before the occupancy certificate. Inspect the flat against the agreement, list defects
          in writing and keep a copy. Under RERA the builder must fix structural and workmanship defects reported within
          five years of possession, within 30 days and at no cost. The builder must also help form the residents’
          association and hand over common areas and documents to it.
        </p>
      ),
    },
  ],
  checklist: {
    heading: 'Check before you book',
    items: [
      'RERA registration number, valid, and matching the project name and address',
      'Sanctioned plan and approvals on the RERA page',
      'Quarterly progress updates filed and matching the site',
      'At least one completed project of the builder visited',
      'Complaints and orders searched on the RERA website',
      'Price quoted on carpet area, with parking, club and maintenance charges itemised',
      'Lenders that have approved the project',
    ],
  },
  mistakes: [
    'Booking at a “pre-launch” price before the project is registered with RERA.',
    'Paying more than 10% before a registered agreement for sale.',
    'Accepting a super built-up area price without the carpet area in writing.',
    'Falling for subvention schemes where you carry the loan if the builder stops paying the interest.',
    'Taking possession without an occupancy certificate.',
  ],
  faq: [
    {
      question: 'What can I do if the builder delays possession?',
      answer: (
        <p>
          Under section 18 of RERA you may withdraw and get your money back with interest, or stay in the project and
          receive interest for every month of delay until possession. File a complaint with the state RERA authority;
          most accept complaints online.
        </p>
      ),
    },
    {
      question: 'Is a project without RERA registration always illegal?',
      answer: (
        <p>
          Small projects (land up to 500 sq m, or up to 8 apartments) and projects completed before RERA came into force
          are exempt. A large new project that is advertised or sold without registration breaks the law; avoid it.
        </p>
      ),
    },
    {
      question: 'How are builders checked on Property Creator?',
      answer: (
        <p>
          Builders register as sellers of type Builder. Each project’s RERA number is checked before it is published,
          and listings found to be misleading are taken down.
        </p>
      ),
    },
  ],
};

export default guide;
