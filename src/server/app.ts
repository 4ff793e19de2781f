/**
 * createApp() builds the whole HTTP application from its dependencies; `main.ts` serves it and tests
 * call it in-process with their own database.
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { BILLING_PATHS } from '../shared/billing/billing-contract';
import { MEDIA_UPLOAD_PATH } from '../shared/media-upload';
import { APP_MESSAGES } from '../shared/messages';
import type { AppDeps, AppEnv } from './app-env';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { privacyRoutes } from './features/accounts/privacy.routes';
import { adminListingsRoutes } from './features/admin/admin-listings.routes';
import { adminPeopleRoutes } from './features/admin/admin-people.routes';
import { brokerRequestsRoutes } from './features/admin/broker-requests.routes';
import { adminDashboardRoutes } from './features/admin/dashboard.routes';
import { moderationRoutes } from './features/admin/moderation.routes';
import { alertsRoutes } from './features/alerts/alerts.routes';
import { adminBillingRoutes } from './features/billing/admin-billing.routes';
import { sellerBillingRoutes } from './features/billing/seller-billing.routes';
import { clientRoutes } from './features/client/client.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { enquiriesRoutes } from './features/enquiries/enquiries.routes';
import { myEnquiriesRoutes } from './features/enquiries/my-enquiries.routes';
import { sellerInboxRoutes } from './features/enquiries/seller-inbox.routes';
import { healthRoutes } from './features/health/health.routes';
import { insightsRoutes } from './features/insights/insights.routes';
import { landingRoutes } from './features/landing/landing.routes';
import { compareRoutes } from './features/listings/compare.routes';
import { listingsRoutes } from './features/listings/listings.routes';
import { geolocationRoutes } from './features/location/geolocation.routes';
import { placesRoutes } from './features/location/places.routes';
import { mediaRoutes } from './features/media/media.routes';
import { mediaUploadRoutes } from './features/media/media-upload.routes';
import { openApiRoutes } from './features/openapi/openapi.routes';
import { projectsRoutes } from './features/projects/projects.routes';
import { sellerProjectsRoutes } from './features/projects/seller-projects.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { adminReviewsRoutes } from './features/reviews/admin-reviews.routes';
import { reviewReportsRoutes } from './features/reviews/review-reports.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { sellerPropertiesRoutes } from './features/sellers/seller-properties.routes';
import { sellersRoutes } from './features/sellers/sellers.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { shortlistRoutes } from './features/shortlist/shortlist.routes';
import { sessionAuth } from './lib/auth';
import { noStoreUnlessSet } from './lib/cache-control';
import { closesAfterRefusedBody } from './lib/close-after-refusal';
import { everyEndpoint } from './lib/endpoint-routes';
import { apiError, handleApiNotFound, handleError } from './lib/errors';
import { requireJsonBodies } from './lib/json-body';
import { mediaBaseOf } from './lib/media-base';
import { refuseNulInQuery } from './lib/nul-guard';
import { routeReads } from './lib/read-routing';
import { requestLog } from './lib/request-log';
import { securityHeaders } from './lib/security-headers';

const isNotJsonBody = (c: Context) =>
  c.req.method === 'POST' && (c.req.path === MEDIA_UPLOAD_PATH || c.req.path === BILLING_PATHS.razorpayWebhook);

/** JSON bodies larger than this are refused; photo uploads get their own limit. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Every endpoint's routes, in the order Hono tries them; the compiler refuses the list unless together they
 * handle every key of the endpoint table.
 */
const ENDPOINT_ROUTES = everyEndpoint(
  healthRoutes,
  accountsRoutes,
  privacyRoutes,
  listingsRoutes,
  projectsRoutes,
  enquiriesRoutes,
  myEnquiriesRoutes,
  compareRoutes,
  reportsRoutes,
  contactRoutes,
  geolocationRoutes,
  placesRoutes,
  insightsRoutes,
  landingRoutes,
  sellersRoutes,
  sellerPropertiesRoutes,
  sellerProjectsRoutes,
  mediaUploadRoutes,
  sellerInboxRoutes,
  moderationRoutes,
  adminBillingRoutes,
  sellerBillingRoutes,
  adminDashboardRoutes,
  adminListingsRoutes,
  adminPeopleRoutes,
  brokerRequestsRoutes,
  shortlistRoutes,
  alertsRoutes,
  reviewsRoutes,
  adminReviewsRoutes,
  reviewReportsRoutes,
);

export interface CreateAppOptions extends AppDeps {
  /** Folder of the built client (`vite build`); omit to serve the API only. */
  clientDir?: string | undefined;
  /** Earlier releases' hashed assets, served after the build's own (ASSET_ARCHIVE_DIR). */
  assetArchiveDir?: string | undefined;
  /** URLs per child sitemap (SITEMAP_MAX_URLS); tests pass a few to see the split. */
  sitemapUrlsPerFile?: number | undefined;
}

export function createApp({ clientDir, assetArchiveDir, sitemapUrlsPerFile, ...deps }: CreateAppOptions) {
  const api = new Hono<AppEnv>()
    .use(noStoreUnlessSet)
    .use(closesAfterRefusedBody)
    .use(compress())
    .use(
      // The photo upload route sets its own, larger limit.
      except(
        (c) => c.req.method === 'POST' && c.req.path === MEDIA_UPLOAD_PATH,
        bodyLimit({
          maxSize: API_BODY_LIMIT_BYTES,
          onError: (c) => apiError(c, 413, APP_MESSAGES.payloadTooLarge),
        }),
      ),
    )
    // Every body is JSON except two that are checked otherwise: a photo (multipart, from a signed-in seller)
    // and Razorpay's webhook (its signature over the raw bytes).
    .use(except(isNotJsonBody, requireJsonBodies))
    .use(refuseNulInQuery)
    // Every API request with a live session token knows its user; each route adds the guard its entry names.
    .use(sessionAuth);
  for (const routes of ENDPOINT_ROUTES) api.route('/', routes);
  api.route('/', openApiRoutes).all('*', handleApiNotFound);

  const app = new Hono<AppEnv>()
    .use(requestId())
    // Every photo URL the server answers or renders points where this deployment serves photos.
    .use(mediaBaseOf(deps.env.MEDIA_BASE_URL))
    .use(requestLog(deps.logger))
    // The dependencies, with replicas as the database of public reads (read-routing.ts).
    .use(routeReads(deps))
    .use(securityHeaders({ razorpay: Boolean(deps.env.RAZORPAY_KEY_ID), mediaBaseUrl: deps.env.MEDIA_BASE_URL }))
    .route('/api', api);

  // Photos are mounted before the client's fallback, which would answer their paths with a 404.
  app.route('/media', mediaRoutes(deps.media));
  // robots.txt and the sitemaps come from the server itself, before the client's files and fallback.
  app.route('/', seoRoutes({ urlsPerFile: sitemapUrlsPerFile }));
  if (clientDir)
    app.route('/', clientRoutes(clientDir, { fetch: (request, env) => app.fetch(request, env), assetArchiveDir }));
  app.notFound((c) => apiError(c, 404, APP_MESSAGES.apiNotFound));
  app.onError(handleError);
  return app;
}
