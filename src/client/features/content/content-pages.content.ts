/**
 * Labels of the content pages (about, legal, services, advice, posting) that their tests check. The
 * long article text stays in each page's own module, so it loads with that page only.
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

export const POSTING_LABELS = {
  login: 'Login',
  register: 'Register',
  addProperty: 'Add a property',
  addProject: 'Add a project',
  becomeSeller: 'Register as a seller',
  loggedInAs: (name: string) => `You are logged in as ${name}.`,
} as const;
