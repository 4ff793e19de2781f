/**
 * What the public may see, written once: a listing or project is public when it is active and its
 * owner's account is active. A blocked (or deleted) seller's listings and projects vanish from every
 * public read (search, featured, by city, detail, similar, location suggestions, insights, broker pages,
 * projects, shortlists, page meta, saved-search counts) and come back on unblocking, without touching
 * the rows themselves. Owners and admins reading their own or any listing add their own conditions.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { projects } from '../projects/projects.schema';
import { properties } from './listings.schema';

/**
 * The account `userId` is active. An anti-join on the users primary key (few accounts are blocked), so
 * the listing indexes still drive every query.
 */
const accountIsActive = (userId: AnyPgColumn): SQL =>
  sql`not exists (select 1 from users u where u.id = ${userId} and u.status <> 'active')`;

/** The seller of the listing is not blocked (or deleted). */
export const sellerIsActive = accountIsActive(properties.sellerId);

/** The builder of the project is not blocked (or deleted). */
export const builderIsActive = accountIsActive(projects.builderId);

/** A listing anyone may see. */
export const publicListing = and(eq(properties.status, 'active'), sellerIsActive) as SQL;

/** A project anyone may see. */
export const publicProject = and(eq(projects.status, 'active'), builderIsActive) as SQL;
