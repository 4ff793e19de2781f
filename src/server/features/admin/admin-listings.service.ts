/** The admin tables' pages: the query's rows and total with the page asked for (contract in admin-listings-contract.ts). */
import type { AdminListingsPage, AdminListingsQuery } from '../../../shared/admin/admin-listings-contract';
import type { ModerationKind } from '../../../shared/admin/moderation-contract';
import type { Database } from '../../db/client';
import { adminListings } from './admin-listings.query';

export async function adminListingsPage(
  db: Database,
  kind: ModerationKind,
  query: AdminListingsQuery,
): Promise<AdminListingsPage> {
  const { data, total } = await adminListings(db, kind, query);
  return { success: true, data, total, page: query.page, pageSize: query.pageSize };
}
