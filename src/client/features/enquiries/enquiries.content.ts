/** Words of the seller's enquiry inbox: the tabs, each enquiry's details and the moves it can make. */
export const ENQUIRY_INBOX_UI = {
  tabsLabel: 'Enquiries by status',
  empty: 'No enquiries here yet.',
  phone: 'Phone',
  email: 'E-mail',
  preferredTime: 'Preferred time',
  received: 'Received',
  markSeen: 'Mark seen',
  markResponded: 'Mark responded',
  close: 'Close',
} as const;
