/**
 * Reads and writes of the detail pages: a property, its similar listings, a project, an agent, the
 * seller's contact (when this buyer may see it) and the enquiry itself (enquiry-contract.ts).
 * Every call resolves; the result says which of found, not found and no answer it was.
 */
import type { EnquiryReceipt, SellerContact } from '../../../shared/enquiries/enquiry-constants';
// A type only: the schema (and zod) stays out of the page's code.
import type { EnquiryInput } from '../../../shared/enquiries/enquiry-contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/idempotency';
import { projectDetailPath, propertyDetailPath } from '../../../shared/listings/listing-api-paths';
import type { BrokerProfile, ListingCard, ProjectDetail, PropertyDetail } from '../../../shared/listings/listing-types';
import { http } from '../../lib/http';

const TIMEOUT_MS = 10_000;

/**
 * `savedAt` says the service worker answered from what this device saved offline; 'not-saved' is offline
 * with nothing saved (never opened here).
 */
export type Loaded<T> =
  | { kind: 'found'; data: T; savedAt: number | null }
  | { kind: 'not-found' }
  | { kind: 'failed' }
  | { kind: 'not-saved' };

/** GET `path` and read `pick` from the answer: 404 (and a 400 for a malformed id) is not found. */
async function load<B, T>(path: string, pick: (body: B) => T | undefined, token?: string | null): Promise<Loaded<T>> {
  const response = await http<B>(path, { timeoutMs: TIMEOUT_MS, token }).catch(() => null);
  if (!response) return { kind: 'failed' };
  if (response.offline?.source === 'offline') return { kind: 'not-saved' };
  if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
  const data = response.status === 200 && response.body ? pick(response.body) : undefined;
  return data === undefined || data === null
    ? { kind: 'failed' }
    : { kind: 'found', data, savedAt: response.offline?.savedAt ?? null };
}

interface DataBody<T> {
  data?: T;
}

// The token lets an owner or an admin see their own listing before it is approved.
export const fetchProperty = (id: number, token: string | null) =>
  load<DataBody<PropertyDetail>, PropertyDetail>(propertyDetailPath(id), (body) => body.data, token);

export const fetchProject = (id: number, token: string | null) =>
  load<DataBody<ProjectDetail>, ProjectDetail>(projectDetailPath(id), (body) => body.data, token);

export interface BrokerPageData {
  broker: BrokerProfile;
  properties: ListingCard[];
}

export const fetchBroker = (id: number) =>
  load<{ data?: BrokerProfile; properties?: ListingCard[] }, BrokerPageData>(`/api/brokers/${id}`, (body) =>
    body.data ? { broker: body.data, properties: Array.isArray(body.properties) ? body.properties : [] } : undefined,
  );

/** Similar listings; an empty list on any failure (the section is a bonus, never an error). */
export async function fetchSimilar(id: number): Promise<ListingCard[]> {
  const result = await load<DataBody<ListingCard[]>, ListingCard[]>(`/api/properties/${id}/similar`, (body) =>
    Array.isArray(body.data) ? body.data : undefined,
  );
  return result.kind === 'found' ? result.data : [];
}

export type ContactTarget = { kind: 'property' | 'project'; id: number };

export type ContactAnswer =
  | { kind: 'shown'; contact: SellerContact }
  /** 403: no enquiry yet; also 404 or no answer, when nothing better can be said. */
  | { kind: 'locked' }
  /** 401: the stored session is no longer valid. */
  | { kind: 'session-ended' };

/** GET /api/properties/:id/contact or /api/projects/:id/contact with the buyer's token. */
export async function fetchContact(target: ContactTarget, token: string): Promise<ContactAnswer> {
  const path = `/api/${target.kind === 'property' ? 'properties' : 'projects'}/${target.id}/contact`;
  const response = await http<DataBody<SellerContact>>(path, { token, timeoutMs: TIMEOUT_MS }).catch(() => null);
  if (response?.status === 401) return { kind: 'session-ended' };
  const contact = response?.status === 200 ? response.body?.data : undefined;
  return contact && typeof contact.phoneNumber === 'string' ? { kind: 'shown', contact } : { kind: 'locked' };
}

export type EnquiryAnswer =
  | { kind: 'sent'; message: string | null; receipt: EnquiryReceipt | null }
  /** Offline: the service worker keeps it (with its key) and sends it when back online. */
  | { kind: 'queued' }
  | { kind: 'refused'; status: number; message: string | null }
  | { kind: 'no-answer' };

/** POST /api/enquiries; `idempotencyKey` makes a retry of the same submission safe. */
export async function sendEnquiry(input: EnquiryInput, token: string, idempotencyKey: string): Promise<EnquiryAnswer> {
  const response = await http<{ message?: unknown; data?: EnquiryReceipt }>('/api/enquiries', {
    method: 'POST',
    json: input,
    token,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  if (!response) return { kind: 'no-answer' };
  if (response.offline?.source === 'queued') return { kind: 'queued' };
  const message = typeof response.body?.message === 'string' ? response.body.message : null;
  if (response.status === 200 || response.status === 201) {
    return { kind: 'sent', message, receipt: response.body?.data ?? null };
  }
  return { kind: 'refused', status: response.status, message };
}
