/**
 * The detail pages' reads through `useApi`: a property, its similar listings, a project, an agent. The
 * seller's contact and the enquiry itself are the enquiries feature's (features/enquiries).
 */
import type {
  BrokerProfile,
  ListingCard,
  ListingGoneAnswer,
  ProjectCard,
  ProjectDetail,
  PropertyDetail,
} from '../../../shared/listings/listing-types';

/** A listing id from the address (`?id=42`, `/broker/42`): a positive whole number, or null. */
export function parseListingId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

interface DataBody<T> {
  data?: T;
}

export const pickProperty = (body: DataBody<PropertyDetail>) => body.data;

export const pickProject = (body: DataBody<ProjectDetail>) => body.data;

export interface BrokerPageData {
  broker: BrokerProfile;
  properties: ListingCard[];
  /** A builder's approved projects (always empty for an agent). */
  projects: ProjectCard[];
}

export const pickBroker = (body: {
  data?: BrokerProfile;
  properties?: unknown;
  projects?: unknown;
}): BrokerPageData | undefined =>
  body.data
    ? {
        broker: body.data,
        properties: Array.isArray(body.properties) ? (body.properties as ListingCard[]) : [],
        projects: Array.isArray(body.projects) ? (body.projects as ProjectCard[]) : [],
      }
    : undefined;

export const pickCards = (body: DataBody<ListingCard[]>) => (Array.isArray(body.data) ? body.data : undefined);

/** The similar listings a 410 (a listing no longer available) comes with; none from any other answer. */
export function goneSimilar(body: unknown): ListingCard[] {
  const similar = (body as Partial<ListingGoneAnswer> | null)?.similar;
  return Array.isArray(similar) ? similar : [];
}
