/**
 * A buyer's side of enquiries (enquiry-contract.ts): the enquiry itself, and the seller's contact once
 * this buyer may see it.
 */
import type { EnquiryReceipt, SellerContact } from '../../../shared/enquiries/enquiry-constants';
// A type only: the schema (and zod) stays out of the page's code.
import type { EnquiryInput } from '../../../shared/enquiries/enquiry-contract';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/idempotency';
import { api, dataOf } from '../../lib/api';

const TIMEOUT_MS = 10_000;

export type ContactTarget = { kind: 'property' | 'project'; id: number };

export type ContactAnswer =
  | { kind: 'shown'; contact: SellerContact }
  /** 403: no enquiry yet; also 404 or no answer, when nothing better can be said. */
  | { kind: 'locked' }
  /** 401: the stored session is no longer valid. */
  | { kind: 'session-ended' };

/** GET /api/properties/:id/contact or /api/projects/:id/contact with the buyer's token. */
export async function fetchContact(target: ContactTarget, token: string): Promise<ContactAnswer> {
  const options = { params: { id: target.id }, token, timeoutMs: TIMEOUT_MS };
  const response = await (target.kind === 'property'
    ? api('GET /api/properties/:id/contact', options)
    : api('GET /api/projects/:id/contact', options)
  ).catch(() => null);
  if (response?.status === 401) return { kind: 'session-ended' };
  const contact = response?.status === 200 ? dataOf(response.body) : undefined;
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
  const response = await api('POST /api/enquiries', {
    json: input,
    token,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    timeoutMs: TIMEOUT_MS,
  }).catch(() => null);
  if (!response) return { kind: 'no-answer' };
  if (response.offline?.source === 'queued') return { kind: 'queued' };
  const message = typeof response.body?.message === 'string' ? response.body.message : null;
  if (response.status === 200 || response.status === 201) {
    return { kind: 'sent', message, receipt: dataOf(response.body) ?? null };
  }
  return { kind: 'refused', status: response.status, message };
}
