/** Helpers for the shortlist / recently viewed API tests: people, listings and the calls of the contract. */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { SavedListing, SavedListingKind } from '../../src/shared/shortlist/saved-listings-contract';
import { insertProject, insertProperty, insertSeller, type PropertyInput } from '../fixtures/listings';
import { apiClient, newPerson } from './api-client';

export type Saved = { data: SavedListing[] };

export function shortlistTestApp(database: DatabaseHandle) {
  const t = apiClient(database);
  const db = database.db;

  /** A fresh person who is logged in. */
  async function person() {
    const details = newPerson();
    const user = await t.signUp(details);
    return { user, token: await t.logIn(details) };
  }

  let seller: PropertyInput['seller'] | undefined;
  async function property(overrides: Omit<PropertyInput, 'seller'> = {}) {
    seller ??= await insertSeller(db, { sellerType: 'Builder' });
    return insertProperty(db, { seller, ...overrides });
  }
  async function project(overrides: Parameters<typeof insertProject>[2] = {}) {
    seller ??= await insertSeller(db, { sellerType: 'Builder' });
    return insertProject(db, seller, overrides);
  }

  /** What the account holds, newest first, straight from the table (public or not). */
  async function stored(table: 'shortlist_items' | 'recently_viewed', userId: number) {
    const at = table === 'shortlist_items' ? sql`added_at` : sql`viewed_at`;
    const result = await db.execute(
      sql`select kind, listing_id::int as id from ${sql.identifier(table)} where user_id = ${userId}
          order by ${at} desc, listing_id desc`,
    );
    return (result as unknown as { rows: { kind: SavedListingKind; id: number }[] }).rows;
  }

  const list = (token?: string) => t.call<Saved>('GET', '/me/shortlist', undefined, token);
  const put = (token: string | undefined, kind: string, id: number | string) =>
    t.call<{ data: SavedListing }>('PUT', `/me/shortlist/${kind}/${id}`, undefined, token);
  const del = (token: string | undefined, kind: string, id: number | string) =>
    t.call('DELETE', `/me/shortlist/${kind}/${id}`, undefined, token);
  const sync = (token: string | undefined, body: unknown) => t.call<Saved>('POST', '/me/shortlist/sync', body, token);
  const recent = (token?: string) => t.call<Saved>('GET', '/me/recently-viewed', undefined, token);
  const syncRecent = (token: string | undefined, body: unknown) =>
    t.call<Saved>('POST', '/me/recently-viewed/sync', body, token);

  return { t, db, person, property, project, stored, list, put, del, sync, recent, syncRecent };
}

/** An ISO time `minutesAgo` minutes before now. */
export const ago = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/** The `kind:id` keys of a list, in order. */
export const keys = (items: { kind: string; id: number }[]) => items.map((i) => `${i.kind}:${i.id}`);
