/**
 * Injection in what people search for: free text in every query string that takes it (search,
 * suggestions, insights, the admin's lists) and in saved searches, on each database. A NUL (which
 * PostgreSQL cannot hold) is a 400, never a database error; script, HTML and SQL fragments are read as
 * text to look for; nothing changes. And an agent's broker request message, the last free text field.
 */
import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../src/shared/messages';
import { oneLineTextMessage, plainTextMessage } from '../../src/shared/plain-text';
import { describeEachDatabase } from '../helpers/database';
import { ALL_IN_ONE, CONTROLS, HOSTILE, injectionWorld } from '../helpers/injection-api';
import { formWith, jpeg, upload } from '../helpers/media-api';

describeEachDatabase('injection: query strings and saved searches', (database) => {
  const w = injectionWorld(database);
  const { snapshot, expectBystanderUntouched } = w;

  describe('query strings and saved searches', () => {
    /** Every read that takes free text in its query string, with the admin's session (public ones ignore it). */
    const READS = [
      '/properties/search?searchQuery=',
      '/properties/search?locality=',
      '/properties/search?city=',
      '/properties/by-city?city=',
      '/properties/featured?city=',
      '/projects?city=',
      '/locations/suggest?q=',
      '/insights/localities?city=',
      '/insights/price-trends?city=',
      '/admin/users?q=',
      '/admin/sellers?q=',
      '/admin/properties?q=',
      '/admin/properties?city=',
      '/admin/projects?q=',
    ];

    it('a NUL in any query string is a 400, never a database error', async () => {
      for (const read of READS) {
        const res = await w.t.call('GET', `${read}Arera%00Colony`, undefined, w.admin.token);
        expect({ read, status: res.status, message: res.body.message }).toEqual({
          read,
          status: 400,
          message: APP_MESSAGES.badRequest,
        });
      }
    });

    it.each(Object.entries(HOSTILE))('%s text in every query string is read as text', async (_, text) => {
      const before = await snapshot();
      for (const read of READS) {
        const res = await w.t.call('GET', `${read}${encodeURIComponent(text.slice(0, 60))}`, undefined, w.admin.token);
        // A search for it (200) or a refusal naming the parameter (400): never a 5xx, never SQL run.
        expect([200, 400], `${read} answered ${res.status}: ${res.body.message}`).toContain(res.status);
        expect(res.body.success).toBe(res.status === 200);
      }
      expect(await snapshot()).toBe(before);
      await expectBystanderUntouched();
    });

    it('saved searches refuse control characters; their counts read SQL as words and a NUL as a refused search', async () => {
      const label = await w.t.call(
        'POST',
        '/me/saved-searches',
        { query: 'city=Bhopal', label: `Flats${CONTROLS.nul}` },
        w.buyer.token,
      );
      expect({ status: label.status, message: label.body.message }).toEqual({
        status: 400,
        message: oneLineTextMessage('label'),
      });
      const query = await w.t.call(
        'POST',
        '/me/saved-searches',
        { query: 'city=Bho\u0000pal', label: 'Flats' },
        w.buyer.token,
      );
      expect({ status: query.status, message: query.body.message }).toEqual({
        status: 400,
        message: oneLineTextMessage('query'),
      });
      const saved = await w.t.call<{ data: { label: string; query: string } }>(
        'POST',
        '/me/saved-searches',
        { query: `city=Bhopal&searchQuery=${encodeURIComponent(HOSTILE.sql)}`, label: HOSTILE.script },
        w.buyer.token,
      );
      expect(saved.status, saved.body.message).toBe(201);
      expect(saved.body.data.label).toBe(HOSTILE.script);
      const since = new Date(Date.now() - 86_400_000).toISOString();
      const counts = await w.t.call<{ data: number[] }>('POST', '/saved-searches/new-counts', {
        searches: [
          { query: `city=Bho${encodeURIComponent(CONTROLS.nul)}pal`, since },
          { query: `searchQuery=${encodeURIComponent(HOSTILE.sql)}`, since },
        ],
      });
      expect(counts.status, counts.body.message).toBe(200);
      // The NUL query is a search the parser refuses (0); the SQL is words to look for, counted like any.
      expect(counts.body.data).toEqual([0, expect.any(Number)]);
      await expectBystanderUntouched();
    });

    it("an agent's broker request message refuses control characters and keeps markup as text", async () => {
      const agent = await w.t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
      const photo = await upload(w.t.app, agent.token, formWith(await jpeg(320, 240, 7)));
      expect(photo.status, photo.body.message).toBe(201);
      const request = (message: string) =>
        w.t.call(
          'POST',
          '/seller/broker-request',
          { experienceYears: 4, reraAgentNumber: 'AG-MP-1234', documents: [photo.body.data.hash], message },
          agent.token,
        );
      const refused = await request(`Please verify${CONTROLS.nul} me`);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: plainTextMessage('message'),
      });
      const sent = await request(ALL_IN_ONE);
      expect(sent.status, sent.body.message).toBe(201);
      const mine = await w.t.call<{ data: { message: string } }>(
        'GET',
        '/seller/broker-request',
        undefined,
        agent.token,
      );
      expect(mine.body.data.message).toBe(ALL_IN_ONE);
    });
  });
});
