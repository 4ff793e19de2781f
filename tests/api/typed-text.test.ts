/**
 * Every field a person types, as the fuzz's endpoint table lists them (`typed` in
 * tests/helpers/fuzz-endpoints.ts), through the real API on each database: a zero-width space, a
 * right-to-left override and twelve zero-width spaces are each refused with the field's own message and
 * change nothing; Devanagari with a zero-width joiner and an emoji family are accepted and stored exactly.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { blankTextMessage, directionTextMessage } from '../../src/shared/plain-text';
import { INVISIBLE_ONLY, JOINED_TEXT } from '../fixtures/typed-text';
import { describeEachDatabase, type TestDatabase } from '../helpers/database';
import { stepsOf, withValueAt } from '../helpers/fuzz-cases';
import { type Actor, defaultActor, ENDPOINTS, type Endpoint, endpointKey } from '../helpers/fuzz-endpoints';
import { databaseSnapshot } from '../helpers/fuzz-harness';
import { buildWorld, type World } from '../helpers/fuzz-world';

const TYPED = ENDPOINTS.filter((endpoint) => endpoint.typed);

/** Text that shows nothing (zero-width spaces) or turns what follows around (a right-to-left override). */
const REFUSED: [string, string, (field: string) => string][] = [
  ['a zero-width space', INVISIBLE_ONLY.zeroWidthSpace, blankTextMessage],
  ['a right-to-left override', '\u202eniamda', directionTextMessage],
  ['twelve zero-width spaces', INVISIBLE_ONLY.twelveZeroWidthSpaces, blankTextMessage],
];

/** Who sends the accepted texts when the table's actor cannot (the buyer has already asked about that listing). */
const ACCEPTING_ACTOR: Record<string, Actor> = { 'POST /api/enquiries': 'spare' };

/** Accepted, but the example's own record refuses the action for another reason (the text was valid). */
const ACCEPTED_AS: Record<string, number> = {
  // The agent already has a pending request in the world: 409 comes after the body is validated.
  'POST /api/seller/broker-request': 409,
  // Nobody reported the world's listings: 409 "already dealt with" comes after the body is validated.
  'POST /api/admin/reports/properties/:id': 409,
  'POST /api/admin/reports/projects/:id': 409,
  'POST /api/admin/review-reports/:id': 409,
  // The world has no published review: 404 comes after the body is validated (review-reports.test.ts stores one).
  'POST /api/reviews/:id/report': 404,
};

/** Words added to the joined text where a field asks for more than a few words (a review's 30 characters). */
const LONGER_TEXT: Record<string, string> = {
  'PUT /api/me/reviews/:city/:locality': ' Quiet lanes, water twice a day and good schools nearby.',
};

/** Accepted with nothing stored: the bulk rejects listings the single reject already rejected. */
const NOT_STORED = new Set(['POST /api/admin/properties/bulk', 'POST /api/admin/projects/bulk']);

describeEachDatabase('typed text: direction-changing and invisible-only text in every typed field', (database) => {
  let world: World;
  let snapshot: () => Promise<string>;

  beforeAll(async () => {
    world = await buildWorld(database());
    snapshot = await databaseSnapshot(database());
  });

  const actorOf = defaultActor;

  const send = (endpoint: Endpoint, body: unknown, actor = actorOf(endpoint)) => {
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => endpoint.params?.(world)[name] ?? '');
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (endpoint.auth !== 'none') headers.set('Authorization', `Bearer ${world.people[actor].token}`);
    return world.t.app.request(path, { method: endpoint.method, headers, body: JSON.stringify(body) });
  };

  it('the table lists typed fields for every kind of form', () => {
    expect(TYPED.length).toBeGreaterThanOrEqual(19);
    expect(TYPED.flatMap((e) => Object.keys(e.typed ?? {})).length).toBeGreaterThanOrEqual(55);
  });

  it('searches drop direction-changing characters and read invisible-only text as no filter', async () => {
    const total = async (query: string) => {
      const res = await world.t.app.request(`/api/properties/search?${query}`);
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { total: number }).total;
    };
    const q = encodeURIComponent;
    const inLocality = await total('locality=Arera%20Colony');
    expect(inLocality).toBeGreaterThan(0);
    expect(await total(`locality=${q('\u202eArera Colony\u202c')}`)).toBe(inLocality);
    expect(await total(`city=${q('\u2066Bhopal\u2069')}&locality=${q('Arera\u200e Colony')}`)).toBe(inLocality);
    expect(await total(`locality=${q(INVISIBLE_ONLY.twelveZeroWidthSpaces)}`)).toBe(await total(''));
    const suggest = async (text: string) => {
      const res = await world.t.app.request(`/api/locations/suggest?q=${q(text)}`);
      expect(res.status, text).toBe(200);
      return JSON.stringify(await res.json());
    };
    expect(await suggest('\u202eAre\u202c')).toBe(await suggest('Are'));
  });

  for (const endpoint of TYPED) {
    const key = endpointKey(endpoint);
    const fields = Object.entries(endpoint.typed ?? {});

    it(`${key}: ${fields.map(([, name]) => name).join(', ')} refuse invisible-only and direction-changing text`, async () => {
      const before = await snapshot();
      for (const [path, field] of fields) {
        for (const [what, text, message] of REFUSED) {
          const body = withValueAt(endpoint.body?.(world), stepsOf(path), text);
          const res = await send(endpoint, body);
          const answer = (await res.json()) as { success: boolean; message: string };
          expect({ status: res.status, ...answer }, `${key} ${path} with ${what}`).toEqual({
            status: 400,
            success: false,
            code: 'validation_failed',
            message: message(field),
          });
        }
      }
      expect(await snapshot(), `${key} changed data while refusing`).toBe(before);
    });

    it(`${key}: Devanagari with a zero-width joiner and an emoji family are accepted and stored exactly`, async () => {
      const tag = [...key].reduce((sum, ch) => sum + ch.charCodeAt(0), 0).toString(36);
      let body: unknown = endpoint.body?.(world);
      const texts = fields.map(([path], i) => {
        const text = `${i % 2 ? JOINED_TEXT.emojiFamily : JOINED_TEXT.devanagariWithJoiner} ${JOINED_TEXT.malayalam} x${tag}${'abcdefghij'[i]}${LONGER_TEXT[key] ?? ''}`;
        body = withValueAt(body, stepsOf(path), text);
        return text;
      });
      const res = await send(endpoint, body, ACCEPTING_ACTOR[key]);
      const answer = (await res.json()) as { message?: string };
      const expected = ACCEPTED_AS[key];
      if (expected) expect(res.status, answer.message).toBe(expected);
      else expect(res.status, `${key}: ${answer.message}`).toBeLessThan(300);
      if (expected || NOT_STORED.has(key)) return;
      const everything = await everythingStored(database());
      for (const text of texts) expect(everything, `${key} stored ${JSON.stringify(text)}`).toContain(text);
    });
  }
});

/** Every row of every table as text (enough to find a stored value, whatever its table and column). */
async function everythingStored(database: TestDatabase): Promise<string> {
  type Rows<T> = { rows: T[] };
  const tables = (
    (await database.db.execute(
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as Rows<{ name: string }>
  ).rows.map((row) => row.name);
  const parts: string[] = [];
  for (const table of tables) {
    const result = (await database.db.execute(
      sql.raw(`select coalesce(string_agg(t::text, '|'), '') as text from "${table.replaceAll('"', '""')}" t`),
    )) as unknown as Rows<{ text: string }>;
    parts.push(result.rows[0]?.text ?? '');
  }
  return parts.join('\n');
}
