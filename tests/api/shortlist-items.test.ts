import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { SAVED_LISTING_LIMITS, SAVED_LISTING_MESSAGES } from '../../src/shared/shortlist/saved-listings-contract';
import { insertSeller } from '../fixtures/listings';
import { describeEachDatabase } from '../helpers/database';
import { keys, shortlistTestApp } from '../helpers/shortlist-api';

describeEachDatabase('shortlist items', (database) => {
  let s: ReturnType<typeof shortlistTestApp>;
  const ids = { flat: 0, villa: 0, project: 0, pending: 0, pendingProject: 0 };

  beforeAll(async () => {
    s = shortlistTestApp(database());
    ids.flat = await s.property({ title: 'Sunny flat near the lake' });
    ids.villa = await s.property({ title: 'Villa with a garden' });
    ids.project = await s.project({ name: 'Lakeview Towers' });
    ids.pending = await s.property({ status: 'pending', publishedAt: null });
    ids.pendingProject = await s.project({ status: 'pending' });
  });

  it('adds, lists newest first with the cards, and removes', async () => {
    const { token } = await s.person();
    expect((await s.list(token)).body).toEqual({ success: true, data: [] });

    const added = await s.put(token, 'property', ids.flat);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      kind: 'property',
      id: ids.flat,
      card: { title: 'Sunny flat near the lake' },
    });
    s.t.advance(1000);
    await s.put(token, 'project', ids.project);

    const listed = await s.list(token);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(keys(listed.body.data)).toEqual([`project:${ids.project}`, `property:${ids.flat}`]);
    expect(listed.body.data[0]).toMatchObject({ card: { name: 'Lakeview Towers', builder: { verified: false } } });
    expect(listed.body.data[1]?.at).toBe(added.body.data.at);

    const removed = await s.del(token, 'property', ids.flat);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    expect(keys((await s.list(token)).body.data)).toEqual([`project:${ids.project}`]);
  });

  it('PUT and DELETE are idempotent: a replay changes nothing', async () => {
    const { token } = await s.person();
    const first = await s.put(token, 'property', ids.villa);
    s.t.advance(5000);
    const again = await s.put(token, 'property', ids.villa);
    expect(again.status).toBe(200);
    expect(again.body.data.at).toBe(first.body.data.at);
    expect((await s.list(token)).body.data).toHaveLength(1);

    expect((await s.del(token, 'property', ids.villa)).status).toBe(200);
    expect((await s.del(token, 'property', ids.villa)).status).toBe(200);
    expect((await s.del(token, 'project', 987_654)).status).toBe(200);
    expect((await s.list(token)).body.data).toEqual([]);
  });

  it('keeps each person’s shortlist to themselves', async () => {
    const a = await s.person();
    const b = await s.person();
    await s.put(a.token, 'property', ids.flat);
    await s.put(b.token, 'property', ids.villa);
    await s.del(b.token, 'property', ids.flat);
    expect(keys((await s.list(a.token)).body.data)).toEqual([`property:${ids.flat}`]);
    expect(keys((await s.list(b.token)).body.data)).toEqual([`property:${ids.villa}`]);
  });

  it('will not add a listing that is not public, and hides one that stops being public', async () => {
    const { user, token } = await s.person();
    for (const [kind, id] of [
      ['property', ids.pending],
      ['project', ids.pendingProject],
      ['property', 2_000_000_000],
    ] as const) {
      const res = await s.put(token, kind, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'not_found', message: SAVED_LISTING_MESSAGES.notAvailable });
    }

    const later = await s.property({ title: 'Soon sold' });
    const blockedSeller = await insertSeller(database().db, { sellerType: 'Builder' });
    const blockedOnes = await s.property({ title: 'Seller will be blocked' });
    await database().db.execute(sql`update properties set seller_id = ${blockedSeller.id} where id = ${blockedOnes}`);
    await s.put(token, 'property', later);
    await s.put(token, 'property', blockedOnes);
    await s.put(token, 'property', ids.flat);
    await database().db.execute(sql`update properties set status = 'sold' where id = ${later}`);
    await database().db.execute(sql`update users set status = 'blocked' where id = ${blockedSeller.id}`);

    expect(keys((await s.list(token)).body.data)).toEqual([`property:${ids.flat}`]);
    // Still stored: they come back if the listing does.
    expect(await s.stored('shortlist_items', user.id)).toHaveLength(3);
    await database().db.execute(sql`update properties set status = 'active' where id = ${later}`);
    expect((await s.list(token)).body.data).toHaveLength(2);
  });

  it('refuses to add beyond the limit, with the contract’s message', async () => {
    const { user, token } = await s.person();
    const values = Array.from(
      { length: SAVED_LISTING_LIMITS.shortlistMax },
      (_, i) => sql`(${user.id}, 'property', ${1_000_000 + i})`,
    );
    await database().db.execute(
      sql`insert into shortlist_items (user_id, kind, listing_id) values ${sql.join(values, sql`, `)}`,
    );
    const res = await s.put(token, 'property', ids.flat);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: 'conflict', message: SAVED_LISTING_MESSAGES.full });
    // Removing one makes room.
    await s.del(token, 'property', 1_000_000);
    expect((await s.put(token, 'property', ids.flat)).status).toBe(200);
  });

  it('answers 401 without a live session, on every endpoint', async () => {
    const calls = [
      () => s.list(),
      () => s.list('not-a-real-token'),
      () => s.put(undefined, 'property', ids.flat),
      () => s.del(undefined, 'property', ids.flat),
      () => s.sync(undefined, { items: [] }),
      () => s.recent(),
      () => s.syncRecent(undefined, { items: [] }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, code: 'unauthorised', message: ACCOUNT_MESSAGES.loginRequired });
    }
  });

  it('answers 400 with the contract’s words for a bad kind or id in the path', async () => {
    const { token } = await s.person();
    const bad = [
      ['flat', '1', SAVED_LISTING_MESSAGES.badKind],
      ['PROPERTY', '1', SAVED_LISTING_MESSAGES.badKind],
      ['%E2%9C%93', '1', SAVED_LISTING_MESSAGES.badKind],
      ['property', '-1', SAVED_LISTING_MESSAGES.badId],
      ['property', '0', SAVED_LISTING_MESSAGES.badId],
      ['property', '1.5', SAVED_LISTING_MESSAGES.badId],
      ['property', '1e3', SAVED_LISTING_MESSAGES.badId],
      ['property', '01', SAVED_LISTING_MESSAGES.badId],
      ['project', '99999999999999999999', SAVED_LISTING_MESSAGES.badId],
      ['project', '2147483648', SAVED_LISTING_MESSAGES.badId],
      ['project', '%F0%9F%8F%A0', SAVED_LISTING_MESSAGES.badId],
    ] as const;
    for (const [kind, id, message] of bad) {
      for (const call of [s.put, s.del]) {
        const res = await call(token, kind, id);
        expect(res.status, `${kind}/${id}`).toBe(400);
        expect(res.body).toEqual({ success: false, code: 'validation_failed', message });
      }
    }
  });
});
