/**
 * The fuzz's endpoint table (tests/helpers/fuzz-endpoints.ts) covers every route the app mounts, read
 * from Hono's own `app.routes`: an endpoint added without a row fails here, and so does a row whose
 * endpoint is gone; the fuzz files' groups together cover the whole table. And the fuzz's checks fail on
 * what they must catch: a 5xx, leaked internals, a wrong shape, a success owed a refusal, changed data.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';
import type { FuzzCase } from '../helpers/fuzz-cases';
import { ENDPOINTS, endpointKey, FUZZ_FILES } from '../helpers/fuzz-endpoints';
import { bodyText, checkAnswer, snapshotQuery } from '../helpers/fuzz-harness';

describeEachDatabase('API fuzz: the endpoint table and the checks', (database) => {
  it('has a row for every route the app mounts, and none for a route that is gone', () => {
    const app = createTestApp(database());
    const mounted = new Set(app.routes.filter((route) => route.method !== 'ALL').map(endpointKey));
    const table = ENDPOINTS.map(endpointKey);
    expect(mounted.size).toBeGreaterThan(90);
    expect(
      [...mounted].filter((route) => !table.includes(route)),
      'routes the fuzz does not cover',
    ).toEqual([]);
    expect(
      table.filter((route) => !mounted.has(route)),
      'rows without a route',
    ).toEqual([]);
    expect(new Set(table).size, 'a route listed twice').toBe(table.length);
  });

  it('runs every row in one of the fuzz files, with a valid example for each path parameter', () => {
    const fuzzed: readonly string[] = Object.values(FUZZ_FILES).flat();
    expect(ENDPOINTS.filter((e) => !fuzzed.includes(e.group)).map(endpointKey)).toEqual([]);
    // Without a valid example the fuzz would never get past the first check of a handler.
    const incomplete = ENDPOINTS.filter((e) => e.path.includes(':') && !e.params).map(endpointKey);
    expect(incomplete, 'path parameters without a valid example').toEqual([]);
  });

  const endpoint = ENDPOINTS.find((e) => endpointKey(e) === 'POST /api/contact');
  const kase = (refuse?: string): FuzzCase => ({
    identity: 'anonymous',
    params: {},
    query: '',
    bodyKind: 'valid',
    headers: {},
    refuse,
  });
  const answer = (status: number, body: unknown, type = 'application/json') =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': type } });
  const check = async (res: Response, refuse?: string) => {
    if (!endpoint) throw new Error('no contact endpoint in the table');
    checkAnswer(endpoint, kase(refuse), res, await bodyText(res));
  };

  it('the checks accept a proper refusal and a proper success', async () => {
    await check(answer(400, { success: false, message: 'message must be at least 10 characters' }), 'body malformed');
    await check(answer(201, { success: true, message: 'Sent' }));
  });

  it('the checks fail on a 5xx, a leaked stack or SQL, a wrong shape, or a success owed a refusal', async () => {
    await expect(check(answer(500, { success: false, message: 'Something went wrong' }))).rejects.toThrow();
    await expect(
      check(
        answer(400, { success: false, message: 'TypeError: x is undefined\n    at parse (/work/main/src/a.ts:3:9)' }),
      ),
    ).rejects.toThrow();
    await expect(
      check(answer(409, { success: false, message: 'duplicate key value violates unique constraint "users_email"' })),
    ).rejects.toThrow();
    await expect(check(answer(400, { error: 'bad' }))).rejects.toThrow();
    await expect(check(answer(400, { success: false, message: ' ' }))).rejects.toThrow();
    await expect(check(answer(400, 'Bad Request', 'text/plain'))).rejects.toThrow();
    await expect(check(answer(201, { success: true, message: 'Sent' }), 'no session')).rejects.toThrow();
  });

  it('the data snapshot sees a new row', async () => {
    const query = await snapshotQuery(database());
    const read = async () =>
      JSON.stringify(((await database().db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows);
    const before = await read();
    expect(await read()).toBe(before);
    await database().db.execute(
      sql`insert into contact_messages (name, email, topic, message) values ('A', 'a@example.test', 'Other', 'Hello there')`,
    );
    expect(await read()).not.toBe(before);
  });
});
