/**
 * No query without an index on the hot paths. Seeds the demo marketplace, calls each hot route
 * in-process and captures every statement the real services send to the driver, then plans each one with
 * `enable_seqscan = off`: the planner still picks a sequential scan when no usable index exists, so a
 * `Seq Scan` on a large table here means a missing (or unusable) index. The plan is in the failure message.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoMarketplace } from '../../src/demo/demo-seed';
import { rowsOf } from '../../src/server/db/rows';
import { createSession } from '../../src/server/features/accounts/sessions.service';
import { createAdmin } from '../../src/server/features/admin/admin-accounts.service';
import { createViewCounter, type ViewCounter } from '../../src/server/features/listings/view-counter';
import { createLogger } from '../../src/server/lib/logger';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase, type TestDatabase } from '../helpers/database';

/**
 * Tables that grow with the marketplace. Left out on purpose: tables that stay tiny and are read whole
 * (plans, app settings, the migrations' journal). There is no cities table: the city list is read from the
 * active listings' city index (listedCities), so it is covered by the search paths below.
 */
const LARGE_TABLES = new Set([
  'users',
  'sessions',
  'pending_registrations',
  'password_resets',
  'sellers',
  'broker_requests',
  'properties',
  'property_photos',
  'projects',
  'project_photos',
  'enquiries',
  'media',
  'media_uploads',
  'shortlist_items',
  'recently_viewed',
  'saved_searches',
  'push_subscriptions',
  'payments',
  'subscriptions',
  'admin_audit',
  'contact_messages',
]);

const PROPERTIES = 4000;

interface Statement {
  text: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

type Client = { query(...args: unknown[]): Promise<unknown> };

/** Records every statement sent through the drizzle client while `recording` is on. */
function recorder(database: TestDatabase) {
  const client = (database.db as unknown as { $client: Client }).$client;
  const original = client.query.bind(client);
  let recorded: Statement[] | undefined;
  client.query = (...args: unknown[]) => {
    const [text, params] = args;
    if (recorded) {
      // node-postgres is called with a query config object, PGlite with the text; both with the params.
      const query = typeof text === 'string' ? text : (text as { text?: string } | undefined)?.text;
      if (query) recorded.push({ text: query, params: (params as unknown[] | undefined) ?? [] });
    }
    return original(...args);
  };
  return async (work: () => Promise<unknown>): Promise<Statement[]> => {
    recorded = [];
    try {
      await work();
      return recorded;
    } finally {
      recorded = undefined;
    }
  };
}

/** The JSON plan of a statement with sequential scans discouraged, in a rolled-back transaction. */
async function planOf(database: TestDatabase, statement: Statement): Promise<PlanNode> {
  const explain = `EXPLAIN (FORMAT JSON) ${statement.text}`;
  const client = (database.db as unknown as { $client: unknown }).$client;
  let result: { rows: Record<string, unknown>[] };
  if (database.kind === 'postgres') {
    const pool = client as { connect(): Promise<Client & { release(): void }> };
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      await connection.query('set local enable_seqscan = off');
      result = (await connection.query(explain, statement.params)) as typeof result;
    } finally {
      await connection.query('rollback');
      connection.release();
    }
  } else {
    const pglite = client as { transaction<T>(work: (tx: Client) => Promise<T>): Promise<T> };
    result = await pglite.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      return (await tx.query(explain, statement.params)) as typeof result;
    });
  }
  const cell = Object.values(result.rows[0] ?? {})[0];
  const json = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return json[0]?.Plan as PlanNode;
}

const seqScansIn = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE_TABLES.has(node['Relation Name'])
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap(seqScansIn),
];

/** Statements worth planning: reads, and writes that find their rows by a condition. */
const planned = (s: Statement) => /^\s*(select|with|update|delete)\b/i.test(s.text);

describeEachDatabase('hot-path query plans', (db) => {
  let t: ApiClient;
  let views: ViewCounter;
  let record: ReturnType<typeof recorder>;
  const ids = { property: 0, project: 0, seller: 0, broker: 0, builder: 0 };
  const tokens = { seller: '', admin: '', buyer: '', builder: '' };
  let sellerEmail = '';
  let sellerPhone = '';
  let mediaDir = '';

  beforeAll(async () => {
    const database = db();
    mediaDir = mkdtempSync(join(tmpdir(), 'pc-query-plans-'));
    await seedDemoMarketplace(database, { mediaDir, properties: PROPERTIES, projects: 40, sellers: 300 });
    views = createViewCounter({ database, logger: createLogger({ LOG_LEVEL: 'silent' }) });
    t = apiClient(database, { views });
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query))[0] as T;
    const seller = await one<{ id: number; email: string; phone: string }>(sql`
      select u.id::int as id, u.email, u.phone_number as phone from users u
      join properties p on p.seller_id = u.id group by u.id order by count(*) desc limit 1`);
    ids.seller = seller.id;
    sellerEmail = seller.email;
    sellerPhone = seller.phone;
    ids.broker = (
      await one<{ id: number }>(sql`select user_id::int as id from sellers where seller_type = 'Agent' limit 1`)
    ).id;
    ids.builder = (await one<{ id: number }>(sql`select builder_id::int as id from projects limit 1`)).id;
    ids.property = (
      await one<{ id: number }>(sql`select id::int as id from properties where status = 'active' order by id limit 1`)
    ).id;
    ids.project = (
      await one<{ id: number }>(sql`select id::int as id from projects where status = 'active' limit 1`)
    ).id;
    const session = (userId: number) =>
      createSession(database.db, { userId, ttlDays: 1, now: new Date(), userAgent: undefined, ip: '127.0.0.1' });
    tokens.seller = await session(ids.seller);
    tokens.builder = await session(ids.builder);
    const adminDetails = newPerson();
    const admin = await createAdmin(database.db, adminDetails);
    if (admin.outcome !== 'created') throw new Error('no admin');
    tokens.admin = await session(admin.user.id);
    tokens.buyer = tokens.seller;
    // Something in the buyer's shortlist, recently viewed and saved searches, and pending sign-ups.
    const at = new Date().toISOString();
    const items = [{ kind: 'property', id: ids.property, at }];
    expect((await t.call('POST', '/me/shortlist/sync', { items }, tokens.buyer)).status).toBe(200);
    expect((await t.call('POST', '/me/recently-viewed/sync', { items }, tokens.buyer)).status).toBe(200);
    await t.call('POST', '/me/saved-searches', { query: 'city=Bhopal', label: 'Bhopal' }, tokens.buyer);
    await t.call('POST', '/users/register', newPerson());
    await database.db.execute(sql`analyze`);
    record = recorder(database);
  }, 180_000);

  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  /** Calls the routes of one hot path and asserts none of their statements scans a large table whole. */
  async function expectIndexed(calls: () => Promise<unknown>) {
    const statements = (await record(calls)).filter(planned);
    expect(statements.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const statement of statements) {
      const plan = await planOf(db(), statement);
      const scanned = seqScansIn(plan);
      if (scanned.length) {
        problems.push(
          `Seq Scan on ${scanned.join(', ')} in:\n${statement.text}\nparams: ${JSON.stringify(statement.params)}\nplan: ${JSON.stringify(plan, null, 1)}`,
        );
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  }

  const get = (path: string, token?: string) => async () => {
    const reply = await t.call('GET', path, undefined, token);
    expect(reply.status, `${path}: ${reply.body.message}`).toBe(200);
  };
  const all =
    (...calls: (() => Promise<unknown>)[]) =>
    async () => {
      for (const call of calls) await call();
    };

  it('featured list, with and without a city', () =>
    expectIndexed(all(get('/properties/featured'), get('/properties/featured?city=Bhopal'))));
  it('by-city list', () => expectIndexed(get('/properties/by-city?city=Bhopal')));
  it('search: city only', () => expectIndexed(get('/properties/search?city=Mumbai')));
  it('search: city + type + budget', () =>
    expectIndexed(
      get(
        '/properties/search?city=Bhopal&propertyType=Flat%2FApartment&transactionType=Buy&minPrice=3000000&maxPrice=6000000',
      ),
    ));
  it('search: free text', () =>
    expectIndexed(
      all(
        get('/properties/search?searchQuery=kolar%20rd%20bhopal'),
        get('/properties/search?searchQuery=andheri%20wst'),
      ),
    ));
  it('search: newest, all India', () => expectIndexed(get('/properties/search?sort=newest')));
  it('search: deep page sorted by price', () =>
    expectIndexed(get('/properties/search?city=Mumbai&page=5&sort=price_asc')));
  it('search: BHK across India, verified sellers, a type in a city newest first, deep pages', () =>
    expectIndexed(
      all(
        get('/properties/search?bedrooms=3'),
        get('/properties/search?city=Mumbai&verified=true'),
        get('/properties/search?city=Bangalore&propertyType=Flat%2FApartment&bedrooms=2&sort=newest'),
        get('/properties/search?page=50&sort=newest'),
        get('/properties/search?city=Mumbai&page=50'),
      ),
    ));
  it('compare', () => expectIndexed(get(`/compare?ids=${ids.property}`)));
  it('search: locality, with LIKE characters taken literally', () =>
    expectIndexed(
      all(
        get('/properties/search?locality=Arera%20Colony'),
        get('/properties/search?locality=50%25_off%5C'),
        get('/properties/search?city=Bhopal&locality=%25'),
      ),
    ));
  it('property detail, its photos and similar listings, and the batched view count', () =>
    expectIndexed(
      all(get(`/properties/${ids.property}`), get(`/properties/${ids.property}/similar`), () => views.flush()),
    ));
  it('landing pages: a city, a type and deal, a locality', () =>
    expectIndexed(
      all(get('/landing/bhopal'), get('/landing/mumbai/flats-for-rent'), get('/landing/bhopal/arera-colony')),
    ));
  it('broker profile', () => expectIndexed(get(`/brokers/${ids.broker}`)));
  it('location suggest', () =>
    expectIndexed(all(get('/locations/suggest?q=kol'), get('/locations/suggest?q=aro&city=Bhopal'))));
  it("seller's own listings and inbox", () =>
    expectIndexed(all(get('/seller/properties', tokens.seller), get('/seller/enquiries', tokens.seller))));
  it("builder's own projects", () => expectIndexed(get('/seller/projects', tokens.builder)));
  it('admin moderation queue (pending)', () =>
    expectIndexed(
      all(get('/admin/properties?status=pending', tokens.admin), get('/admin/projects?status=pending', tokens.admin)),
    ));
  it('admin listings, all statuses, newest first', () =>
    expectIndexed(all(get('/admin/properties', tokens.admin), get('/admin/projects', tokens.admin))));
  // Filtering on the flags over every listing reads every listing by its nature (a full scan is the right
  // plan there); what must not happen is a scan per row or per median group, which this catches.
  it('admin listings flagged', () =>
    expectIndexed(
      all(
        get('/admin/properties?flagged=true', tokens.admin),
        get('/admin/properties?flagged=true&city=Bhopal', tokens.admin),
      ),
    ));
  it('admin people lists', () =>
    expectIndexed(
      all(
        get('/admin/users', tokens.admin),
        get('/admin/sellers', tokens.admin),
        get(`/admin/users/${ids.seller}`, tokens.admin),
      ),
    ));
  it('project list and detail', () =>
    expectIndexed(all(get('/projects'), get('/projects?city=Bhopal'), get(`/projects/${ids.project}`))));
  it('shortlist and recently viewed', () =>
    expectIndexed(all(get('/me/shortlist', tokens.buyer), get('/me/recently-viewed', tokens.buyer))));
  it('saved searches and their new counts', () =>
    expectIndexed(
      all(get('/me/saved-searches', tokens.buyer), async () => {
        const since = new Date(Date.now() - 86_400_000).toISOString();
        const reply = await t.call('POST', '/saved-searches/new-counts', {
          searches: [
            { query: 'city=Bhopal', since },
            { query: 'searchQuery=2 bhk flat in indore', since },
          ],
        });
        expect(reply.status).toBe(200);
      }),
    ));
  it('login by e-mail, session look-up, OTP and reset look-ups by phone', () =>
    expectIndexed(async () => {
      await t.call('POST', '/users/login', { email: sellerEmail.toUpperCase(), password: 'not the password' });
      await get('/users/me', tokens.seller)();
      await t.call('POST', '/users/register/verify-otp', { phoneNumber: '9000000001', otp: '000000' });
      await t.call('POST', '/users/password/forgot', { phoneNumber: sellerPhone });
    }));
});
