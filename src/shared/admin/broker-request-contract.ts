/**
 * Broker (agent) verification requests.
 *
 *   POST /api/seller/broker-request { experienceYears, reraAgentNumber, documents, message? } → 201
 *   GET  /api/seller/broker-request                  → { data: BrokerRequestView | null } (the latest)
 *   GET  /api/admin/broker-requests?status&page      → AdminPage<AdminBrokerRequest> (oldest pending first)
 *   POST /api/admin/broker-requests/:id/approve      → the seller becomes verified (the badge shows)
 *   POST /api/admin/broker-requests/:id/reject { reason }
 *
 * Only agents may ask (403 for owners and builders, and for a verified agent); one pending request at a
 * time (409). Documents are photo hashes the agent uploaded through `POST /api/media`.
 */
import { z } from 'zod';
import type { MediaWidth } from '../media';
import { typedText } from '../plain-text';
import { photoList } from '../sellers/seller-fields';

export const BROKER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BrokerRequestStatus = (typeof BROKER_REQUEST_STATUSES)[number];

export const BROKER_REQUEST_LIMITS = {
  experienceMax: 80,
  reraMin: 3,
  reraMax: 60,
  documentsMin: 1,
  documentsMax: 5,
  messageMax: 1000,
} as const;

const L = BROKER_REQUEST_LIMITS;

export const BROKER_REQUEST_MESSAGES = {
  sent: 'Your request has been sent. An admin will check your documents.',
  agentsOnly: 'Only agents can ask to be verified.',
  alreadyVerified: 'You are already verified.',
  pendingExists: 'You already have a request waiting for review.',
  notFound: 'Broker request not found',
  approved: 'The agent is now verified.',
  rejected: 'The request has been rejected. The agent will see the reason.',
  alreadyDecided: (status: BrokerRequestStatus) => `This request is already ${status}.`,
  experience: `Years of experience must be a whole number from 0 to ${L.experienceMax}`,
  rera: `RERA agent number must be from ${L.reraMin} to ${L.reraMax} letters, digits, / or -`,
  documentsMin: 'Add at least one photo of your RERA certificate or ID',
  message: `Message must be at most ${L.messageMax} characters`,
} as const;

const M = BROKER_REQUEST_MESSAGES;

export const brokerRequestSchema = z.object({
  experienceYears: z
    .number({ error: M.experience })
    .int(M.experience)
    .min(0, M.experience)
    .max(L.experienceMax, M.experience),
  reraAgentNumber: z
    .string({ error: M.rera })
    .trim()
    .min(L.reraMin, M.rera)
    .max(L.reraMax, M.rera)
    .regex(/^[A-Za-z0-9/-]+$/, M.rera),
  documents: photoList('documents', L.documentsMax)
    .refine((list) => list.length >= L.documentsMin, M.documentsMin)
    .meta({ override: { minItems: L.documentsMin } }),
  message: z
    .string({ error: M.message })
    .trim()
    .superRefine(typedText('message', 'paragraph'))
    .max(L.messageMax, M.message)
    .optional(),
});
export type BrokerRequestInput = z.input<typeof brokerRequestSchema>;

export interface BrokerDocument {
  hash: string;
  urls: Record<MediaWidth, string>;
}

/** What the agent sees of their own latest request. */
export interface BrokerRequestView {
  id: number;
  status: BrokerRequestStatus;
  experienceYears: number;
  reraAgentNumber: string;
  documents: BrokerDocument[];
  message: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A row of the admin queue. */
export interface AdminBrokerRequest extends BrokerRequestView {
  seller: {
    id: number;
    name: string;
    companyName: string | null;
    email: string;
    phoneNumber: string;
    verified: boolean;
  };
}

export interface BrokerRequestResponse {
  success: true;
  message?: string;
  data: BrokerRequestView | null;
}
