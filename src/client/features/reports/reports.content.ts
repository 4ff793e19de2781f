/** The words of the report button and dialog on listing and project pages (tests import them). */
export const REPORT_UI = {
  prompt: 'Something wrong with this listing?',
  button: 'Report this listing',
  reported: 'Reported. Thanks, we will review it.',
  title: 'Report this listing',
  reasonLegend: 'What is wrong?',
  detailsOptional: 'Tell us more (optional)',
  detailsRequired: 'Tell us what is wrong',
  detailsHint: 'Do not include phone numbers or e-mail addresses.',
  cancel: 'Cancel',
  send: 'Send report',
  sending: 'Sending…',
} as const;
