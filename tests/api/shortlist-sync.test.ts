import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { SAVED_LISTING_LIMITS, SAVED_LISTING_MESSAGES } from '../../src/shared/shortlist/saved-listings-contract';
import { describeEachDatabase } from '../helpers/database';
import { ago, keys, shortlistTestApp } from '../helpers/shortlist-api';

describeEachDatabase('shortlist and recently viewed sync', (database) => {
  let s: ReturnType<typeof shortlistTestApp>;
  const p = [0, 0, 0, 0, 0, 0] as [number, number, number, number, number, number];
  let project = 0;
  let hidden = 0;

  beforeAll(async () => {
    s = shortlistTestApp(database());
    for (const i of p.keys()) p[i] = await s.property({ title: `Home number ${'abcdef'[i]}` });
    project = await s.project();
    hidden = await s.property({ status: 'pending', publishedAt: null });
  });

  describe('shortlist', () => {
    it('merges the browser’s items with the account’s, minus removed, newest first', async () => {
      const { token } = await s.person();
      await s.sync(token, { items: [{ kind: 'property', id: p[0], at: ago(50) }] });
      await s.put(token, 'property', p[1]);

      const res = await s.sync(token, {
        items: [
          { kind: 'property', id: p[2], at: ago(10) },
          { kind: 'project', id: project, at: ago(30) },
          { kind: 'property', id: p[3], at: ago(20) },
        ],
        removed: [{ kind: 'property', id: p[0] }],
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(keys(res.body.data)).toEqual([
        `property:${p[1]}`,
        `property:${p[2]}`,
        `property:${p[3]}`,
        `project:${project}`,
      ]);
      expect(res.body.data[3]).toMatchObject({ kind: 'project', card: { id: project, name: 'Skyline Residency' } });
      expect(keys((await s.list(token)).body.data)).toEqual(keys(res.body.data));
    });

    it('an empty sync answers what the account holds (a new phone picks it up)', async () => {
      const { token } = await s.person();
      await s.put(token, 'property', p[4]);
      const res = await s.sync(token, { items: [] });
      expect(keys(res.body.data)).toEqual([`property:${p[4]}`]);
    });

    it('a replayed sync gives the same answer and stores nothing twice', async () => {
      const { user, token } = await s.person();
      const body = {
        items: [
          { kind: 'property', id: p[0], at: ago(3) },
          { kind: 'property', id: p[1], at: ago(2) },
        ],
        removed: [{ kind: 'property', id: p[2] }],
      };
      const first = await s.sync(token, body);
      const second = await s.sync(token, body);
      expect(second.body).toEqual(first.body);
      expect(await s.stored('shortlist_items', user.id)).toHaveLength(2);
    });

    it('duplicates keep the newest time; a listing both added and removed is removed', async () => {
      const { token } = await s.person();
      const res = await s.sync(token, {
        items: [
          { kind: 'property', id: p[0], at: ago(40) },
          { kind: 'property', id: p[1], at: ago(20) },
          { kind: 'property', id: p[0], at: ago(10) },
          { kind: 'property', id: p[2], at: ago(5) },
        ],
        removed: [
          { kind: 'property', id: p[2] },
          { kind: 'property', id: p[2] },
        ],
      });
      expect(res.status).toBe(200);
      expect(keys(res.body.data)).toEqual([`property:${p[0]}`, `property:${p[1]}`]);
    });

    it('a time in the future is taken as now', async () => {
      const { token } = await s.person();
      const res = await s.sync(token, {
        items: [
          { kind: 'property', id: p[0], at: '2999-01-01T00:00:00Z' },
          { kind: 'property', id: p[1], at: ago(1) },
        ],
      });
      expect(Date.parse(res.body.data[0]?.at ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('leaves out listings that are not public, but keeps them stored', async () => {
      const { user, token } = await s.person();
      const res = await s.sync(token, {
        items: [
          { kind: 'property', id: hidden, at: ago(1) },
          { kind: 'property', id: 1_999_999_999, at: ago(2) },
          { kind: 'project', id: 1_999_999_998, at: ago(3) },
          { kind: 'property', id: p[0], at: ago(4) },
        ],
      });
      expect(keys(res.body.data)).toEqual([`property:${p[0]}`]);
      expect(await s.stored('shortlist_items', user.id)).toHaveLength(4);
    });

    it('keeps at most the limit, dropping the oldest', async () => {
      const { user, token } = await s.person();
      const max = SAVED_LISTING_LIMITS.shortlistMax;
      const old = Array.from({ length: max }, (_, i) => ({ kind: 'property', id: 1_500_000 + i, at: ago(1000 + i) }));
      expect((await s.sync(token, { items: old })).status).toBe(200);
      const res = await s.sync(token, {
        items: [
          { kind: 'property', id: p[0], at: ago(1) },
          { kind: 'property', id: p[1], at: ago(2) },
        ],
      });
      expect(keys(res.body.data)).toEqual([`property:${p[0]}`, `property:${p[1]}`]);
      const stored = await s.stored('shortlist_items', user.id);
      expect(stored).toHaveLength(max);
      // The two oldest (largest minutes-ago) went.
      expect(stored.map((r) => r.id)).not.toContain(1_500_000 + max - 1);
      expect(stored.map((r) => r.id)).not.toContain(1_500_000 + max - 2);
      expect(stored.map((r) => r.id)).toContain(1_500_000);
    });

    it('concurrent syncs of one account all succeed and end with the union', async () => {
      const { token } = await s.person();
      const bodies = p.map((id, i) => ({
        items: [
          { kind: 'property', id, at: ago(10 + i) },
          { kind: 'property', id: p[(i + 1) % p.length] ?? 0, at: ago(20 + i) },
          { kind: 'project', id: project, at: ago(30) },
        ],
      }));
      const answers = await Promise.all([...bodies, ...bodies].map((body) => s.sync(token, body)));
      for (const res of answers) expect(res.status).toBe(200);
      const listed = (await s.list(token)).body.data;
      expect(keys(listed)).toEqual([...p.map((id) => `property:${id}`), `project:${project}`]);
    });

    it('keeps each person’s syncs to themselves', async () => {
      const a = await s.person();
      const b = await s.person();
      await s.sync(a.token, { items: [{ kind: 'property', id: p[0], at: ago(1) }] });
      await s.sync(b.token, {
        items: [{ kind: 'property', id: p[1], at: ago(1) }],
        removed: [{ kind: 'property', id: p[0] }],
      });
      expect(keys((await s.list(a.token)).body.data)).toEqual([`property:${p[0]}`]);
      expect(keys((await s.list(b.token)).body.data)).toEqual([`property:${p[1]}`]);
    });
  });

  describe('bad sync bodies', () => {
    const at = ago(1);
    const tooMany = Array.from({ length: SAVED_LISTING_LIMITS.syncMaxItems + 1 }, (_, i) => ({
      kind: 'property',
      id: i + 1,
      at,
    }));
    const cases: [string, unknown, string][] = [
      ['not JSON', '{items:', ACCOUNT_MESSAGES.bodyMustBeJson],
      ['an array', '[]', ACCOUNT_MESSAGES.bodyMustBeJson],
      ['a string', '"items"', ACCOUNT_MESSAGES.bodyMustBeJson],
      ['no items', {}, 'items must be a list'],
      ['items not a list', { items: 'all' }, 'items must be a list'],
      ['removed not a list', { items: [], removed: {} }, 'removed must be a list'],
      ['a bad kind', { items: [{ kind: 'villa', id: 1, at }] }, SAVED_LISTING_MESSAGES.badKind],
      ['unicode junk kind', { items: [{ kind: 'ｐｒｏｐｅｒｔｙ\u0000', id: 1, at }] }, SAVED_LISTING_MESSAGES.badKind],
      ['a negative id', { items: [{ kind: 'property', id: -4, at }] }, SAVED_LISTING_MESSAGES.badId],
      ['a zero id', { items: [], removed: [{ kind: 'project', id: 0 }] }, SAVED_LISTING_MESSAGES.badId],
      ['a fractional id', { items: [{ kind: 'property', id: 1.5, at }] }, SAVED_LISTING_MESSAGES.badId],
      ['a string id', { items: [{ kind: 'property', id: '7', at }] }, SAVED_LISTING_MESSAGES.badId],
      ['a huge id', { items: [{ kind: 'property', id: 2 ** 53, at }] }, SAVED_LISTING_MESSAGES.badId],
      ['a bad time', { items: [{ kind: 'property', id: 1, at: 'yesterday 🏠' }] }, 'at must be an ISO date-time'],
      ['no time', { items: [{ kind: 'property', id: 1 }] }, 'at must be an ISO date-time'],
      ['too many items', { items: tooMany }, SAVED_LISTING_MESSAGES.tooMany],
      ['too many removed', { items: [], removed: tooMany }, SAVED_LISTING_MESSAGES.tooMany],
    ];
    it.each(cases)('400 for %s, and nothing changes', async (_name, body, message) => {
      const { user, token } = await s.person();
      await s.put(token, 'property', p[5]);
      for (const call of [s.sync, s.syncRecent]) {
        // Recently viewed has no `removed` (and ignores one).
        if (call === s.syncRecent && typeof body === 'object' && body !== null && 'removed' in body) continue;
        const res = await call(token, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      }
      expect(await s.stored('shortlist_items', user.id)).toHaveLength(1);
    });
  });

  describe('recently viewed', () => {
    it('merges, newest first, a listing viewed again moves up, and other people are apart', async () => {
      const a = await s.person();
      const b = await s.person();
      expect((await s.recent(a.token)).body).toEqual({ success: true, data: [] });
      await s.syncRecent(a.token, {
        items: [
          { kind: 'property', id: p[0], at: ago(30) },
          { kind: 'property', id: p[1], at: ago(20) },
        ],
      });
      const res = await s.syncRecent(a.token, {
        items: [
          { kind: 'property', id: p[0], at: ago(5) },
          { kind: 'project', id: project, at: ago(25) },
          { kind: 'property', id: hidden, at: ago(1) },
        ],
      });
      expect(res.status).toBe(200);
      expect(keys(res.body.data)).toEqual([`property:${p[0]}`, `property:${p[1]}`, `project:${project}`]);
      expect(keys((await s.recent(a.token)).body.data)).toEqual(keys(res.body.data));
      expect((await s.recent(b.token)).body.data).toEqual([]);
      // A replay answers the same.
      expect(
        (
          await s.syncRecent(a.token, {
            items: [
              { kind: 'property', id: p[0], at: ago(5) },
              { kind: 'project', id: project, at: ago(25) },
            ],
          })
        ).body.data.map((i) => i.id),
      ).toEqual(res.body.data.map((i) => i.id));
    });

    it('keeps only the newest recentlyViewedMax', async () => {
      const { user, token } = await s.person();
      const max = SAVED_LISTING_LIMITS.recentlyViewedMax;
      const many = Array.from({ length: max + 10 }, (_, i) => ({
        kind: 'property',
        id: 1_700_000 + i,
        at: ago(100 + i),
      }));
      await s.syncRecent(token, { items: many });
      const res = await s.syncRecent(token, { items: [{ kind: 'property', id: p[2], at: ago(1) }] });
      expect(keys(res.body.data)).toEqual([`property:${p[2]}`]);
      const stored = await s.stored('recently_viewed', user.id);
      expect(stored).toHaveLength(max);
      expect(stored[0]?.id).toBe(p[2]);
      expect(stored.at(-1)?.id).toBe(1_700_000 + max - 2);
    });

    it('concurrent syncs all succeed', async () => {
      const { token } = await s.person();
      const answers = await Promise.all(
        p.map((id, i) => s.syncRecent(token, { items: [{ kind: 'property', id, at: ago(10 - i) }] })),
      );
      for (const res of answers) expect(res.status).toBe(200);
      expect(keys((await s.recent(token)).body.data)).toEqual([...p].reverse().map((id) => `property:${id}`));
    });
  });
});
