/**
 * People in the admin area: accounts and sellers, blocking and seller types.
 *
 *   GET  /api/admin/users?q&status&page            → AdminPage<AdminUserRow> (everyone, newest first)
 *   GET  /api/admin/sellers?q&sellerType&page      → AdminPage<AdminSellerRow> (sellers, newest first)
 *   GET  /api/admin/users/:id                      → { data: AdminUserDetail }
 *   POST /api/admin/users/:id/block | /unblock     → { message, data: AdminUserDetail }
 *   POST /api/admin/sellers/:id/type { sellerType } → { message, data: AdminUserDetail }
 *
 * Blocking sets the account's status to `blocked`, revokes all its sessions and hides its listings and
 * projects from every public read; unblocking brings them back. Nobody can block themselves or an admin.
 * Changing a seller's type changes `postedBy` of all their listings with it. 401 without a session, 403
 * for anyone but an admin; every action writes an audit entry in the same transaction.
 */
import { z } from 'zod';
import { SELLER_TYPES, type SellerType } from '../listings/vocabulary';
import { searchText } from '../plain-text';
import { oneOf } from '../sellers/seller-fields';

export const ADMIN_PEOPLE_PAGE_SIZE = 20;
/** Pages beyond this are refused: a search narrows better than paging that far. */
export const ADMIN_PEOPLE_MAX_PAGE = 500;
export const ADMIN_SEARCH_MAX = 100;

export const ACCOUNT_STATUSES = ['active', 'blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ADMIN_PEOPLE_MESSAGES = {
  userNotFound: 'User not found',
  sellerNotFound: 'Seller not found',
  blocked: 'The account is blocked: its sessions are signed out and its listings are hidden.',
  unblocked: 'The account is active again and its listings are visible.',
  alreadyBlocked: 'This account is already blocked.',
  notBlocked: 'This account is not blocked.',
  cannotBlockSelf: 'You cannot block your own account.',
  cannotBlockAdmin: 'An administrator cannot be blocked.',
  typeChanged: (type: SellerType) => `The seller is now ${type === 'Individual' ? 'an owner' : `a ${type}`}.`,
  sameType: 'The seller already has this type.',
  pageRange: `page must be a whole number from 1 to ${ADMIN_PEOPLE_MAX_PAGE}`,
  searchLength: `q must be at most ${ADMIN_SEARCH_MAX} characters`,
} as const;

const M = ADMIN_PEOPLE_MESSAGES;

const page = z.coerce
  .number({ error: M.pageRange })
  .int(M.pageRange)
  .min(1, M.pageRange)
  .max(ADMIN_PEOPLE_MAX_PAGE, M.pageRange)
  .default(1);
const q = z.string().overwrite(searchText).trim().max(ADMIN_SEARCH_MAX, M.searchLength).optional();

export const adminUsersQuerySchema = z.object({
  q,
  status: oneOf('status', ACCOUNT_STATUSES).optional(),
  page,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminSellersQuerySchema = z.object({
  q,
  sellerType: oneOf('sellerType', SELLER_TYPES).optional(),
  page,
});
export type AdminSellersQuery = z.output<typeof adminSellersQuerySchema>;

export const sellerTypeChangeSchema = z.object({ sellerType: oneOf('sellerType', SELLER_TYPES) });

export interface AdminUserRow {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  role: 'user' | 'admin';
  status: 'active' | 'blocked' | 'deleted';
  sellerType: SellerType | null;
  createdAt: string;
}

export interface AdminSellerRow extends AdminUserRow {
  sellerType: SellerType;
  companyName: string | null;
  city: string | null;
  verified: boolean;
  /** Listings that are not deleted, and of those the live ones. */
  listings: number;
  activeListings: number;
}

export interface AdminUserDetail extends AdminUserRow {
  seller: {
    sellerType: SellerType;
    companyName: string | null;
    address: string | null;
    city: string | null;
    state: string | null;
    verified: boolean;
    verifiedAt: string | null;
    reraAgentNumber: string | null;
    experienceYears: number | null;
  } | null;
  counts: {
    listings: number;
    activeListings: number;
    projects: number;
    enquiriesSent: number;
    liveSessions: number;
  };
}

export interface AdminPage<T> {
  success: true;
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminUserResponse {
  success: true;
  message?: string;
  data: AdminUserDetail;
}
