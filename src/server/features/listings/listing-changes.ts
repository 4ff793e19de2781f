/**
 * What a change to one listing or project touches in the public cache (public-scope.ts): its own detail,
 * its city's answers (before and after the change, should it move), and the answers that may show any
 * listing. A change to one that the public saw neither before nor after (a draft, a listing in review, a
 * rejected one edited) touches nothing public.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import type { Database } from '../../db/client';
import { cityTag, GENERAL, listingTag, projectTag } from '../../lib/public-scope';
import { projects } from '../projects/projects.schema';
import { properties } from './listings.schema';

export type ChangedKind = 'property' | 'project';

export interface Seen {
  city: string;
  shown: boolean;
}

async function seen(db: Database, kind: ChangedKind, id: number): Promise<Seen | undefined> {
  const table = kind === 'property' ? properties : projects;
  const [row] = await db.select({ city: table.city, status: table.status }).from(table).where(eq(table.id, id));
  return row && { city: row.city, shown: row.status === 'active' };
}

/** The tags a change from `before` to `after` touched; empty when the public saw it at neither end. */
function touched(kind: ChangedKind, id: number, before: Seen | undefined, after: Seen | undefined): string[] {
  if (before && after && !before.shown && !after.shown) return [];
  const cities = [before, after].flatMap((state) => (state ? [cityTag(state.city)] : []));
  return [kind === 'property' ? listingTag(id) : projectTag(id), ...new Set(cities), GENERAL];
}

/** Drops what a change already made to listing `id` touched (its state before is given). */
export async function dropListingAnswers(
  c: Context<AppEnv>,
  kind: ChangedKind,
  id: number,
  before: Seen | undefined,
): Promise<void> {
  const tags = touched(kind, id, before, await seen(c.var.deps.database.db, kind, id));
  if (tags.length > 0) await c.var.deps.publicCache?.invalidate(tags);
}

const ID_IN_PATH: Record<ChangedKind, RegExp> = {
  property: /\/properties\/(\d{1,15})(?:\/|$)/,
  project: /\/projects\/(\d{1,15})(?:\/|$)/,
};

/** A new listing's id, from the answer that created it (`{ data: { id } }`). */
async function createdId(response: Response): Promise<number | undefined> {
  if (response.status !== 201) return undefined;
  try {
    const body = (await response.clone().json()) as { data?: { id?: unknown } };
    return typeof body.data?.id === 'number' ? body.data.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On the routes that change listings of `kind`: once a change is made (not refused), the public answers it
 * touched are dropped, before the caller hears it is done. A path naming no listing (a new one is read
 * from its answer) that names none either may have changed any: everything is dropped.
 */
export const dropsListingAnswers = (kind: ChangedKind) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const { db } = c.var.deps.database;
    const named = ID_IN_PATH[kind].exec(c.req.path)?.[1];
    // A listing created here did not exist before: the public did not see it.
    const before = named ? await seen(db, kind, Number(named)) : { city: '', shown: false };
    await next();
    const { status } = c.res;
    if (status >= 400 && status < 500) return;
    const id = named ? Number(named) : await createdId(c.res);
    if (id === undefined) return c.var.deps.publicCache?.invalidate();
    await dropListingAnswers(c, kind, id, before);
  });
