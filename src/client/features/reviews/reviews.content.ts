/** What the reviews parts of the locality, city and property pages, the reviews page and the form say. */
import { formatCount } from '../../../shared/listings/format';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

export const REVIEWS_UI = {
  heading: 'Resident reviews',
  headingIn: (locality: string) => `Resident reviews of ${locality}`,
  count: (n: number) => plural(n, 'review', 'reviews'),
  outOfFive: (value: number) => `${value.toFixed(1)} out of 5`,
  starsLabel: (value: number) => `Rated ${value.toFixed(1)} out of 5`,
  distribution: 'How residents rated it overall',
  distributionRow: (stars: number, n: number) => `${stars} star: ${plural(n, 'review', 'reviews')}`,
  aspects: 'Ratings by aspect',
  sortLabel: 'Show first',
  sorts: { newest: 'Newest', helpful: 'Most helpful' },
  helpful: 'Helpful',
  helpfulCount: (n: number) => (n === 0 ? '' : `(${formatCount(n)})`),
  helpfulPressed: 'You found this helpful',
  write: 'Write a review',
  edit: 'Edit your review',
  loginToWrite: 'Log in to write a review',
  empty: 'No resident has reviewed this locality yet. If you live or lived here, be the first.',
  loadFailed: 'Reviews could not be loaded. Check your connection and try again.',
  more: 'Show more reviews',
  livesNow: 'Lives here now',
  livedBefore: 'Lived here before',
  owner: 'Owner',
  tenant: 'Tenant',
  stay: (stay: string) => `Stayed ${stay.toLowerCase()}`,
  edited: 'edited',
  ratedLocalities: (city: string) => `Localities of ${city} rated by residents`,
  readReviews: 'Read the reviews',
  residents: (n: number) => plural(n, 'resident', 'residents'),
} as const;

export const REVIEW_REPORT_UI = {
  button: 'Report',
  buttonLabel: (author: string) => `Report the review by ${author}`,
  title: 'Report this review',
  reported: 'Reported. Thanks, we will check it.',
} as const;

export const REVIEWS_PAGE_UI = {
  intro:
    'What people who live or lived in a locality say about getting around, safety, schools and hospitals, water and power, and markets. Pick a city, then a locality to read its reviews or write your own.',
  heading: (city: string) => `Rated localities in ${city}`,
  empty: (city: string) =>
    `No locality of ${city} has resident reviews yet. Open a locality page to write the first one.`,
  localitiesLink: 'See every locality of this city',
} as const;

export const REVIEW_FORM_UI = {
  heading: (locality: string, city: string) => `${locality}, ${city}`,
  editing: 'You reviewed this locality before: change what you like and save.',
  intro: 'Tell others what living here is like. Your first name and the initial of your last name are shown with it.',
  ratingsLegend: 'Your ratings',
  stars: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  /** Beside a rating not given yet. */
  tapToRate: 'Tap a star to rate this locality',
  textHint: (min: number, max: number) => `${min} to ${max} characters. No phone numbers, e-mails or links.`,
  characters: (n: number, max: number) => `${formatCount(n)} / ${formatCount(max)}`,
  save: 'Publish review',
  saveEdit: 'Save changes',
  saving: 'Saving…',
  back: 'Back to the locality',
  hiddenNotice: (reason: string) => `An admin has hidden this review: ${reason}`,
  loginNeeded: 'Log in to review a locality you live or lived in.',
  login: 'Log in',
  failed: 'Your review could not be saved. Check your connection and try again.',
} as const;

export const ADMIN_REVIEWS_UI = {
  statusFilter: 'Show',
  statuses: { all: 'All reviews', published: 'Published', hidden: 'Hidden', reported: 'Reported' },
  noReports: 'No reported reviews. Nothing to do here.',
  reportedBy: (n: number) => `Reported by ${n} ${n === 1 ? 'person' : 'people'}`,
  dismiss: 'Dismiss reports',
  empty: 'No reviews here.',
  by: (author: string, email: string) => `${author} · ${email}`,
  hide: 'Hide',
  unhide: 'Show again',
  hideTitle: (locality: string) => `Hide this review of ${locality}?`,
  reason: 'Reason',
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  open: 'Open the locality',
} as const;
