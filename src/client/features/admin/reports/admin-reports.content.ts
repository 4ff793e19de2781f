/** The words of the admin reports page (tests import them). */
import {
  REPORT_HOLD_THRESHOLD,
  REPORTER_MIN_ACCOUNT_AGE_DAYS,
  type ReportKind,
} from '../../../../shared/reports/report-contract';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** An account's age in the unit a person would say: under an hour, hours for two days, then days. */
const age = (hours: number) =>
  hours < 1 ? 'under an hour' : hours < 48 ? plural(hours, 'hour') : plural(Math.floor(hours / 24), 'day');

export const ADMIN_REPORTS_UI = {
  intro:
    'Listings and projects buyers have reported, newest report first. Hide one to take it down with a reason its seller reads, or dismiss the reports to keep it live.',
  empty: 'No open reports. Nothing to review.',
  kinds: { property: 'Property', project: 'Project' } satisfies Record<ReportKind, string>,
  held: 'Hidden pending review',
  live: 'Live',
  seller: (name: string) => `Seller: ${name}`,
  reporters: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} reported it`,
  latest: (date: string) => `Latest report ${date}`,
  reasonsHeading: 'Reasons',
  reportersHeading: 'Who reported it',
  /** What makes a reporter count, under the heading. */
  reportersRule: `A listing is hidden pending review once ${REPORT_HOLD_THRESHOLD} different phone numbers report it as sold or fake, each from an account at least ${plural(REPORTER_MIN_ACCOUNT_AGE_DAYS, 'day')} old when reporting or with an enquiry a seller answered.`,
  holding: (n: number) => `${n} ${n === 1 ? 'counts' : 'count'} toward hiding (${REPORT_HOLD_THRESHOLD} hide it)`,
  accountAge: (hours: number) => `Account ${age(hours)} old when reporting`,
  counts: 'Counts toward hiding',
  notCounted: 'Does not count',
  confirmedEnquiry: 'A seller answered their enquiry',
  sharesPhone: 'Same phone as another reporter',
  sharesAddress: 'Same network as another reporter',
  sharesDevice: 'Same browser as another reporter',
  detailsHeading: 'What reporters wrote',
  photosHeading: 'Photos',
  noPhotos: 'No photos',
  photo: (title: string, n: number) => `${title}, photo ${n} (opens the full photo)`,
  open: 'Open its page',
  hide: 'Hide',
  dismiss: 'Dismiss',
  hideTitle: (title: string) => `Hide "${title}"? Its seller will read your reason.`,
  reasonLabel: 'Reason for the seller',
} as const;
