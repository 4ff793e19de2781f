/**
 * The authorisation matrix: every admin and seller endpoint, called as a visitor, a buyer, a seller
 * (a builder who owns the listing, project, enquiry and payment in the path), another seller (an agent who
 * owns none of them) and an admin, with the status each must get. Which endpoints are in it is read from
 * the API's endpoint table (by their access): the compiler asks for a row for each seller endpoint, and an
 * admin endpoint without one is expected to answer only the admin, 200. The table is also checked against
 * the app's own route list, so an endpoint the table lacks fails the test.
 *
 * Each route gets fresh records to act on; the calls run in the order visitor, buyer, other seller,
 * seller, admin, so the one role allowed to change something goes after those that must not. Bodies are
 * chosen so an allowed call is told exactly what it did (200/201), or that its body is wrong (400): a 400
 * proves the caller got past the authorisation checks without changing anything.
 */

import { beforeAll, expect, it } from 'vitest';
import { API_ENDPOINTS, type ApiEndpoints, type ApiKey } from '../../src/shared/endpoints/api-endpoints';
import type { Access } from '../../src/shared/endpoints/endpoint';
import { validPlan } from '../fixtures/plans';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { adminTestApp } from '../helpers/admin-api';
import { expectNoInternals } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { formWith, jpeg } from '../helpers/media-api';
import type { Person } from '../helpers/seller-api';

const ROLES = ['visitor', 'buyer', 'otherSeller', 'seller', 'admin'] as const;
type Role = (typeof ROLES)[number];
type Cell = Record<Role, number>;

/** Admins only: a visitor must log in, everyone else is refused. */
const admins = (admin: number): Cell => ({ visitor: 401, buyer: 403, otherSeller: 403, seller: 403, admin });
/** Sellers only; an admin has no seller profile. */
const sellers = (seller: number, otherSeller: number): Cell => ({
  visitor: 401,
  buyer: 403,
  otherSeller,
  seller,
  admin: 403,
});

interface Row {
  cell: Cell;
  /** The body every role sends (JSON), if any. */
  body?: unknown;
}

/** The accesses of the seller and admin areas: every endpoint with one of them has a row. */
const GUARDED_ACCESS = ['seller', 'builder', 'agent', 'admin'] as const satisfies readonly Access[];
type GuardedAccess = (typeof GUARDED_ACCESS)[number];
/** Becoming a seller is open to any account, but it is the way into the seller area: it has a row too. */
const BECOME_SELLER = 'POST /api/sellers' satisfies ApiKey;

type MatrixKey =
  | { [K in ApiKey]: ApiEndpoints[K]['access'] extends GuardedAccess ? K : never }[ApiKey]
  | typeof BECOME_SELLER;
/** Admin endpoints: a row only where an admin's call is not simply answered 200. */
type AdminKey = { [K in ApiKey]: ApiEndpoints[K]['access'] extends 'admin' ? K : never }[ApiKey];

const isGuarded = (access: Access): access is GuardedAccess => (GUARDED_ACCESS as readonly Access[]).includes(access);
const keysOf = (table: object) => Object.keys(table) as ApiKey[];

/** The keys the matrix must have, read from the endpoint table as the type above is. */
const MATRIX_KEYS = keysOf(API_ENDPOINTS).filter(
  (key) => key === BECOME_SELLER || isGuarded(API_ENDPOINTS[key].access),
);

/**
 * Endpoint key → who gets what. Ids in paths are filled from each route's fresh records. Every seller
 * endpoint has a row (what another seller gets depends on the route); an admin endpoint without one is
 * read from the table as answering the admin 200 and refusing everyone else.
 */
const ROWS: Record<Exclude<MatrixKey, AdminKey>, Row> & Partial<Record<AdminKey, Row>> = {
  // Becoming a seller is open to any account: an empty body is refused as such.
  'POST /api/sellers': { cell: { visitor: 401, buyer: 400, otherSeller: 400, seller: 400, admin: 400 }, body: {} },
  'GET /api/sellers/me': { cell: sellers(200, 200) },
  'PATCH /api/sellers/me': { cell: sellers(400, 400), body: {} },
  'POST /api/seller/properties': { cell: sellers(400, 400), body: {} },
  'GET /api/seller/properties': { cell: sellers(200, 200) },
  'GET /api/seller/properties/:id': { cell: sellers(200, 404) },
  'PATCH /api/seller/properties/:id': { cell: sellers(200, 404), body: { description: 'Freshly painted.' } },
  'POST /api/seller/properties/:id/status': { cell: sellers(200, 404), body: { status: 'sold' } },
  'POST /api/seller/properties/:id/confirm': { cell: sellers(200, 404) },
  'DELETE /api/seller/properties/:id': { cell: sellers(200, 404) },
  // Projects are for builders: the agent is refused before any project is looked up.
  'POST /api/seller/projects': { cell: sellers(400, 403), body: {} },
  'GET /api/seller/projects': { cell: sellers(200, 403) },
  'GET /api/seller/projects/:id': { cell: sellers(200, 403) },
  'PATCH /api/seller/projects/:id': { cell: sellers(200, 403), body: { description: 'Phase two is open.' } },
  'DELETE /api/seller/projects/:id': { cell: sellers(200, 403) },
  'POST /api/media': { cell: sellers(400, 400) },
  'GET /api/seller/enquiries': { cell: sellers(200, 200) },
  'PATCH /api/seller/enquiries/:id': { cell: sellers(200, 404), body: { status: 'seen' } },
  'GET /api/seller/plans': { cell: sellers(200, 200) },
  'GET /api/seller/payments': { cell: sellers(200, 200) },
  'POST /api/seller/payments': { cell: sellers(400, 400), body: {} },
  'POST /api/seller/payments/:id/verify': { cell: sellers(400, 400), body: {} },
  'POST /api/seller/payments/:id/reference': { cell: sellers(400, 400), body: {} },
  'GET /api/seller/billing': { cell: sellers(200, 200) },
  // Without a running plan the seller's own active listing cannot be featured; another seller's is not found.
  'POST /api/seller/properties/:id/feature': { cell: sellers(402, 404) },
  // Verification is for agents.
  'POST /api/seller/broker-request': { cell: sellers(403, 400), body: {} },
  'GET /api/seller/broker-request': { cell: sellers(403, 200) },

  'POST /api/admin/properties/:id/reject': { cell: admins(200), body: { reason: 'Photos are blurred' } },
  'POST /api/admin/projects/:id/reject': { cell: admins(200), body: { reason: 'RERA id does not match' } },
  'POST /api/admin/properties/bulk': { cell: admins(400), body: {} },
  'POST /api/admin/projects/bulk': { cell: admins(400), body: {} },
  'POST /api/admin/properties/:id/feature': { cell: admins(400), body: {} },
  // Marking paid records a reference: an empty body keeps the seller's own.
  'POST /api/admin/payments/:id/mark-paid': { cell: admins(200), body: {} },
  'POST /api/admin/properties/:id/unfeature': { cell: admins(409) },
  'POST /api/admin/projects/:id/feature': { cell: admins(400), body: {} },
  'POST /api/admin/projects/:id/unfeature': { cell: admins(409) },
  'POST /api/admin/plans': { cell: admins(400), body: {} },
  'PATCH /api/admin/plans/:id': { cell: admins(200), body: { active: false } },
  'PUT /api/admin/settings/quota': { cell: admins(400), body: {} },
  'POST /api/admin/users/:id/unblock': { cell: admins(409) },
  'POST /api/admin/sellers/:id/type': { cell: admins(200), body: { sellerType: 'Agent' } },
  'POST /api/admin/broker-requests/:id/reject': {
    cell: admins(200),
    body: { reason: 'The RERA number is not listed' },
  },
  // Fresh listings nobody reported: the admin gets past the checks and is told there is nothing open.
  'POST /api/admin/reports/properties/:id': { cell: admins(409), body: { action: 'dismiss' } },
  'POST /api/admin/reports/projects/:id': { cell: admins(409), body: { action: 'dismiss' } },
  'POST /api/admin/reviews/:id/hide': { cell: admins(200), body: { reason: 'Names a neighbour' } },
  // The review is published: showing it again has nothing to do.
  'POST /api/admin/reviews/:id/unhide': { cell: admins(409) },
  // A review nobody reported: the admin gets past the checks and is told there is nothing open.
  'POST /api/admin/review-reports/:id': { cell: admins(409), body: { action: 'dismiss' } },
};

const MATRIX: Record<string, Row> = {
  ...ROWS,
  ...Object.fromEntries(
    MATRIX_KEYS.filter((key) => !(key in ROWS)).map((key): [string, Row] => [key, { cell: admins(200) }]),
  ),
};

/** Not behind a session: Razorpay calls it, and its signature is its authorisation (billing tests). */
const SIGNED_NOT_SESSION = keysOf(API_ENDPOINTS).filter((key) => API_ENDPOINTS[key].access === 'signed');

const PLAN = validPlan({
  name: 'Builder Pro',
  sellerType: 'Builder',
  priceInr: 4999,
  listingCredits: 10,
  featuredCredits: 2,
  projectCredits: 2,
});

const REVIEW = {
  overall: 4,
  connectivity: 4,
  safety: 5,
  schools: 3,
  utilities: 4,
  markets: 5,
  text: 'Quiet lanes, a busy main road and a good vegetable market near the bus stand.',
  tenure: 'Tenant',
  stay: '1-3 years',
  livesThere: true,
};

const GUARDED = /^\/api\/(admin|seller|sellers|media)(\/|$|\.)/;

describeEachDatabase('authorisation matrix of the admin and seller endpoints', (database) => {
  let t: ReturnType<typeof adminTestApp>;
  let people: Record<Exclude<Role, 'visitor'>, Person>;
  let planId: number;

  const ok = <T>(res: { status: number; body: T & { message?: string } }, status: number) => {
    expect(res.status, res.body.message).toBe(status);
    return res.body;
  };

  async function newListing(active: boolean): Promise<number> {
    const made = ok(
      await t.call<{ data: { id: number } }>('POST', '/seller/properties', validFlat(), people.seller.token),
      201,
    );
    if (active)
      ok(await t.call('POST', `/admin/properties/${made.data.id}/approve`, undefined, people.admin.token), 200);
    return made.data.id;
  }

  /** The record a route's `:id` names, made fresh for that route. */
  async function idFor(route: string): Promise<number> {
    const path = route.split(' ')[1] ?? '';
    if (path.startsWith('/api/seller/properties/:id/status') || path.endsWith('/confirm')) return newListing(true);
    if (
      path.startsWith('/api/seller/properties/') ||
      path.startsWith('/api/admin/properties/') ||
      path.startsWith('/api/admin/reports/properties/')
    ) {
      return newListing(path.endsWith('/unfeature') || path.endsWith('/feature'));
    }
    if (
      path.startsWith('/api/seller/projects/') ||
      path.startsWith('/api/admin/projects/') ||
      path.startsWith('/api/admin/reports/projects/')
    ) {
      const made = ok(
        await t.call<{ data: { id: number } }>('POST', '/seller/projects', validProject(), people.seller.token),
        201,
      );
      if (path.endsWith('feature'))
        ok(await t.call('POST', `/admin/projects/${made.data.id}/approve`, undefined, people.admin.token), 200);
      return made.data.id;
    }
    if (path.startsWith('/api/seller/enquiries/')) {
      const propertyId = await newListing(true);
      const body = { propertyId, message: 'Is it still available? I can visit on Sunday.', preferredTime: 'Evening' };
      return ok(await t.call<{ data: { id: number } }>('POST', '/enquiries', body, people.buyer.token), 201).data.id;
    }
    if (path.startsWith('/api/seller/payments/') || path.startsWith('/api/admin/payments/')) {
      const body = { planId, provider: 'manual' };
      const made = ok(
        await t.call<{ data: { payment: { id: number } } }>('POST', '/seller/payments', body, people.seller.token),
        201,
      );
      return made.data.payment.id;
    }
    // A plan of its own, so switching it off leaves the matrix's plan on sale.
    if (path.startsWith('/api/admin/plans/')) {
      return ok(await t.call<{ data: { id: number } }>('POST', '/admin/plans', PLAN, people.admin.token), 201).data.id;
    }
    // A person of their own, so blocking them does not end the matrix's sessions.
    if (path.startsWith('/api/admin/users/')) return (await t.buyer()).user.id;
    if (path.startsWith('/api/admin/sellers/')) return (await t.seller()).user.id;
    if (path.startsWith('/api/admin/broker-requests/')) {
      const agent = await t.seller({ sellerType: 'Agent', companyName: 'Verma Realty' });
      // A picture of its own each time (a random seed repeated one in 256 times: the upload then answered 200).
      const form = formWith(await jpeg(640, 480, ++documentSeed));
      const uploaded = await t.app.request('/api/media', {
        method: 'POST',
        headers: { Authorization: `Bearer ${agent.token}` },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const { data } = (await uploaded.json()) as { data: { hash: string } };
      const request = { experienceYears: 6, reraAgentNumber: 'MP-AG-2024-0187', documents: [data.hash] };
      const made = ok(
        await t.call<{ data: { id: number } }>('POST', '/seller/broker-request', request, agent.token),
        201,
      );
      return made.data.id;
    }
    if (path.startsWith('/api/admin/reviews/') || path.startsWith('/api/admin/review-reports/')) {
      // A review of the listing's locality (validFlat's), by a resident of its own.
      await newListing(true);
      const resident = await t.buyer();
      const made = ok(
        await t.call<{ data: { review: { id: number } } }>(
          'PUT',
          '/me/reviews/bhopal/arera-colony',
          REVIEW,
          resident.token,
        ),
        201,
      );
      return made.data.review.id;
    }
    throw new Error(`no record for ${route}: teach idFor about it`);
  }

  let documentSeed = 0;

  beforeAll(async () => {
    t = adminTestApp(database());
    const [buyer, seller, otherSeller, admin] = await Promise.all([
      t.buyer(),
      t.seller(validProfile({ sellerType: 'Builder', companyName: 'Sagar Builders' })),
      t.seller(validProfile({ sellerType: 'Agent', companyName: 'Verma Realty' })),
      t.admin(),
    ]);
    people = { buyer, seller, otherSeller, admin };
    // Room for every record the matrix makes.
    ok(
      await t.call('PUT', '/admin/settings/quota', { freeListingQuota: 500, freeProjectQuota: 500 }, admin.token),
      200,
    );
    planId = ok(await t.call<{ data: { id: number } }>('POST', '/admin/plans', PLAN, admin.token), 201).data.id;
  });

  it('has a row for every admin and seller endpoint, and no row for an endpoint that is gone', () => {
    const rows = Object.keys(MATRIX);
    expect(
      MATRIX_KEYS.filter((key) => !rows.includes(key)),
      'endpoints of the table without a row',
    ).toEqual([]);
    expect(
      rows.filter((key) => !(MATRIX_KEYS as string[]).includes(key)),
      'rows for endpoints the matrix does not cover',
    ).toEqual([]);
    const routes = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && GUARDED.test(route.path))
        .map((route) => `${route.method} ${route.path}`),
    );
    for (const signed of SIGNED_NOT_SESSION) routes.delete(signed);
    expect(
      [...routes].filter((route) => !(route in MATRIX)),
      'endpoints without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((route) => !routes.has(route)),
      'rows without an endpoint',
    ).toEqual([]);
  });

  for (const [route, { cell, body }] of Object.entries(MATRIX)) {
    it(`${route}: ${ROLES.map((role) => `${role} ${cell[role]}`).join(', ')}`, async () => {
      const [method = 'GET', pattern = ''] = route.split(' ');
      const path = pattern.includes(':id') ? pattern.replace(':id', String(await idFor(route))) : pattern;
      const got: Partial<Cell> = {};
      for (const role of ROLES) {
        const token = role === 'visitor' ? undefined : people[role].token;
        const res = await t.app.request(path, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        got[role] = res.status;
        const text = await res.text();
        expectNoInternals(text);
        // Every refusal is the API's error shape; a success is JSON too, but for the CSV export.
        if (res.status >= 400 || res.headers.get('content-type')?.includes('json')) {
          const answer = JSON.parse(text) as { success: boolean; message?: string };
          expect(answer.success, `${role}: ${text}`).toBe(res.status < 400);
          if (res.status >= 400) expect(typeof answer.message).toBe('string');
        }
      }
      expect(got).toEqual(cell);
    });
  }
});
