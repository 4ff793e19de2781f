/** The Drizzle schema: each feature's tables, gathered so migrations and queries see one schema. */
export * from '../features/accounts/accounts.schema';
export * from '../features/admin/admin.schema';
export * from '../features/alerts/alerts.schema';
export * from '../features/billing/billing.schema';
export * from '../features/contact/contact.schema';
export * from '../features/enquiries/enquiries.schema';
export * from '../features/landing/landing.schema';
export * from '../features/listings/listings.schema';
export * from '../features/media/media.schema';
export * from '../features/projects/projects.schema';
export * from '../features/reports/reports.schema';
export * from '../features/reviews/review-reports.schema';
export * from '../features/reviews/reviews.schema';
export * from '../features/sellers/sellers.schema';
export * from '../features/shortlist/shortlist.schema';
export * from '../lib/jobs.schema';
