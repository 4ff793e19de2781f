/**
 * The contact form of /contact, stored on the server for the team to answer.
 *
 *   POST /api/contact   body ContactInput, optional header Idempotency-Key (a replay answers the first result)
 *        201 { success, message: CONTACT_MESSAGES.sent }   (200 for a replay)
 *        400 field message · 429 too many messages from this address (Retry-After)
 */
import { z } from 'zod';
import { emailField, nameField } from '../accounts/account-schemas';
import { typedText } from '../plain-text';

export const CONTACT_LIMITS = {
  subjectMaxLength: 120,
  messageMinLength: 10,
  messageMaxLength: 2000,
} as const;

export const CONTACT_TOPICS = [
  'Buying a property',
  'Selling or renting out',
  'Agent or builder account',
  'Report a listing',
  'Something else',
] as const;

export const CONTACT_MESSAGES = {
  heading: 'Send us a message',
  sent: 'Thank you! Your message has reached us and we will reply within one working day.',
  failed: 'Your message could not be sent. Please try again.',
} as const;

export const contactInputSchema = z.object({
  name: nameField('name'),
  email: emailField('email'),
  /** Optional 10-digit mobile number; empty means none. */
  phoneNumber: z
    .string()
    .trim()
    .regex(/^(?:[6-9]\d{9})?$/, 'Mobile number must be a 10-digit Indian mobile number')
    .optional()
    .transform((value) => value || undefined),
  topic: z
    .enum(CONTACT_TOPICS, { error: `topic must be one of ${CONTACT_TOPICS.join(', ')}` })
    .default('Something else'),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .superRefine(typedText('message', 'paragraph'))
    .min(CONTACT_LIMITS.messageMinLength, `message must be at least ${CONTACT_LIMITS.messageMinLength} characters`)
    .max(CONTACT_LIMITS.messageMaxLength, `message must be at most ${CONTACT_LIMITS.messageMaxLength} characters`),
});

export type ContactInput = z.input<typeof contactInputSchema>;
