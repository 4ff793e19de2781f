/** The words of the agent's "Get verified" card on /saller/update-profile (tests import them). */
import type { BrokerRequestStatus } from '../../../../shared/admin/broker-request-contract';

export const BROKER_CARD_UI = {
  title: 'Get verified',
  intro:
    'Verified agents get a badge on their listings and profile. Send your RERA agent number and a photo of your certificate.',
  experience: 'Years working as an agent',
  rera: 'RERA agent number',
  documents: 'Photos of your RERA certificate or ID',
  addDocument: 'Add a photo',
  removeDocument: (n: number) => `Remove document ${n}`,
  uploading: 'Uploading…',
  message: 'Message for the admin (optional)',
  send: 'Send for verification',
  sending: 'Sending…',
  status: {
    pending: 'Your request is waiting for review.',
    approved: 'You are verified: the badge shows on your listings and profile.',
    rejected: 'Your last request was not approved.',
  } satisfies Record<BrokerRequestStatus, string>,
  reason: (reason: string) => `Reason: ${reason}`,
  askAgain: 'You can send a new request below.',
  loadFailed: 'Could not load your verification status.',
} as const;
