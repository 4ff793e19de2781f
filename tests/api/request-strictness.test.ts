/**
 * The OpenAPI document is no looser than the server: requests drawn from the request schemas as served at
 * /api/openapi.json (not the zod schemas behind them) are not refused as invalid. A client generated from
 * the document, or an integrator reading it, can only send what the server takes; a 400 here means the
 * document leaves out a rule the server checks.
 *
 * Each operation that takes a query or a JSON body gets a few requests drawn with a fixed seed, each
 * merged over the operation's own example (its path parameters, and the fields the draw leaves out), sent
 * with a session of the role it needs. A 400 counts against the document unless it is a listed exception:
 * a rule between fields, which JSON Schema cannot say and the operation's description says in words (the
 * draw keeps the example's values of those fields), or a refusal that turns on what is stored or on the
 * clock (a wrong password, a photo never uploaded). Refusals from the state of the data (401 to 429: no
 * such record, already done, no credit) are no mismatch and are printed only.
 *
 * The example's ids name no record on the fresh database, so a route's own checks after it finds the
 * record are out of reach here; every schema check comes first (endpoint-routes.ts) and is covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { API_DOC_PATHS, API_ENDPOINTS } from '../../src/shared/endpoints/api-endpoints';
import type { Access, EndpointSpec } from '../../src/shared/endpoints/endpoint';
import { validProfile } from '../fixtures/seller-listings';
import { newPerson } from '../helpers/api-client';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { printFigures } from '../helpers/print-figures';
import { type Schema, sampler, seededRandom, seedOf } from '../helpers/schema-sampler';
import { sellerTestApp } from '../helpers/seller-api';

/** STRICTNESS_SEED draws other requests, for a look beyond the fixed ones. */
const SEED = Number(process.env.STRICTNESS_SEED ?? 20261128);
const REQUESTS_PER_OPERATION = 5;

/**
 * Rules between fields, which JSON Schema cannot state: the operation's description says each in words
 * (`described` is a phrase of it), and the draw keeps the example's values of those fields (leaving out
 * what the example leaves out), as a caller who reads the description would.
 */
const CROSS_FIELD: readonly { operation: string; fields: string[]; described: string }[] = [
  {
    operation: 'GET /api/properties/search',
    fields: ['minPrice', 'maxPrice', 'minArea', 'maxArea', 'bbox'],
    described: 'not above',
  },
  // A box's four numbers are in an order (west below east, south below north): kept as the example has them.
  {
    operation: 'GET /api/properties/map',
    fields: ['minPrice', 'maxPrice', 'minArea', 'maxArea', 'bbox'],
    described: 'west below east',
  },
  {
    operation: 'GET /api/properties/near',
    fields: ['minPrice', 'maxPrice', 'minArea', 'maxArea', 'bbox'],
    described: 'west below east',
  },
  { operation: 'POST /api/enquiries', fields: ['propertyId', 'projectId'], described: 'Exactly one of' },
  { operation: 'GET /api/seller/enquiries', fields: ['propertyId', 'projectId'], described: 'not both' },
  { operation: 'POST /api/sellers', fields: ['sellerType', 'companyName'], described: 'companyName' },
  { operation: 'POST /api/properties/:id/report', fields: ['reason', 'details'], described: 'required when `reason`' },
  { operation: 'POST /api/projects/:id/report', fields: ['reason', 'details'], described: 'required when `reason`' },
  { operation: 'POST /api/admin/properties/bulk', fields: ['action', 'reason'], described: 'required when `action`' },
  { operation: 'POST /api/admin/projects/bulk', fields: ['action', 'reason'], described: 'required when `action`' },
  { operation: 'GET /api/admin/properties', fields: ['from', 'to'], described: 'not after' },
  { operation: 'GET /api/admin/projects', fields: ['from', 'to'], described: 'not after' },
  { operation: 'GET /api/admin/payments', fields: ['from', 'to'], described: 'not after' },
  { operation: 'GET /api/admin/payments.csv', fields: ['from', 'to'], described: 'not after' },
  {
    operation: 'POST /api/seller/properties',
    fields: [
      'propertyType',
      'transactionType',
      'price',
      'deposit',
      'area',
      'carpetArea',
      'parking',
      'parkingSpaces',
      'tenantPreferences',
      'petsAllowed',
      'availableFrom',
      'bedrooms',
      'bathrooms',
      'balconies',
      'furnishing',
      'floor',
      'totalFloors',
      'ageYears',
      'possession',
      'possessionDate',
      'reraId',
      'location.state',
      'location.city',
    ],
    described: 'depend on `propertyType`',
  },
  {
    operation: 'POST /api/seller/projects',
    fields: [
      'totalUnits',
      'availableUnits',
      'launchDate',
      'completionDate',
      'unitConfigurations',
      'reraId',
      'location.state',
      'location.city',
    ],
    described: 'at most `totalUnits`',
  },
];

/**
 * Refusals that turn on what is stored or on the clock, not on the form of the request: like a 404, no
 * schema can rule them out, and they are listed, not counted.
 */
const STATE_BOUND: readonly { operation: string; message: RegExp; reason: string }[] = [
  {
    operation: 'POST /api/users/register/resend-otp',
    message: /Registration session expired/,
    reason: 'the resendToken must be a pending sign-up’s',
  },
  {
    operation: 'POST /api/users/register/verify-otp',
    message: /Registration session expired/,
    reason: 'the number must have a pending sign-up',
  },
  {
    operation: 'POST /api/users/password/reset',
    message: /No password reset is pending/,
    reason: 'the number must have asked for a reset',
  },
  {
    operation: 'POST /api/users/login/otp/verify',
    message: /No login OTP is pending/,
    reason: 'the number must have asked for a login code',
  },
  {
    operation: 'POST /api/users/change-password',
    message: /Current password is incorrect/,
    reason: 'the account’s own password',
  },
  { operation: 'POST /api/me/delete', message: /password is incorrect/, reason: 'the account’s own password' },
  ...[
    'POST /api/seller/broker-request',
    'POST /api/seller/properties',
    'POST /api/seller/projects',
    'PATCH /api/sellers/me',
  ].map((operation) => ({
    operation,
    message: /is not a photo you uploaded/,
    reason: 'a photo hash must name a photo the seller uploaded',
  })),
  {
    operation: 'PATCH /api/sellers/me',
    message: /Company name is required for agents and builders/,
    reason: 'an agent’s or builder’s company name cannot be cleared: the stored type decides',
  },
  {
    operation: 'POST /api/admin/properties/:id/feature',
    message: /until must be (in the future|at most)/,
    reason: 'until is held to the server’s clock',
  },
  {
    operation: 'POST /api/admin/projects/:id/feature',
    message: /until must be (in the future|at most)/,
    reason: 'until is held to the server’s clock',
  },
];

interface Operation {
  key: string;
  method: string;
  path: string;
  access: Access;
  example: NonNullable<EndpointSpec['example']>;
  query: { name: string; required: boolean; schema: Schema }[];
  body?: Schema;
}

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
};

/** The operations of the document that take a query or a JSON body, with their entries' examples. */
function operationsOf(document: Document): Operation[] {
  return Object.entries(API_ENDPOINTS as Record<string, EndpointSpec>).flatMap(([key, spec]) => {
    const [method, path] = key.split(' ') as [string, string];
    const op = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    if (!op) throw new Error(`${key} is not in the document`);
    const query = (op.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema }));
    const body = op.requestBody?.content['application/json']?.schema;
    if (query.length === 0 && !body) return [];
    return [{ key, method, path, access: spec.access, example: spec.example ?? {}, query, body }];
  });
}

interface Sent {
  operation: string;
  status: number;
  message: string;
  field: string;
  request: unknown;
}

/** The field a refusal names: the request's field that its message starts with, or mentions. */
function fieldOf(message: string, names: string[]): string {
  const named = names.filter((name) => new RegExp(`\\b${name.replace(/[.[\]]/g, '\\$&')}\\b`).test(message));
  return named.sort((a, b) => message.indexOf(a) - message.indexOf(b))[0] ?? message.split(' ')[0] ?? '';
}

function fieldNames(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [
    name,
    ...(Array.isArray(inner) ? inner.flatMap((item) => fieldNames(item, `${prefix}${name}.`)) : fieldNames(inner)),
  ]);
}

let database: TestDatabase;
let t: ReturnType<typeof sellerTestApp>;
let tokens: Record<Access, string | undefined>;
let document: Document;

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  t = sellerTestApp(database);
  const buyer = await t.buyer();
  const builder = await t.seller(validProfile({ sellerType: 'Builder', companyName: 'Sagar Builders' }));
  const agent = await t.seller(validProfile({ sellerType: 'Agent', companyName: 'Verma Realty' }));
  const adminDetails = newPerson();
  const made = await createAdmin(database.db, adminDetails);
  if (made.outcome !== 'created') throw new Error(`expected a new admin, got ${made.outcome}`);
  const admin = await t.logIn(adminDetails);
  tokens = {
    public: undefined,
    signed: undefined,
    optional: buyer.token,
    user: buyer.token,
    seller: builder.token,
    builder: builder.token,
    agent: agent.token,
    admin,
  };
  document = (await (await t.app.request(API_DOC_PATHS.document)).json()) as Document;
});
afterAll(() => database.destroy());

/** `value` with the field at `path` ('location.city') as `from` has it, or left out where `from` has none. */
function pinned(value: Record<string, unknown>, from: unknown, path: string[]): void {
  const [name, ...rest] = path as [string, ...string[]];
  const given = from && typeof from === 'object' ? (from as Record<string, unknown>)[name] : undefined;
  if (rest.length > 0 && value[name] && typeof value[name] === 'object') {
    pinned(value[name] as Record<string, unknown>, given, rest);
  } else if (given === undefined) delete value[name];
  else value[name] = structuredClone(given);
}

/** One request drawn for `op`: the example, with what the draw gives in place of its fields. */
function drawRequest(op: Operation, draw: ReturnType<typeof sampler>['draw'], random: () => number) {
  const pins = CROSS_FIELD.find((rule) => rule.operation === op.key)?.fields ?? [];
  const query: Record<string, string> = { ...op.example.query };
  for (const parameter of op.query) {
    if (!parameter.required && random() < 0.4) continue;
    const value = draw(parameter.schema, op.example.query?.[parameter.name]);
    query[parameter.name] = String(value);
  }
  const example = op.example.body;
  const drawn = op.body ? draw(op.body, example) : undefined;
  const body =
    drawn && typeof drawn === 'object' && !Array.isArray(drawn) && example && typeof example === 'object'
      ? { ...(example as object), ...drawn }
      : drawn;
  for (const pin of pins) {
    const path = pin.split('.');
    if (body && typeof body === 'object' && op.body) pinned(body as Record<string, unknown>, example, path);
    else pinned(query, op.example.query, path);
  }
  return { query, body };
}

async function send(op: Operation, query: Record<string, string>, body: unknown) {
  const path = op.path.replace(/:(\w+)/g, (_, name: string) => op.example.params?.[name] ?? '');
  const search = new URLSearchParams(query).toString();
  const token = tokens[op.access];
  const res = await t.app.request(`${path}${search ? `?${search}` : ''}`, {
    method: op.method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let message = '';
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message ?? '');
  } catch {
    // A CSV or another answer that is not JSON: success, with nothing to name.
  }
  return { status: res.status, message };
}

describe('requests the OpenAPI document allows', () => {
  it('are not refused as invalid by the server, but for the listed exceptions', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(40);
    const sent: Sent[] = [];
    for (const op of operations) {
      const random = seededRandom(seedOf(SEED, op.key));
      const { draw } = sampler(random);
      for (let n = 0; n < REQUESTS_PER_OPERATION; n += 1) {
        const { query, body } = drawRequest(op, draw, random);
        const { status, message } = await send(op, query, body);
        const names = [...Object.keys(query), ...fieldNames(body)];
        sent.push({ operation: op.key, status, message, field: fieldOf(message, names), request: { query, body } });
      }
    }

    const isException = (s: Sent) => STATE_BOUND.some((e) => e.operation === s.operation && e.message.test(s.message));
    const invalid = sent.filter((s) => s.status === 400);
    const refused = invalid.filter((s) => !isException(s));
    const excepted = invalid.filter(isException);
    const byState = sent.filter((s) => s.status > 400 && s.status < 500);
    const line = (s: Sent) => `  ${s.status} ${s.operation} [${s.field}] ${s.message}`;
    printFigures(
      [
        `[request strictness] seed ${SEED}: ${operations.length} operations, ${sent.length} requests, ` +
          `${refused.length} refused as invalid (400), ${excepted.length} refused by what is stored or the clock (listed), ` +
          `${byState.length} refused by the state of the data (401-429)`,
        ...(refused.length ? ['refused (400):', ...refused.map((s) => `${line(s)} ${JSON.stringify(s.request)}`)] : []),
        ...(excepted.length ? ['refused by what is stored or the clock (400, listed):', ...excepted.map(line)] : []),
        ...(byState.length ? ['refused by the state of the data (not counted):', ...byState.map(line)] : []),
      ].join('\n'),
    );
    const detail = (s: Sent) => `${line(s)} ${JSON.stringify(s.request)}`;
    expect(sent.filter((s) => s.status >= 500).map(detail), 'server errors').toEqual([]);
    expect(refused.map(line)).toEqual([]);
  }, 120_000);

  it('takes the example’s values only for rules between fields that the operation describes in words', () => {
    const specs = API_ENDPOINTS as Record<string, EndpointSpec>;
    for (const rule of CROSS_FIELD) {
      expect(specs[rule.operation]?.description ?? '', rule.operation).toContain(rule.described);
    }
    printFigures(
      [
        '[request strictness] rules between fields (described, the example’s values kept):',
        ...CROSS_FIELD.map((rule) => `  ${rule.operation}: ${rule.fields.join(', ')}`),
        '[request strictness] refusals by what is stored or by the clock (listed, not counted):',
        ...STATE_BOUND.map((e) => `  ${e.operation}: ${e.reason}`),
      ].join('\n'),
    );
  });
});
