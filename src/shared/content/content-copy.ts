/**
 * Labels of the content pages (about, legal, services, advice, posting) that their tests check. The
 * long article text stays in the pages' own chunks under src/client/features/content and /services.
 */

/** The date shown on the terms and the privacy policy. */
export const LEGAL_LAST_UPDATED = '21 November 2026';
export const LEGAL_LAST_UPDATED_ISO = '2026-11-21';

export const CONTENT_LABELS = {
  onThisPage: 'On this page',
  lastUpdated: 'Last updated',
  searchProperties: 'Search properties',
  talkToUs: 'Talk to us',
  checklist: 'Checklist',
  commonMistakes: 'Common mistakes',
  faq: 'Frequently asked questions',
  moreServices: 'More services',
  insights: 'Insights and tools',
  loadingArticle: 'Loading the guide…',
} as const;

/**
 * Posting is free up to this many active listings per seller account (DESIGN.md, Billing: "free up to
 * a free quota"). The billing issue's plans decide the real figure; the posting pages read it here.
 */
export const FREE_LISTING_QUOTA = 3;

export const POSTING_LABELS = {
  login: 'Login',
  register: 'Register',
  addProperty: 'Add a property',
  addProject: 'Add a project',
  becomeSeller: 'Register as a seller',
  loggedInAs: (name: string) => `You are logged in as ${name}.`,
} as const;
