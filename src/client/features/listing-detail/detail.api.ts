/**
 * The detail pages' reads (useApiRead): a property, its similar listings, a project, an agent. The
 * seller's contact and the enquiry itself are the enquiries feature's (features/enquiries). Their paths
 * are the shared builders': the server's preloads and the worker's saved answers are matched by path.
 */
import {
  brokerProfilePath,
  projectDetailPath,
  propertyDetailPath,
  similarListingsPath,
} from '../../../shared/listings/listing-api-paths';
import type {
  BrokerProfile,
  ListingCard,
  ListingGoneAnswer,
  ProjectCard,
  ProjectDetail,
  PropertyDetail,
} from '../../../shared/listings/listing-types';
import type { ApiReadKey } from '../../lib/api-read';

export const propertyRead = (id: number): ApiReadKey<'GET /api/properties/:id'> => ({
  key: 'GET /api/properties/:id',
  path: propertyDetailPath(id),
  params: { id },
});

export const projectRead = (id: number): ApiReadKey<'GET /api/projects/:id'> => ({
  key: 'GET /api/projects/:id',
  path: projectDetailPath(id),
  params: { id },
});

export const similarRead = (id: number): ApiReadKey<'GET /api/properties/:id/similar'> => ({
  key: 'GET /api/properties/:id/similar',
  path: similarListingsPath(id),
  params: { id },
});

export const brokerRead = (id: number): ApiReadKey<'GET /api/brokers/:id'> => ({
  key: 'GET /api/brokers/:id',
  path: brokerProfilePath(id),
  params: { id },
});

/** A listing id from the address (`?id=42`, `/broker/42`): a positive whole number, or null. */
export function parseListingId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export const pickProperty = (answer: { data?: PropertyDetail }) => answer.data;

export const pickProject = (answer: { data?: ProjectDetail }) => answer.data;

export interface BrokerPageData {
  broker: BrokerProfile;
  properties: ListingCard[];
  /** A builder's approved projects (always empty for an agent). */
  projects: ProjectCard[];
}

export const pickBroker = (answer: {
  data?: BrokerProfile;
  properties?: unknown;
  projects?: unknown;
}): BrokerPageData | undefined =>
  answer.data
    ? {
        broker: answer.data,
        properties: Array.isArray(answer.properties) ? (answer.properties as ListingCard[]) : [],
        projects: Array.isArray(answer.projects) ? (answer.projects as ProjectCard[]) : [],
      }
    : undefined;

export const pickCards = (answer: { data?: ListingCard[] }) => (Array.isArray(answer.data) ? answer.data : undefined);

/** The similar listings a 410 (a listing no longer available) comes with; none from any other answer. */
export function goneSimilar(body: unknown): ListingCard[] {
  const similar = (body as Partial<ListingGoneAnswer> | null)?.similar;
  return Array.isArray(similar) ? similar : [];
}
