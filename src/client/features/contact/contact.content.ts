/**
 * The words of the /contact page that code and tests share: field labels, the names used in field
 * messages, buttons and the office facts beside the form. The API shape lives in src/shared/contact/contact-contract.ts.
 */
import type { CONTACT_TOPICS, ContactInput } from '../../../shared/contact/contact-contract';

export type ContactField = keyof ContactInput;

/** The topic a 'report this listing' link opens the form with (`/contact?topic=…`). */
export const REPORT_TOPIC: (typeof CONTACT_TOPICS)[number] = 'Report a listing';

/** The label shown above each field. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  name: 'Your name',
  email: 'E-mail',
  phoneNumber: 'Mobile number (optional)',
  topic: 'What is it about?',
  message: 'Message',
};

/**
 * How a field is named inside its error message: the shared schema says 'phoneNumber must be…', the
 * form says 'Mobile number must be…'.
 */
export const CONTACT_FIELD_NAMES: Record<ContactField, string> = {
  name: 'Name',
  email: 'E-mail',
  phoneNumber: 'Mobile number',
  topic: 'Topic',
  message: 'Message',
};

export const CONTACT_COPY = {
  intro:
    'Questions about a listing, your seller account or a payment, or a listing that looks wrong: write to us and a person from our Bhopal team will answer.',
  formLabel: 'Contact form',
  topicPlaceholder: 'Choose a topic',
  /** The topic is optional for the API (it defaults), but the form asks, so the right person answers. */
  topicRequired: 'Topic: choose what your message is about',
  phoneHint: '10 digits, if you would like a call back.',
  messageHint: (min: number, max: number) => `${min} to ${max} characters. Please do not share passwords or OTPs.`,
  submit: 'Send message',
  pending: 'Sending…',
  detailsHeading: 'Other ways to reach us',
  callUs: 'Call us',
  writeToUs: 'E-mail',
  visitUs: 'Visit our office',
  hoursHeading: 'Office hours',
  /** Office hours, India Standard Time. */
  hours: [
    ['Monday to Saturday', '9:30 am to 6:30 pm'],
    ['Sunday and public holidays', 'Closed (e-mail only)'],
  ],
  hoursNote: 'We answer e-mails and messages within one working day.',
  reportHeading: 'Reporting a listing?',
  reportBody:
    'Include the listing’s address or link and what is wrong (already sold, wrong price, a broker posing as an owner). We check every report.',
} as const;
