/** The landing pages' read: a city's page, or a locality's or a type-and-deal's within it. */
import { type LandingAddress, landingApiPath } from '../../../shared/landing/landing-paths';
import type { ApiReadKey } from '../../lib/api-read';

/** At the shared builder's path, which the worker's saved answers for a city are matched by. */
export const landingRead = (
  address: LandingAddress,
): ApiReadKey<'GET /api/landing/:city'> | ApiReadKey<'GET /api/landing/:city/:topic'> =>
  address.kind === 'city'
    ? { key: 'GET /api/landing/:city', path: landingApiPath(address) }
    : { key: 'GET /api/landing/:city/:topic', path: landingApiPath(address) };
