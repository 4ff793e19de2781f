/**
 * Demo seller accounts: owners, agents (about half verified, with RERA numbers) and builders (companies).
 * E-mails and phone numbers derive from a sequence number, so they stay unique across appends.
 */
import type { SellerType } from '../shared/listings/vocabulary';
import type { DemoSeller } from './demo.types';
import type { DemoCity } from './demo-city.types';
import { AGENCY_SUFFIXES, BRAND_WORDS, BUILDER_SUFFIXES, FIRST_NAMES, SURNAMES } from './demo-names.data';
import { nearbyLocality, pickCity, pickLocality } from './demo-places';
import type { Random } from './demo-random';
import { agentReraNumber } from './demo-rera';
import { daysAfter, daysBefore } from './demo-time';

export const DEMO_EMAIL_DOMAIN = 'demo.propertycreator.in';

/**
 * A 10-digit mobile number starting 6-9. The last nine digits are an affine bijection of the sequence
 * (the multiplier, 3^18, is coprime with 10^9), so two sequence numbers below 2 x 10^7 never share one.
 */
export const demoPhoneNumber = (sequence: number): string =>
  `${6 + (sequence % 4)}${String((sequence * 387_420_489 + 271_828_182) % 1_000_000_000).padStart(9, '0')}`;

const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

export const demoEmail = (firstName: string, lastName: string, sequence: number): string =>
  `${emailPart(firstName)}.${emailPart(lastName)}.${sequence}@${DEMO_EMAIL_DOMAIN}`;

/** About 55% owners, 33% agents, 12% builders, at least one of each when there are three or more. */
function sellerTypes(random: Random, count: number): SellerType[] {
  const builders = count >= 3 ? Math.max(1, Math.round(count * 0.12)) : 0;
  const agents = count >= 3 ? Math.max(1, Math.round(count * 0.33)) : 0;
  const types: SellerType[] = [
    ...Array<SellerType>(builders).fill('Builder'),
    ...Array<SellerType>(agents).fill('Agent'),
    ...Array<SellerType>(count - builders - agents).fill('Individual'),
  ];
  return random.sample(types, types.length);
}

function describe(random: Random, type: SellerType, city: DemoCity, locality: string, company: string, since: number) {
  if (type === 'Agent') {
    const areas = [locality, nearbyLocality(random, city, locality)].join(' and ');
    return `Buying, selling and renting homes and shops in ${areas}, ${city.name} since ${since}.`;
  }
  if (type === 'Builder') {
    return `${company} has delivered ${random.int(3, 40)} projects in and around ${city.name} since ${since}.`;
  }
  return random.chance(0.3) ? 'Owner. Brokers please excuse.' : null;
}

/** `count` sellers with sequence numbers `sequenceStart + 1` onwards. */
export function generateSellers(random: Random, count: number, sequenceStart: number, reference: Date): DemoSeller[] {
  const companies = new Set<string>();
  return sellerTypes(random, count).map((sellerType, index) => {
    const sequence = sequenceStart + index + 1;
    const city = pickCity(random);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.chance(0.75) ? random.pick(SURNAMES[city.region]) : random.pick(SURNAMES.north);
    const [locality] = pickLocality(random, city);
    const createdAt = daysBefore(reference, random.float(200, 900));
    const experienceYears = sellerType === 'Individual' ? null : random.int(sellerType === 'Builder' ? 5 : 1, 30);
    const since = reference.getUTCFullYear() - (experienceYears ?? 0);
    let companyName: string | null = null;
    if (sellerType !== 'Individual') {
      const suffixes = sellerType === 'Builder' ? BUILDER_SUFFIXES : AGENCY_SUFFIXES;
      const brand = sellerType === 'Agent' && random.chance(0.5) ? lastName : random.pick(BRAND_WORDS);
      companyName = `${brand} ${random.pick(suffixes)}`;
      // Two companies with one name would confuse buyers; a city tag tells them apart, as real ones do.
      if (companies.has(companyName)) companyName = `${brand} ${city.name} ${random.pick(suffixes)}`;
      if (companies.has(companyName)) companyName = `${companyName} (${sequence})`;
      companies.add(companyName);
    }
    const verified = sellerType === 'Builder' ? random.chance(0.85) : sellerType === 'Agent' && random.chance(0.5);
    const verifiedAt = verified ? daysAfter(createdAt, random.float(2, 30)) : null;
    const hasRera = sellerType === 'Agent' && (verified || random.chance(0.4));
    return {
      sequence,
      firstName,
      lastName,
      email: demoEmail(firstName, lastName, sequence),
      phoneNumber: demoPhoneNumber(sequence),
      createdAt,
      sellerType,
      companyName,
      // The street part only: the city and state are kept (and shown) on their own.
      address: locality,
      city: city.name,
      state: city.state,
      about: describe(random, sellerType, city, locality, companyName ?? '', since),
      verified,
      verifiedAt,
      reraAgentNumber: hasRera ? agentReraNumber(random, city, random.int(2018, 2025)) : null,
      experienceYears,
    };
  });
}
