/**
 * Every endpoint the app mounts, for the API fuzz: method, path (with :params), who may call it, the
 * group it is counted in, and a valid example of its query, body and path parameters. fuzz-routes.test.ts
 * checks this table against `app.routes`, so a new endpoint cannot escape the fuzz.
 */
import { validPlan } from '../fixtures/plans';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';

/** none: anyone; buyer: any session; seller: a seller profile (builder or agent as said); admin: an admin. */
export type Auth = 'none' | 'buyer' | 'seller' | 'admin';
export type Actor = 'buyer' | 'spare' | 'leaver' | 'builder' | 'agent' | 'admin';

/** The records and people a fuzz run acts on (made by fuzz-world.ts). */
export interface FuzzWorld {
  people: Record<Actor, { id: number; token: string; email: string; phoneNumber: string; password: string }>;
  /** An active listing of the builder's that stays public (the public reads act on it). */
  publicPropertyId: number;
  /** The builder's listings for seller edits, marking sold, deleting; admin moderation and deleting. */
  ownPropertyId: number;
  soldPropertyId: number;
  doomedPropertyId: number;
  moderatedPropertyId: number;
  adminDoomedPropertyId: number;
  publicProjectId: number;
  ownProjectId: number;
  doomedProjectId: number;
  moderatedProjectId: number;
  adminDoomedProjectId: number;
  enquiryId: number;
  planId: number;
  paymentId: number;
  savedSearchId: number;
  brokerRequestId: number;
  /** A seller nobody else uses, for block, unblock and type changes. */
  victimUserId: number;
  photoHash: string;
  /** The agent's own upload, for verification documents. */
  agentPhotoHash: string;
  /** A small JPEG for valid uploads. */
  jpeg: Uint8Array;
}

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth: Auth;
  /** Who calls it with a session: for 'none' and 'buyer' the buyer unless said; sellers the builder unless said. */
  actor?: Actor;
  group: string;
  /** A valid query string (no '?'). */
  query?: (w: FuzzWorld) => string;
  /** A valid JSON body: present exactly when the handler reads a JSON object body. */
  body?: (w: FuzzWorld) => Record<string, unknown>;
  /** Valid values of the path's :params. Without one, the fuzz uses only hostile values for it. */
  params?: (w: FuzzWorld) => Record<string, string>;
  /** The handler reads the Idempotency-Key header (a bad key is refused). */
  idempotent?: boolean;
  /** A multipart photo upload instead of JSON. */
  multipart?: boolean;
  /** Each call gets a fresh session of its actor (for calls that end sessions). */
  freshSession?: boolean;
  /** Share of the default number of runs (argon2 work and the like cost more). */
  weight?: number;
  /**
   * The body's fields a person types, each with the name its messages use: a path into the body, dots
   * between steps ('location.locality', 'amenities.0'). A path the example lacks is added to it.
   */
  typed?: Record<string, string>;
  /** The query parameters that take free text (matched against stored text, LIKE patterns included). */
  textQuery?: string[];
}

/**
 * The last named step of every string in a body example that is not typed text (codes, e-mail addresses,
 * phone numbers, passwords, dates, ids, hashes, URLs and keys, the values of fixed lists): any other
 * string must be listed in its row's `typed` (fuzz-routes.test.ts checks), so a new text field cannot
 * escape the plain-text checks.
 */
export const NOT_TYPED = new Set([
  'email',
  'phoneNumber',
  'password',
  'currentPassword',
  'newPassword',
  'otp',
  'preferredTime',
  'since',
  'endpoint',
  'p256dh',
  'auth',
  'kind',
  'at',
  'sellerType',
  'propertyType',
  'transactionType',
  'furnishing',
  'facing',
  'possession',
  'possessionDate',
  'unit',
  'projectType',
  'launchDate',
  'completionDate',
  'status',
  'provider',
  'razorpay_payment_id',
  'razorpay_signature',
  'event',
  'id',
  'order_id',
  'documents',
  'until',
  'action',
  // The saved searches' new-counts query is read as a search, never stored or shown.
  'query',
  // An agent's RERA registration in a broker request: letters, digits, / and - only.
  'reraAgentNumber',
]);

/** A field named as its messages name it: the same name as the path. */
const same = (...paths: string[]) => Object.fromEntries(paths.map((path) => [path, path]));
const LISTING_TYPED = {
  ...same('title', 'description', 'reraId'),
  'amenities.0': 'amenities',
  ...same('location.state', 'location.city', 'location.locality', 'location.subLocality', 'location.society'),
};
const PROJECT_TYPED = {
  ...same('name', 'description', 'reraId', 'location.state', 'location.city', 'location.locality'),
  ...same('location.address'),
  'amenities.0': 'amenities',
  'unitConfigurations.0.label': 'unitConfigurations[0].label',
};
const PROFILE_TYPED = same('companyName', 'address', 'city', 'state', 'about', 'reraAgentNumber');
const SEARCH_TEXT = ['city', 'state', 'locality', 'searchQuery'];

const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const id = (n: number) => ({ id: String(n) });
const REASON = 'Photos are blurred and the price looks wrong';
const PLAN = validPlan({ name: 'Fuzz Plan', sellerType: 'Builder', projectCredits: 1 });
const PUSH = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-endpoint',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

export const ENDPOINTS: Endpoint[] = [
  // Health
  { method: 'GET', path: '/api/health', auth: 'none', group: 'health' },
  { method: 'GET', path: '/api/ready', auth: 'none', group: 'health' },
  { method: 'GET', path: '/api/openapi.json', auth: 'none', group: 'health' },
  { method: 'GET', path: '/api/docs', auth: 'none', group: 'health' },

  // Accounts
  {
    method: 'POST',
    path: '/api/users/register',
    auth: 'none',
    group: 'accounts',
    weight: 0.5,
    typed: same('firstName', 'lastName'),
    body: () => ({
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: `ravi.${Date.now()}@example.test`,
      phoneNumber: '9812345670',
      password: 'a long enough password',
    }),
  },
  {
    method: 'POST',
    path: '/api/users/register/verify-otp',
    auth: 'none',
    group: 'accounts',
    body: () => ({ phoneNumber: '9812345670', otp: '123456' }),
  },
  {
    method: 'POST',
    path: '/api/users/login',
    auth: 'none',
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ email: w.people.buyer.email, password: w.people.buyer.password }),
  },
  { method: 'POST', path: '/api/users/logout', auth: 'buyer', actor: 'spare', freshSession: true, group: 'accounts' },
  { method: 'GET', path: '/api/users/me', auth: 'buyer', group: 'accounts' },
  {
    method: 'PATCH',
    path: '/api/users/me',
    auth: 'buyer',
    group: 'accounts',
    typed: same('firstName', 'lastName'),
    body: () => ({ firstName: 'Asha' }),
  },
  {
    method: 'POST',
    path: '/api/users/change-password',
    auth: 'buyer',
    actor: 'spare',
    freshSession: true,
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ currentPassword: w.people.spare.password, newPassword: w.people.spare.password }),
  },
  { method: 'GET', path: '/api/me/export', auth: 'buyer', group: 'accounts' },
  {
    method: 'POST',
    path: '/api/me/delete',
    auth: 'buyer',
    actor: 'leaver',
    freshSession: true,
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ password: w.people.leaver.password }),
  },
  {
    method: 'POST',
    path: '/api/users/password/forgot',
    auth: 'none',
    group: 'accounts',
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber }),
  },
  {
    method: 'POST',
    path: '/api/users/password/reset',
    auth: 'none',
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber, otp: '000000', newPassword: 'another long password' }),
  },

  // Public listings
  {
    method: 'GET',
    path: '/api/properties/featured',
    auth: 'none',
    group: 'listings',
    query: () => 'city=Bhopal&limit=5',
    textQuery: ['city'],
  },
  {
    method: 'GET',
    path: '/api/properties/by-city',
    auth: 'none',
    group: 'listings',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  {
    method: 'GET',
    path: '/api/properties/search',
    auth: 'none',
    group: 'listings',
    weight: 2,
    query: () => 'city=Bhopal&propertyType=Flat%2FApartment&transactionType=Buy&page=1&sort=price_asc&bedrooms=2,3',
    textQuery: SEARCH_TEXT,
  },
  {
    method: 'GET',
    path: '/api/properties/:id',
    auth: 'none',
    group: 'listings',
    params: (w) => id(w.publicPropertyId),
  },
  {
    method: 'GET',
    path: '/api/properties/:id/similar',
    auth: 'none',
    group: 'listings',
    params: (w) => id(w.publicPropertyId),
  },
  { method: 'GET', path: '/api/brokers/:id', auth: 'none', group: 'listings', params: (w) => id(w.people.builder.id) },
  { method: 'GET', path: '/api/landing/:city', auth: 'none', group: 'listings', params: () => ({ city: 'bhopal' }) },
  {
    method: 'GET',
    path: '/api/landing/:city/:topic',
    auth: 'none',
    group: 'listings',
    params: () => ({ city: 'bhopal', topic: 'flats-for-sale' }),
  },
  {
    method: 'GET',
    path: '/api/locations/suggest',
    auth: 'none',
    group: 'listings',
    query: () => 'q=bho&city=Bhopal&limit=5',
    textQuery: ['q', 'city'],
  },
  {
    method: 'GET',
    path: '/api/projects',
    auth: 'none',
    group: 'listings',
    query: () => 'city=Bhopal&page=1',
    textQuery: ['city'],
  },
  { method: 'GET', path: '/api/projects/:id', auth: 'none', group: 'listings', params: (w) => id(w.publicProjectId) },
  {
    method: 'GET',
    path: '/media/:file',
    auth: 'none',
    group: 'listings',
    params: (w) => ({ file: `${w.photoHash}-320.webp` }),
  },

  // Search engines: robots.txt and the sitemaps made from the database
  { method: 'GET', path: '/robots.txt', auth: 'none', group: 'seo' },
  { method: 'GET', path: '/sitemap.xml', auth: 'none', group: 'seo' },
  { method: 'GET', path: '/sitemaps/:file', auth: 'none', group: 'seo', params: () => ({ file: 'properties-1.xml' }) },

  // Enquiries, contact, location, insights, alerts
  {
    method: 'POST',
    path: '/api/enquiries',
    auth: 'buyer',
    group: 'enquiries',
    idempotent: true,
    typed: same('message'),
    body: (w) => ({
      propertyId: w.publicPropertyId,
      message: 'Is it still available? I can visit on Sunday.',
      preferredTime: 'Evening',
    }),
  },
  {
    method: 'GET',
    path: '/api/properties/:id/contact',
    auth: 'buyer',
    group: 'enquiries',
    params: (w) => id(w.publicPropertyId),
  },
  {
    method: 'GET',
    path: '/api/projects/:id/contact',
    auth: 'buyer',
    group: 'enquiries',
    params: (w) => id(w.publicProjectId),
  },
  {
    method: 'POST',
    path: '/api/contact',
    auth: 'none',
    group: 'enquiries',
    idempotent: true,
    typed: same('name', 'message'),
    body: () => ({ name: 'Meera Joshi', email: 'meera@example.test', message: 'Please call me about listing plans.' }),
  },
  {
    method: 'GET',
    path: '/api/geolocation/reverse',
    auth: 'none',
    group: 'insights',
    query: () => 'lat=23.25&lon=77.41',
  },
  { method: 'GET', path: '/api/insights/cities', auth: 'none', group: 'insights' },
  {
    method: 'GET',
    path: '/api/insights/localities',
    auth: 'none',
    group: 'insights',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  {
    method: 'GET',
    path: '/api/insights/price-trends',
    auth: 'none',
    group: 'insights',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  {
    method: 'POST',
    path: '/api/saved-searches/new-counts',
    auth: 'none',
    group: 'alerts',
    body: () => ({ searches: [{ query: 'city=Bhopal&transactionType=Buy', since: '2026-01-01T00:00:00.000Z' }] }),
  },
  { method: 'GET', path: '/api/push/public-key', auth: 'none', group: 'alerts' },
  { method: 'GET', path: '/api/me/saved-searches', auth: 'buyer', group: 'alerts' },
  {
    method: 'POST',
    path: '/api/me/saved-searches',
    auth: 'buyer',
    group: 'alerts',
    typed: same('query', 'label'),
    body: () => ({ query: 'city=Indore&transactionType=Rent', label: 'Indore rentals' }),
  },
  {
    method: 'POST',
    path: '/api/me/saved-searches/:id/seen',
    auth: 'buyer',
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
  },
  {
    method: 'DELETE',
    path: '/api/me/saved-searches/:id',
    auth: 'buyer',
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
  },
  { method: 'POST', path: '/api/me/push-subscriptions', auth: 'buyer', group: 'alerts', body: () => PUSH },
  {
    method: 'DELETE',
    path: '/api/me/push-subscriptions',
    auth: 'buyer',
    group: 'alerts',
    body: () => ({ endpoint: PUSH.endpoint }),
  },

  // Shortlist and recently viewed
  { method: 'GET', path: '/api/me/shortlist', auth: 'buyer', group: 'shortlist' },
  {
    method: 'PUT',
    path: '/api/me/shortlist/:kind/:id',
    auth: 'buyer',
    group: 'shortlist',
    params: (w) => ({ kind: 'property', id: String(w.publicPropertyId) }),
  },
  {
    method: 'DELETE',
    path: '/api/me/shortlist/:kind/:id',
    auth: 'buyer',
    group: 'shortlist',
    params: (w) => ({ kind: 'project', id: String(w.publicProjectId) }),
  },
  {
    method: 'POST',
    path: '/api/me/shortlist/sync',
    auth: 'buyer',
    group: 'shortlist',
    body: (w) => ({
      items: [{ kind: 'property', id: w.publicPropertyId, at: new Date().toISOString() }],
      removed: [{ kind: 'project', id: w.publicProjectId }],
    }),
  },
  { method: 'GET', path: '/api/me/recently-viewed', auth: 'buyer', group: 'shortlist' },
  {
    method: 'POST',
    path: '/api/me/recently-viewed/sync',
    auth: 'buyer',
    group: 'shortlist',
    body: (w) => ({ items: [{ kind: 'property', id: w.publicPropertyId, at: new Date().toISOString() }] }),
  },

  // Sellers: becoming one, the profile, listings, projects, photos, inbox, plans and payments
  {
    method: 'POST',
    path: '/api/sellers',
    auth: 'buyer',
    actor: 'spare',
    freshSession: true,
    group: 'sellers',
    typed: PROFILE_TYPED,
    body: () => ({ ...validProfile(), about: 'Family selling our own flat.' }),
  },
  { method: 'GET', path: '/api/sellers/me', auth: 'seller', group: 'sellers' },
  {
    method: 'PATCH',
    path: '/api/sellers/me',
    auth: 'seller',
    group: 'sellers',
    typed: PROFILE_TYPED,
    body: () => ({ about: 'Builders in Bhopal since 1998.' }),
  },
  {
    method: 'POST',
    path: '/api/seller/properties',
    auth: 'seller',
    group: 'sellers',
    typed: LISTING_TYPED,
    body: () => validFlat(),
  },
  {
    method: 'GET',
    path: '/api/seller/properties',
    auth: 'seller',
    group: 'sellers',
    query: () => 'status=pending&page=1',
  },
  {
    method: 'GET',
    path: '/api/seller/properties/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.ownPropertyId),
  },
  {
    method: 'PATCH',
    path: '/api/seller/properties/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.ownPropertyId),
    typed: LISTING_TYPED,
    // Under construction, so the possession date is fuzzed too.
    body: () => ({
      description: 'Freshly painted, new modular kitchen.',
      price: 4_600_000,
      possession: 'Under Construction',
      possessionDate: '2027-06-30',
      ageYears: null,
    }),
  },
  {
    method: 'POST',
    path: '/api/seller/properties/:id/status',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.soldPropertyId),
    body: () => ({ status: 'sold' }),
  },
  {
    method: 'DELETE',
    path: '/api/seller/properties/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.doomedPropertyId),
  },
  {
    method: 'POST',
    path: '/api/seller/projects',
    auth: 'seller',
    group: 'sellers',
    typed: PROJECT_TYPED,
    body: () => validProject(),
  },
  { method: 'GET', path: '/api/seller/projects', auth: 'seller', group: 'sellers', query: () => 'status=active' },
  {
    method: 'GET',
    path: '/api/seller/projects/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.ownProjectId),
  },
  {
    method: 'PATCH',
    path: '/api/seller/projects/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.ownProjectId),
    // An edit replaces the configurations whole: their label is typed in the new project's row.
    typed: Object.fromEntries(Object.entries(PROJECT_TYPED).filter(([path]) => !path.startsWith('unitConfigurations'))),
    body: () => ({ description: 'Phase two is open with 3 BHK homes and a clubhouse.' }),
  },
  {
    method: 'DELETE',
    path: '/api/seller/projects/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.doomedProjectId),
  },
  { method: 'POST', path: '/api/media', auth: 'seller', group: 'sellers', multipart: true },
  { method: 'GET', path: '/api/seller/enquiries', auth: 'seller', group: 'sellers', query: () => 'status=new&page=1' },
  {
    method: 'PATCH',
    path: '/api/seller/enquiries/:id',
    auth: 'seller',
    group: 'sellers',
    params: (w) => id(w.enquiryId),
    body: () => ({ status: 'seen' }),
  },
  { method: 'GET', path: '/api/seller/plans', auth: 'seller', group: 'billing' },
  { method: 'GET', path: '/api/seller/payments', auth: 'seller', group: 'billing' },
  {
    method: 'POST',
    path: '/api/seller/payments',
    auth: 'seller',
    group: 'billing',
    body: (w) => ({ planId: w.planId, provider: 'manual' }),
  },
  {
    method: 'POST',
    path: '/api/seller/payments/:id/verify',
    auth: 'seller',
    group: 'billing',
    params: (w) => id(w.paymentId),
    body: () => ({ razorpay_payment_id: 'pay_Fuzz123', razorpay_signature: 'a'.repeat(64) }),
  },
  {
    method: 'POST',
    path: '/api/billing/razorpay/webhook',
    auth: 'none',
    group: 'billing',
    body: () => ({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x' } } } }),
  },
  {
    method: 'POST',
    path: '/api/seller/broker-request',
    auth: 'seller',
    actor: 'agent',
    group: 'sellers',
    typed: same('message'),
    body: (w) => ({ experienceYears: 6, reraAgentNumber: 'MP-AG-2024-0187', documents: [w.agentPhotoHash] }),
  },
  { method: 'GET', path: '/api/seller/broker-request', auth: 'seller', actor: 'agent', group: 'sellers' },

  // Admin
  { method: 'GET', path: '/api/admin/dashboard', auth: 'admin', group: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/properties',
    auth: 'admin',
    group: 'admin',
    query: () => 'status=pending&sort=price&order=desc&page=1&pageSize=10',
    textQuery: ['q', 'city'],
  },
  {
    method: 'GET',
    path: '/api/admin/projects',
    auth: 'admin',
    group: 'admin',
    query: () => 'status=active&flagged=true',
    textQuery: ['q', 'city'],
  },
  ...(['properties', 'projects'] as const).flatMap((kind): Endpoint[] => {
    const moderated = (w: FuzzWorld) => (kind === 'properties' ? w.moderatedPropertyId : w.moderatedProjectId);
    const doomed = (w: FuzzWorld) => (kind === 'properties' ? w.adminDoomedPropertyId : w.adminDoomedProjectId);
    const base = { auth: 'admin' as const, group: 'admin' };
    return [
      { ...base, method: 'POST', path: `/api/admin/${kind}/:id/approve`, params: (w) => id(moderated(w)) },
      {
        ...base,
        method: 'POST',
        path: `/api/admin/${kind}/:id/reject`,
        params: (w) => id(moderated(w)),
        typed: same('reason'),
        body: () => ({ reason: REASON }),
      },
      {
        ...base,
        method: 'POST',
        path: `/api/admin/${kind}/:id/feature`,
        params: (w) => id(moderated(w)),
        body: () => ({ until: future() }),
      },
      { ...base, method: 'POST', path: `/api/admin/${kind}/:id/unfeature`, params: (w) => id(moderated(w)) },
      { ...base, method: 'DELETE', path: `/api/admin/${kind}/:id`, params: (w) => id(doomed(w)) },
      {
        ...base,
        method: 'POST',
        path: `/api/admin/${kind}/bulk`,
        typed: same('reason'),
        body: (w) => ({ action: 'reject', ids: [moderated(w)], reason: REASON }),
      },
    ];
  }),
  { method: 'GET', path: '/api/admin/plans', auth: 'admin', group: 'admin' },
  { method: 'POST', path: '/api/admin/plans', auth: 'admin', group: 'admin', typed: same('name'), body: () => PLAN },
  {
    method: 'PATCH',
    path: '/api/admin/plans/:id',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.planId),
    typed: same('name'),
    body: () => ({ priceInr: 1999 }),
  },
  { method: 'GET', path: '/api/admin/payments', auth: 'admin', group: 'admin', query: () => 'status=pending&page=1' },
  { method: 'GET', path: '/api/admin/payments.csv', auth: 'admin', group: 'admin', query: () => 'provider=manual' },
  {
    method: 'POST',
    path: '/api/admin/payments/:id/mark-paid',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.paymentId),
  },
  { method: 'GET', path: '/api/admin/settings/quota', auth: 'admin', group: 'admin' },
  {
    method: 'PUT',
    path: '/api/admin/settings/quota',
    auth: 'admin',
    group: 'admin',
    body: () => ({ freeListingQuota: 500, freeProjectQuota: 500 }),
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    group: 'admin',
    query: () => 'q=asha&status=active&page=1',
    textQuery: ['q'],
  },
  {
    method: 'GET',
    path: '/api/admin/sellers',
    auth: 'admin',
    group: 'admin',
    query: () => 'sellerType=Builder',
    textQuery: ['q'],
  },
  { method: 'GET', path: '/api/admin/users/:id', auth: 'admin', group: 'admin', params: (w) => id(w.victimUserId) },
  {
    method: 'POST',
    path: '/api/admin/users/:id/block',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.victimUserId),
  },
  {
    method: 'POST',
    path: '/api/admin/users/:id/unblock',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.victimUserId),
  },
  {
    method: 'POST',
    path: '/api/admin/sellers/:id/type',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.victimUserId),
    body: () => ({ sellerType: 'Agent' }),
  },
  { method: 'GET', path: '/api/admin/broker-requests', auth: 'admin', group: 'admin', query: () => 'status=pending' },
  {
    method: 'POST',
    path: '/api/admin/broker-requests/:id/approve',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.brokerRequestId),
  },
  {
    method: 'POST',
    path: '/api/admin/broker-requests/:id/reject',
    auth: 'admin',
    group: 'admin',
    params: (w) => id(w.brokerRequestId),
    typed: same('reason'),
    body: () => ({ reason: 'The RERA number is not listed' }),
  },
];

export const endpointKey = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

/** Which groups each tests/api/fuzz-<file>.test.ts runs (fuzz-routes.test.ts checks they cover every row). */
export const FUZZ_FILES = {
  public: ['health', 'accounts', 'listings', 'insights', 'seo'],
  buyers: ['enquiries', 'alerts', 'shortlist'],
  sellers: ['sellers', 'billing'],
  admins: ['admin'],
} as const satisfies Record<string, readonly string[]>;

/** The rows of a fuzz file's groups, in the table's order. */
export const endpointsOf = (file: keyof typeof FUZZ_FILES) =>
  ENDPOINTS.filter((e) => (FUZZ_FILES[file] as readonly string[]).includes(e.group));

/** Who calls an endpoint by default: its own actor, else the role its auth needs (a builder for seller routes). */
export const defaultActor = (endpoint: Endpoint): Actor =>
  endpoint.actor ?? (endpoint.auth === 'admin' ? 'admin' : endpoint.auth === 'seller' ? 'builder' : 'buyer');
