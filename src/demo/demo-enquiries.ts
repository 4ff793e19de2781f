/**
 * Demo enquiries, so sellers' inboxes have something in them: other demo accounts (owners, who buy as
 * well as sell) asking about active listings and projects, with messages that fit the listing, recent
 * ones mostly new and older ones seen, answered or closed. Popular listings (more views) get more.
 */
import type { EnquiryStatus, PreferredContactTime } from '../shared/enquiries/enquiry-contract';
import { bhkLabel } from '../shared/listings/format';
import type { DemoEnquiry, DemoProject, DemoProperty, DemoSeller } from './demo.types';
import type { Random } from './demo-random';
import { daysAfter, daysBefore, daysBetween } from './demo-time';

/** Enquiries per active listing on average: a few hundred for the default marketplace. */
export const DEMO_ENQUIRY_RATE = { properties: 0.15, projects: 0.8 } as const;

const COMMERCIAL = new Set(['Office Space', 'Retail Space/Shop', 'Warehouse']);
const LAND = new Set(['Plot', 'Land']);

type Fill = { what: string; locality: string; city: string };

const BUY_HOME: ((f: Fill) => string)[] = [
  (f) => `Is this ${f.what} still available? I would like to visit this weekend with my family.`,
  (f) => `Please share the best price for this ${f.what} in ${f.locality}. Is it negotiable?`,
  (f) => `We are looking to buy in ${f.locality}. Can you send more photos and the exact location?`,
  () => 'Is a home loan possible on this property? Which banks have approved it?',
  () => 'What are the monthly maintenance charges, and is covered parking included in the price?',
  () => 'Are all the documents clear (sale deed, OC, property tax receipts)? Please share copies before a site visit.',
  (f) => `I am interested in this ${f.what}. Please call me in the evening, I am free after 6 pm.`,
  (f) => `How far is it from the main road and the nearest school in ${f.locality}?`,
];

const RENT_HOME: ((f: Fill) => string)[] = [
  () => 'Is this available from next month? We are a family of four with no pets.',
  () => 'Is the rent negotiable for an 11-month agreement? How many months of deposit are needed?',
  (f) => `I work near ${f.locality}, ${f.city}. Are working professionals (bachelors) allowed?`,
  () => 'Is the maintenance included in the rent? Can I see the flat on Saturday morning?',
  () => 'Is there a separate electricity meter, and how regular is the water supply?',
];

const COMMERCIAL_SPACE: ((f: Fill) => string)[] = [
  (f) => `What is the footfall like around this ${f.what}? I am looking for space for my business.`,
  () => 'Is the space approved for commercial use, and is GST charged on the rent or price?',
  () => 'How many car parking slots come with it, and is power backup available?',
  (f) => `Please share the floor plan and the exact location of this ${f.what} in ${f.locality}.`,
];

const LAND_PLOT: ((f: Fill) => string)[] = [
  () => 'Is the plot clear title with approved layout? Please share the khasra and registry papers.',
  (f) => `What is the road width in front of this ${f.what}, and are water and electricity connections available?`,
  () => 'Is the price negotiable for an immediate payment? I can visit this Sunday.',
];

const PROJECT: ((f: Fill) => string)[] = [
  (f) => `Please share the price list and floor plans for ${f.what}.`,
  () => 'When is possession expected? Is there any offer for early booking?',
  () => 'Is the project approved by banks for home loans? Please send the brochure and RERA details.',
  () => 'I would like to see the sample flat this Sunday. What are the site visit timings?',
  (f) => `What is the payment plan for ${f.what}, and are there any extra charges for parking or the club house?`,
];

const TIMES: readonly PreferredContactTime[] = ['Anytime', 'Morning', 'Afternoon', 'Evening'];
const TIME_WEIGHTS = [40, 15, 15, 30];
const STATUSES: readonly EnquiryStatus[] = ['new', 'seen', 'responded', 'closed'];

/** Fresh enquiries are mostly unread; older ones have been seen, answered or closed. */
function statusFor(random: Random, ageDays: number): EnquiryStatus {
  if (ageDays < 2) return random.weighted(STATUSES, [80, 20, 0, 0]);
  if (ageDays < 10) return random.weighted(STATUSES, [35, 35, 25, 5]);
  return random.weighted(STATUSES, [12, 23, 45, 20]);
}

/** Indexes of `items` picked by weight, each pick a binary search over the running totals. */
function weightedPicker(random: Random, weights: readonly number[]): () => number {
  const totals: number[] = [];
  let sum = 0;
  for (const weight of weights) {
    sum += weight;
    totals.push(sum);
  }
  return () => {
    const roll = random.next() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((totals[mid] ?? 0) > roll) high = mid;
      else low = mid + 1;
    }
    return low;
  };
}

interface Target {
  propertyIndex: number | null;
  projectIndex: number | null;
  ownerIndex: number;
  publishedAt: Date;
  message: (random: Random) => string;
}

function propertyTarget(property: DemoProperty, index: number): Target | undefined {
  if (property.status !== 'active' || !property.publishedAt) return undefined;
  const type = property.propertyType;
  const bhk = property.bedrooms === null || property.bedrooms === undefined ? '' : `${bhkLabel(property.bedrooms)} `;
  const fill: Fill = { what: `${bhk}${type.toLowerCase()}`, locality: property.locality, city: property.city };
  const templates = LAND.has(type)
    ? LAND_PLOT
    : COMMERCIAL.has(type)
      ? COMMERCIAL_SPACE
      : property.transactionType === 'Rent'
        ? RENT_HOME
        : BUY_HOME;
  return {
    propertyIndex: index,
    projectIndex: null,
    ownerIndex: property.sellerIndex,
    publishedAt: property.publishedAt as Date,
    message: (random) => random.pick(templates)(fill),
  };
}

function projectTarget(project: DemoProject, index: number): Target | undefined {
  if (project.status !== 'active' || project.upcoming || !project.publishedAt) return undefined;
  const units = project.unitConfigurations ?? [];
  return {
    propertyIndex: null,
    projectIndex: index,
    ownerIndex: project.builderIndex,
    publishedAt: project.publishedAt as Date,
    message: (random) => {
      const unit = units.length > 0 ? random.pick(units).label : 'the available units';
      return random.pick(PROJECT)({ what: unit, locality: project.locality, city: project.city });
    },
  };
}

/**
 * About `DEMO_ENQUIRY_RATE` enquiries per active listing, from owner accounts (every account when there
 * are no owners), never about the asker's own listing and at most one per asker and listing.
 */
export function generateEnquiries(
  random: Random,
  sellers: readonly DemoSeller[],
  projects: readonly DemoProject[],
  properties: readonly DemoProperty[],
  reference: Date,
): DemoEnquiry[] {
  const owners = sellers.flatMap((seller, i) => (seller.sellerType === 'Individual' ? [i] : []));
  const askers = owners.length > 0 ? owners : sellers.map((_, i) => i);
  if (askers.length < 2) return [];
  const listings = properties.flatMap((p, i) => propertyTarget(p, i) ?? []);
  const developments = projects.flatMap((p, i) => projectTarget(p, i) ?? []);
  const views = (list: readonly Target[], source: readonly { views?: number | undefined }[], key: keyof Target) =>
    list.map((target) => 1 + (source[target[key] as number]?.views ?? 0));
  const pickListing = weightedPicker(random, views(listings, properties, 'propertyIndex'));
  const pickDevelopment = weightedPicker(random, views(developments, projects, 'projectIndex'));
  const wanted = [
    [listings, pickListing, Math.round(listings.length * DEMO_ENQUIRY_RATE.properties)],
    [developments, pickDevelopment, Math.round(developments.length * DEMO_ENQUIRY_RATE.projects)],
  ] as const;

  const taken = new Set<string>();
  const result: DemoEnquiry[] = [];
  for (const [targets, pick, count] of wanted) {
    if (targets.length === 0) continue;
    // A few tries per enquiry: a pick may be the asker's own listing or one they already asked about.
    for (let made = 0, tries = 0; made < count && tries < count * 5; tries++) {
      const target = targets[pick()];
      const buyerIndex = random.pick(askers);
      if (!target || target.ownerIndex === buyerIndex) continue;
      const key = `${buyerIndex}:${target.propertyIndex ?? ''}:${target.projectIndex ?? ''}`;
      if (taken.has(key)) continue;
      taken.add(key);
      made++;
      const live = Math.max(0.1, daysBetween(target.publishedAt, reference));
      // Most enquiries come in the first weeks of a listing, and recent days are busiest.
      const ageDays = 0.02 + (live - 0.02) * random.next() ** 2;
      const createdAt = daysBefore(reference, ageDays);
      const status = statusFor(random, ageDays);
      const updatedAt = status === 'new' ? createdAt : daysAfter(createdAt, random.float(0.02, Math.min(ageDays, 5)));
      result.push({
        buyerIndex,
        ownerIndex: target.ownerIndex,
        propertyIndex: target.propertyIndex,
        projectIndex: target.projectIndex,
        message: target.message(random),
        preferredTime: random.weighted(TIMES, TIME_WEIGHTS),
        status,
        createdAt,
        updatedAt,
      });
    }
  }
  return result.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
