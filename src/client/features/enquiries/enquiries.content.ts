/** Words of the seller's enquiry inbox: the tabs, each enquiry's details and the moves it can make. */
export const ENQUIRY_INBOX_UI = {
  tabsLabel: 'Enquiries by status',
  empty: 'No enquiries here yet.',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  whatsappLabel: (buyer: string) => `WhatsApp ${buyer}`,
  /** What the seller's WhatsApp chat with the buyer starts with: the listing it is about, by name. */
  whatsappMessage: (buyer: string, title: string) =>
    `Hello ${buyer}, thank you for your enquiry about "${title}" on Property Creator.`,
  email: 'E-mail',
  preferredTime: 'Preferred time',
  received: 'Received',
  markSeen: 'Mark seen',
  markResponded: 'Mark responded',
  close: 'Close',
} as const;
