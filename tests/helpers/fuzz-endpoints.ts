/**
 * Every endpoint the app mounts, for the API fuzz: method, path (with :params), who may call it, the
 * group it is counted in, and a valid example of its query, body and path parameters. The API's routes are
 * keyed by the keys of its endpoint table (src/shared/endpoints), which gives their method, path and
 * access, so the compiler asks for a row for each; the few other routes have a table of their own.
 * fuzz-routes.test.ts checks both against `app.routes`, so a new endpoint cannot escape the fuzz.
 */
import { API_DOC_PATHS, API_ENDPOINTS, type ApiKey } from '../../src/shared/endpoints/api-endpoints';
import type { Access, Method } from '../../src/shared/endpoints/endpoint';
import { validPlan } from '../fixtures/plans';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';

/** none: anyone; buyer: any session; seller: a seller profile (builder or agent as said); admin: an admin. */
export type Auth = 'none' | 'buyer' | 'seller' | 'admin';

/**
 * The auth the fuzz expects of each access. A signed route (Razorpay's webhook) takes no session, its
 * signature being its authorisation, so the fuzz calls it as anyone may.
 */
export const AUTH_OF_ACCESS = {
  public: 'none',
  optional: 'none',
  user: 'buyer',
  seller: 'seller',
  builder: 'seller',
  agent: 'seller',
  admin: 'admin',
  signed: 'none',
} as const satisfies Record<Access, Auth>;

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

export interface Endpoint extends FuzzRow {
  method: Method;
  path: string;
  auth: Auth;
}

/** What a row says beyond its key and its access. */
export interface FuzzRow {
  /**
   * Who calls it with a session, unless said: for 'none' and 'buyer' the buyer; for 'seller' the builder,
   * or the agent on a route only agents may call.
   */
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

/** The moderation routes of listings or projects: alike but for the records they act on. */
function moderation(kind: 'properties' | 'projects') {
  const moderated = (w: FuzzWorld) => (kind === 'properties' ? w.moderatedPropertyId : w.moderatedProjectId);
  const doomed = (w: FuzzWorld) => (kind === 'properties' ? w.adminDoomedPropertyId : w.adminDoomedProjectId);
  return {
    approve: { group: 'admin', params: (w) => id(moderated(w)) },
    reject: {
      group: 'admin',
      params: (w) => id(moderated(w)),
      typed: same('reason'),
      body: () => ({ reason: REASON }),
    },
    feature: { group: 'admin', params: (w) => id(moderated(w)), body: () => ({ until: future() }) },
    unfeature: { group: 'admin', params: (w) => id(moderated(w)) },
    delete: { group: 'admin', params: (w) => id(doomed(w)) },
    bulk: {
      group: 'admin',
      typed: same('reason'),
      body: (w) => ({ action: 'reject', ids: [moderated(w)], reason: REASON }),
    },
  } satisfies Record<string, FuzzRow>;
}
const PROPERTY_MODERATION = moderation('properties');
const PROJECT_MODERATION = moderation('projects');

/**
 * A row for every key of the API's endpoint table (the compiler refuses a missing or unknown key): the key
 * gives the method and path, the table's access the auth; the row says the rest.
 */
const API_FUZZ = {
  // Health
  'GET /api/health': { group: 'health' },
  'GET /api/ready': { group: 'health' },

  // Accounts
  'POST /api/users/register': {
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
  'POST /api/users/register/verify-otp': {
    group: 'accounts',
    body: () => ({ phoneNumber: '9812345670', otp: '123456' }),
  },
  'POST /api/users/login': {
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ email: w.people.buyer.email, password: w.people.buyer.password }),
  },
  'POST /api/users/logout': { actor: 'spare', freshSession: true, group: 'accounts' },
  'GET /api/users/me': { group: 'accounts' },
  'PATCH /api/users/me': {
    group: 'accounts',
    typed: same('firstName', 'lastName'),
    body: () => ({ firstName: 'Asha' }),
  },
  'POST /api/users/change-password': {
    actor: 'spare',
    freshSession: true,
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ currentPassword: w.people.spare.password, newPassword: w.people.spare.password }),
  },
  'GET /api/me/export': { group: 'accounts' },
  'POST /api/me/delete': {
    actor: 'leaver',
    freshSession: true,
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ password: w.people.leaver.password }),
  },
  'POST /api/users/password/forgot': {
    group: 'accounts',
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber }),
  },
  'POST /api/users/password/reset': {
    group: 'accounts',
    weight: 0.5,
    body: (w) => ({ phoneNumber: w.people.spare.phoneNumber, otp: '000000', newPassword: 'another long password' }),
  },

  // Public listings
  'GET /api/properties/featured': {
    group: 'listings',
    query: () => 'city=Bhopal&limit=5',
    textQuery: ['city'],
  },
  'GET /api/properties/by-city': {
    group: 'listings',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  'GET /api/properties/search': {
    group: 'listings',
    weight: 2,
    query: () => 'city=Bhopal&propertyType=Flat%2FApartment&transactionType=Buy&page=1&sort=price_asc&bedrooms=2,3',
    textQuery: SEARCH_TEXT,
  },
  'GET /api/properties/:id': {
    group: 'listings',
    params: (w) => id(w.publicPropertyId),
  },
  'GET /api/properties/:id/similar': {
    group: 'listings',
    params: (w) => id(w.publicPropertyId),
  },
  'GET /api/brokers/:id': { group: 'listings', params: (w) => id(w.people.builder.id) },
  'GET /api/landing/:city': { group: 'listings', params: () => ({ city: 'bhopal' }) },
  'GET /api/landing/:city/:topic': {
    group: 'listings',
    params: () => ({ city: 'bhopal', topic: 'flats-for-sale' }),
  },
  'GET /api/locations/suggest': {
    group: 'listings',
    query: () => 'q=bho&city=Bhopal&limit=5',
    textQuery: ['q', 'city'],
  },
  'GET /api/projects': {
    group: 'listings',
    query: () => 'city=Bhopal&page=1',
    textQuery: ['city'],
  },
  'GET /api/projects/:id': { group: 'listings', params: (w) => id(w.publicProjectId) },

  // Enquiries, contact, location, insights, alerts
  'POST /api/enquiries': {
    group: 'enquiries',
    idempotent: true,
    typed: same('message'),
    body: (w) => ({
      propertyId: w.publicPropertyId,
      message: 'Is it still available? I can visit on Sunday.',
      preferredTime: 'Evening',
    }),
  },
  'GET /api/properties/:id/contact': {
    group: 'enquiries',
    params: (w) => id(w.publicPropertyId),
  },
  'GET /api/projects/:id/contact': {
    group: 'enquiries',
    params: (w) => id(w.publicProjectId),
  },
  'POST /api/contact': {
    group: 'enquiries',
    idempotent: true,
    typed: same('name', 'message'),
    body: () => ({ name: 'Meera Joshi', email: 'meera@example.test', message: 'Please call me about listing plans.' }),
  },
  'GET /api/geolocation/reverse': {
    group: 'insights',
    query: () => 'lat=23.25&lon=77.41',
  },
  'GET /api/insights/cities': { group: 'insights' },
  'GET /api/insights/localities': {
    group: 'insights',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  'GET /api/insights/price-trends': {
    group: 'insights',
    query: () => 'city=Bhopal',
    textQuery: ['city'],
  },
  'POST /api/saved-searches/new-counts': {
    group: 'alerts',
    body: () => ({ searches: [{ query: 'city=Bhopal&transactionType=Buy', since: '2026-01-01T00:00:00.000Z' }] }),
  },
  'GET /api/push/public-key': { group: 'alerts' },
  'GET /api/me/saved-searches': { group: 'alerts' },
  'POST /api/me/saved-searches': {
    group: 'alerts',
    typed: same('query', 'label'),
    body: () => ({ query: 'city=Indore&transactionType=Rent', label: 'Indore rentals' }),
  },
  'POST /api/me/saved-searches/:id/seen': {
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
  },
  'DELETE /api/me/saved-searches/:id': {
    group: 'alerts',
    params: (w) => id(w.savedSearchId),
  },
  'POST /api/me/push-subscriptions': { group: 'alerts', body: () => PUSH },
  'DELETE /api/me/push-subscriptions': {
    group: 'alerts',
    body: () => ({ endpoint: PUSH.endpoint }),
  },

  // Shortlist and recently viewed
  'GET /api/me/shortlist': { group: 'shortlist' },
  'PUT /api/me/shortlist/:kind/:id': {
    group: 'shortlist',
    params: (w) => ({ kind: 'property', id: String(w.publicPropertyId) }),
  },
  'DELETE /api/me/shortlist/:kind/:id': {
    group: 'shortlist',
    params: (w) => ({ kind: 'project', id: String(w.publicProjectId) }),
  },
  'POST /api/me/shortlist/sync': {
    group: 'shortlist',
    body: (w) => ({
      items: [{ kind: 'property', id: w.publicPropertyId, at: new Date().toISOString() }],
      removed: [{ kind: 'project', id: w.publicProjectId }],
    }),
  },
  'GET /api/me/recently-viewed': { group: 'shortlist' },
  'POST /api/me/recently-viewed/sync': {
    group: 'shortlist',
    body: (w) => ({ items: [{ kind: 'property', id: w.publicPropertyId, at: new Date().toISOString() }] }),
  },

  // Sellers: becoming one, the profile, listings, projects, photos, inbox, plans and payments
  'POST /api/sellers': {
    actor: 'spare',
    freshSession: true,
    group: 'sellers',
    typed: PROFILE_TYPED,
    body: () => ({ ...validProfile(), about: 'Family selling our own flat.' }),
  },
  'GET /api/sellers/me': { group: 'sellers' },
  'PATCH /api/sellers/me': {
    group: 'sellers',
    typed: PROFILE_TYPED,
    body: () => ({ about: 'Builders in Bhopal since 1998.' }),
  },
  'POST /api/seller/properties': {
    group: 'sellers',
    typed: LISTING_TYPED,
    body: () => validFlat(),
  },
  'GET /api/seller/properties': {
    group: 'sellers',
    query: () => 'status=pending&page=1',
  },
  'GET /api/seller/properties/:id': {
    group: 'sellers',
    params: (w) => id(w.ownPropertyId),
  },
  'PATCH /api/seller/properties/:id': {
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
  'POST /api/seller/properties/:id/status': {
    group: 'sellers',
    params: (w) => id(w.soldPropertyId),
    body: () => ({ status: 'sold' }),
  },
  'DELETE /api/seller/properties/:id': {
    group: 'sellers',
    params: (w) => id(w.doomedPropertyId),
  },
  'POST /api/seller/projects': {
    group: 'sellers',
    typed: PROJECT_TYPED,
    body: () => validProject(),
  },
  'GET /api/seller/projects': { group: 'sellers', query: () => 'status=active' },
  'GET /api/seller/projects/:id': {
    group: 'sellers',
    params: (w) => id(w.ownProjectId),
  },
  'PATCH /api/seller/projects/:id': {
    group: 'sellers',
    params: (w) => id(w.ownProjectId),
    // An edit replaces the configurations whole: their label is typed in the new project's row.
    typed: Object.fromEntries(Object.entries(PROJECT_TYPED).filter(([path]) => !path.startsWith('unitConfigurations'))),
    body: () => ({ description: 'Phase two is open with 3 BHK homes and a clubhouse.' }),
  },
  'DELETE /api/seller/projects/:id': {
    group: 'sellers',
    params: (w) => id(w.doomedProjectId),
  },
  'POST /api/media': { group: 'sellers', multipart: true },
  'GET /api/seller/enquiries': { group: 'sellers', query: () => 'status=new&page=1' },
  'PATCH /api/seller/enquiries/:id': {
    group: 'sellers',
    params: (w) => id(w.enquiryId),
    body: () => ({ status: 'seen' }),
  },
  'GET /api/seller/plans': { group: 'billing' },
  'GET /api/seller/payments': { group: 'billing' },
  'POST /api/seller/payments': {
    group: 'billing',
    body: (w) => ({ planId: w.planId, provider: 'manual' }),
  },
  'POST /api/seller/payments/:id/verify': {
    group: 'billing',
    params: (w) => id(w.paymentId),
    body: () => ({ razorpay_payment_id: 'pay_Fuzz123', razorpay_signature: 'a'.repeat(64) }),
  },
  'POST /api/billing/razorpay/webhook': {
    group: 'billing',
    body: () => ({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x' } } } }),
  },
  'POST /api/seller/broker-request': {
    group: 'sellers',
    typed: same('message'),
    body: (w) => ({ experienceYears: 6, reraAgentNumber: 'MP-AG-2024-0187', documents: [w.agentPhotoHash] }),
  },
  'GET /api/seller/broker-request': { group: 'sellers' },

  // Admin
  'GET /api/admin/dashboard': { group: 'admin' },
  'GET /api/admin/properties': {
    group: 'admin',
    query: () => 'status=pending&sort=price&order=desc&page=1&pageSize=10',
    textQuery: ['q', 'city'],
  },
  'GET /api/admin/projects': {
    group: 'admin',
    query: () => 'status=active&flagged=true',
    textQuery: ['q', 'city'],
  },
  'POST /api/admin/properties/:id/approve': PROPERTY_MODERATION.approve,
  'POST /api/admin/properties/:id/reject': PROPERTY_MODERATION.reject,
  'POST /api/admin/properties/:id/feature': PROPERTY_MODERATION.feature,
  'POST /api/admin/properties/:id/unfeature': PROPERTY_MODERATION.unfeature,
  'DELETE /api/admin/properties/:id': PROPERTY_MODERATION.delete,
  'POST /api/admin/properties/bulk': PROPERTY_MODERATION.bulk,
  'POST /api/admin/projects/:id/approve': PROJECT_MODERATION.approve,
  'POST /api/admin/projects/:id/reject': PROJECT_MODERATION.reject,
  'POST /api/admin/projects/:id/feature': PROJECT_MODERATION.feature,
  'POST /api/admin/projects/:id/unfeature': PROJECT_MODERATION.unfeature,
  'DELETE /api/admin/projects/:id': PROJECT_MODERATION.delete,
  'POST /api/admin/projects/bulk': PROJECT_MODERATION.bulk,
  'GET /api/admin/plans': { group: 'admin' },
  'POST /api/admin/plans': { group: 'admin', typed: same('name'), body: () => PLAN },
  'PATCH /api/admin/plans/:id': {
    group: 'admin',
    params: (w) => id(w.planId),
    typed: same('name'),
    body: () => ({ priceInr: 1999 }),
  },
  'GET /api/admin/payments': { group: 'admin', query: () => 'status=pending&page=1' },
  'GET /api/admin/payments.csv': { group: 'admin', query: () => 'provider=manual' },
  'POST /api/admin/payments/:id/mark-paid': {
    group: 'admin',
    params: (w) => id(w.paymentId),
  },
  'GET /api/admin/settings/quota': { group: 'admin' },
  'PUT /api/admin/settings/quota': {
    group: 'admin',
    body: () => ({ freeListingQuota: 500, freeProjectQuota: 500 }),
  },
  'GET /api/admin/users': {
    group: 'admin',
    query: () => 'q=asha&status=active&page=1',
    textQuery: ['q'],
  },
  'GET /api/admin/sellers': {
    group: 'admin',
    query: () => 'sellerType=Builder',
    textQuery: ['q'],
  },
  'GET /api/admin/users/:id': { group: 'admin', params: (w) => id(w.victimUserId) },
  'POST /api/admin/users/:id/block': {
    group: 'admin',
    params: (w) => id(w.victimUserId),
  },
  'POST /api/admin/users/:id/unblock': {
    group: 'admin',
    params: (w) => id(w.victimUserId),
  },
  'POST /api/admin/sellers/:id/type': {
    group: 'admin',
    params: (w) => id(w.victimUserId),
    body: () => ({ sellerType: 'Agent' }),
  },
  'GET /api/admin/broker-requests': { group: 'admin', query: () => 'status=pending' },
  'POST /api/admin/broker-requests/:id/approve': {
    group: 'admin',
    params: (w) => id(w.brokerRequestId),
  },
  'POST /api/admin/broker-requests/:id/reject': {
    group: 'admin',
    params: (w) => id(w.brokerRequestId),
    typed: same('reason'),
    body: () => ({ reason: 'The RERA number is not listed' }),
  },
} satisfies Record<ApiKey, FuzzRow>;

/** The routes outside the API's endpoint table: its own description, the photo files and the search engines' files. */
const OTHER_FUZZ = {
  [`GET ${API_DOC_PATHS.document}` as const]: { auth: 'none', group: 'health' },
  [`GET ${API_DOC_PATHS.reference}` as const]: { auth: 'none', group: 'health' },
  'GET /media/:file': {
    auth: 'none',
    group: 'listings',
    params: (w) => ({ file: `${w.photoHash}-320.webp` }),
  },
  // Search engines: robots.txt and the sitemaps made from the database
  'GET /robots.txt': { auth: 'none', group: 'seo' },
  'GET /sitemap.xml': { auth: 'none', group: 'seo' },
  'GET /sitemaps/:file': { auth: 'none', group: 'seo', params: () => ({ file: 'properties-1.xml' }) },
} satisfies Record<`${Method} /${string}`, FuzzRow & { auth: Auth }>;

/** `'GET /api/x'` as its method and path. */
const routeOf = (key: string) => {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
};

/**
 * Every endpoint the app mounts, as the fuzz files and the other table-driven tests read them: the API's
 * rows, then the others. fuzz-routes.test.ts holds it equal to `app.routes`.
 */
export const ENDPOINTS: Endpoint[] = [
  ...Object.entries(API_FUZZ as Record<ApiKey, FuzzRow>).map(([key, row]): Endpoint => {
    const { access } = API_ENDPOINTS[key as ApiKey];
    // A route only agents may call is called as the agent unless its row says otherwise.
    const actor = row.actor ?? (access === 'agent' ? 'agent' : undefined);
    return { ...routeOf(key), auth: AUTH_OF_ACCESS[access], ...row, ...(actor ? { actor } : {}) };
  }),
  ...Object.entries(OTHER_FUZZ as Record<string, FuzzRow & { auth: Auth }>).map(
    ([key, row]): Endpoint => ({ ...routeOf(key), ...row }),
  ),
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
