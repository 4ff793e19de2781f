/**
 * Bodies must say they are JSON. A page on another site can make its visitors' browsers POST `text/plain`,
 * a form or a blob to us without asking ("simple" requests), never `application/json`: so every endpoint
 * that takes a body answers 415 to anything else, and nothing happens (no SMS, no message, no login).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../src/shared/messages';
import { type ApiClient, apiClient, newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { ENDPOINTS, endpointKey } from '../helpers/fuzz-endpoints';

type Rows = { rows: Record<string, unknown>[] };

/** What a cross-site form or script can send without a CORS preflight, and near misses of JSON. */
const NOT_JSON = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/jsonp',
  'text/json',
];

describeEachDatabase('JSON bodies only', (database) => {
  const post = (t: ApiClient, path: string, body: unknown, contentType?: string) =>
    t.app.request(`/api${path}`, {
      method: 'POST',
      headers: contentType === undefined ? {} : { 'Content-Type': contentType },
      // Bytes, so that no content type is added for the body: the header is exactly the one given.
      body: new TextEncoder().encode(JSON.stringify(body)),
    });

  async function expectRefused(res: Response) {
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      success: false,
      code: 'unsupported_media_type',
      message: APP_MESSAGES.jsonRequired,
    });
  }

  it.each(NOT_JSON)('refuses sign-up, login and the contact form sent as %s, and does nothing', async (type) => {
    const t = apiClient(database());
    const person = newPerson();
    await expectRefused(await post(t, '/users/register', person, type));
    expect(t.sms.sent).toEqual([]);

    const member = newPerson();
    await t.signUp(member);
    await expectRefused(await post(t, '/users/login', { email: member.email, password: member.password }, type));
    // In the tables: a refused post must leave nothing behind, not even a session or message no answer shows
    // (the one session is the sign-up's own).
    const { rows } = (await database().db.execute(
      sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${member.email}`,
    )) as unknown as Rows;
    expect(rows).toEqual([{ n: 1 }]);

    const email = `cross.site.${Date.now().toString(36)}@example.test`;
    await expectRefused(
      await post(t, '/contact', { name: 'Ravi Kumar', email, message: 'A message sent from another site.' }, type),
    );
    const stored = (await database().db.execute(
      sql`select count(*)::int as n from contact_messages where email = ${email}`,
    )) as unknown as Rows;
    expect(stored.rows).toEqual([{ n: 0 }]);
  });

  it('refuses a body without any content type (a blob sent by another site)', async () => {
    const t = apiClient(database());
    await expectRefused(await post(t, '/users/register', newPerson()));
    expect(t.sms.sent).toEqual([]);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'accepts %s',
    async (type) => {
      const t = apiClient(database());
      const res = await post(t, '/users/register', newPerson(), type);
      expect(res.status).toBe(200);
      expect(t.sms.sent).toHaveLength(1);
    },
  );

  it('still accepts a request with no body and no content type (logging out)', async () => {
    const t = apiClient(database());
    const person = newPerson();
    await t.signUp(person);
    const token = await t.logIn(person);
    const res = await t.app.request('/api/users/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  describe('on every endpoint that takes a body', () => {
    // The photo upload is a form and Razorpay's webhook is signed raw bytes: both have their own checks.
    const exempt = new Set(['POST /api/media', 'POST /api/billing/razorpay/webhook']);
    const changing = ENDPOINTS.filter((e) => e.method !== 'GET' && !exempt.has(endpointKey(e)));

    it('answers 415 to text/plain before anything else (sessions and rate limits included)', async () => {
      const t = apiClient(database());
      expect(changing.length).toBeGreaterThan(30);
      for (const endpoint of changing) {
        const path = endpoint.path.replace(/:\w+/g, '1');
        const res = await t.app.request(path, {
          method: endpoint.method,
          headers: { 'Content-Type': 'text/plain' },
          body: '{}',
        });
        expect(res.status, endpointKey(endpoint)).toBe(415);
        expect(await res.json()).toEqual({
          success: false,
          code: 'unsupported_media_type',
          message: APP_MESSAGES.jsonRequired,
        });
      }
    });
  });
});
