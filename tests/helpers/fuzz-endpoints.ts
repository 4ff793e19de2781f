/**
 * Every endpoint the app mounts, for the API fuzz: method, path (with :params), who may call it, the
 * group it is counted in, and a valid example of its query, body and path parameters. The API's routes are
 * keyed by the keys of its endpoint table (src/shared/endpoints), which gives their method, path and
 * access, so the compiler asks for a row for each; the few other routes have a table of their own. The rows
 * live in one file per fuzz file (fuzz-rows-public.ts, -buyers, -sellers, -admins); this file gathers them.
 * fuzz-routes.test.ts checks both tables against `app.routes`, so a new endpoint cannot escape the fuzz.
 */
import { API_ENDPOINTS, type ApiKey } from '../../src/shared/endpoints/api-endpoints';
import type { Access, Method } from '../../src/shared/endpoints/endpoint';
import { ADMINS_FUZZ } from './fuzz-rows-admins';
import { ALERTS_AND_SHORTLIST_FUZZ, ENQUIRIES_FUZZ, REVIEWS_FUZZ } from './fuzz-rows-buyers';
import { INSIGHTS_FUZZ, OTHER_FUZZ, PUBLIC_FUZZ } from './fuzz-rows-public';
import { SELLERS_FUZZ } from './fuzz-rows-sellers';

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
  /** A published resident review by the builder (the buyer marks it helpful, the admin hides it). */
  reviewId: number;
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
  /**
   * Body fields holding a code from a fixed list whose name is typed text elsewhere (a report's `reason`
   * is one of the reasons; an admin's `reason` is their words).
   */
  codes?: readonly string[];
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
  'resendToken',
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
  // A review's fixed lists: whether the resident owns or rents, and how long they lived there.
  'tenure',
  'stay',
  // A payment's UTR or transaction id: letters and digits only.
  'reference',
]);

/**
 * A row for every key of the API's endpoint table (the compiler refuses a missing or unknown key: each part
 * takes only the table's keys, and together they must hold every one): the key gives the method and path,
 * the table's access the auth; the row says the rest. The parts keep the order the table-driven tests have
 * always run the rows in (the insights between the enquiries and the alerts).
 */
const API_FUZZ = {
  ...PUBLIC_FUZZ,
  ...ENQUIRIES_FUZZ,
  ...INSIGHTS_FUZZ,
  ...ALERTS_AND_SHORTLIST_FUZZ,
  ...SELLERS_FUZZ,
  ...ADMINS_FUZZ,
  ...REVIEWS_FUZZ,
} satisfies Record<ApiKey, FuzzRow>;

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
  buyers: ['enquiries', 'alerts', 'shortlist', 'reviews'],
  sellers: ['sellers', 'billing'],
  admins: ['admin'],
} as const satisfies Record<string, readonly string[]>;

/** The rows of a fuzz file's groups, in the table's order. */
export const endpointsOf = (file: keyof typeof FUZZ_FILES) =>
  ENDPOINTS.filter((e) => (FUZZ_FILES[file] as readonly string[]).includes(e.group));

/** Who calls an endpoint by default: its own actor, else the role its auth needs (a builder for seller routes). */
export const defaultActor = (endpoint: Endpoint): Actor =>
  endpoint.actor ?? (endpoint.auth === 'admin' ? 'admin' : endpoint.auth === 'seller' ? 'builder' : 'buyer');
