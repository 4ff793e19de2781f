/** The words of the admin reports page (tests import them). */
import type { ReportKind } from '../../../../shared/reports/report-contract';

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
