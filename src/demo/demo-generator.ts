/**
 * The deterministic demo marketplace: the same options always give the same sellers, projects and
 * properties (seeded PRNG, fixed reference date). Each part draws from its own stream, so changing the
 * number of properties does not reshuffle the sellers.
 */

import type { DemoGeneratorOptions, DemoMarketplace } from './demo.types';
import { assignConfirmations } from './demo-confirmations';
import { generateEnquiries } from './demo-enquiries';
import { generateSellers } from './demo-people';
import { generateProjects } from './demo-projects';
import { generateProperties } from './demo-properties';
import { createRandom, mixSeed } from './demo-random';
import { generateReviews } from './demo-reviews';
import { DEMO_REFERENCE_DATE } from './demo-time';

/** The demo's size when nothing else is asked for. */
export const DEMO_DEFAULTS = { seed: 20_251_101, properties: 3000, projects: 150, sellers: 300 } as const;

export function generateDemoMarketplace(options: DemoGeneratorOptions): DemoMarketplace {
  const { seed, sequenceStart = 0, referenceDate = DEMO_REFERENCE_DATE } = options;
  // An append (sequenceStart > 0) gets its own streams, so it does not repeat the first seeding's listings.
  const stream = (part: string) => createRandom(mixSeed(seed, sequenceStart, part));
  const sellers = generateSellers(stream('sellers'), Math.max(0, options.sellers), sequenceStart, referenceDate);
  const projects = generateProjects(stream('projects'), Math.max(0, options.projects), sellers, referenceDate);
  const properties =
    sellers.length > 0
      ? assignConfirmations(
          stream('confirmations'),
          generateProperties(stream('properties'), Math.max(0, options.properties), sellers, projects, referenceDate),
          referenceDate,
        )
      : [];
  const enquiries = generateEnquiries(stream('enquiries'), sellers, projects, properties, referenceDate);
  const reviews = generateReviews(stream('reviews'), sellers, properties, referenceDate);
  return { sellers, projects, properties, enquiries, reviews };
}
