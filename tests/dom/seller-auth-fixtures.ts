/** Seller accounts for the seller login, sign-up and profile DOM tests. */
import type { AccountUser } from '../../src/shared/accounts/account-types';
import type { SellerMe } from '../../src/shared/sellers/seller-constants';
import { accountUser, storeSession } from '../fixtures/accounts';

export const sellerUser = (overrides: Partial<AccountUser> = {}): AccountUser =>
  accountUser({ isSeller: true, sellerType: 'Agent', ...overrides });

export const storeSeller = (overrides: Partial<AccountUser> = {}) => storeSession(sellerUser(overrides));

export const sellerMe = (overrides: Partial<SellerMe> = {}): SellerMe => ({
  userId: 7,
  sellerType: 'Agent',
  companyName: 'Verma Realty',
  address: '12 MP Nagar',
  city: 'Bhopal',
  state: 'Madhya Pradesh',
  about: null,
  experienceYears: 5,
  reraAgentNumber: null,
  photo: null,
  photoUrls: null,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  counts: {
    listings: { pending: 0, active: 1, rejected: 0, sold: 0, rented: 0, deleted: 0 },
    live: 1,
    quota: 5,
    quotaLeft: 4,
    enquiries: { new: 0, total: 0 },
    views: 0,
    enquiriesByMonth: [],
  },
  ...overrides,
});

export const loginAnswer = (user: AccountUser) => ({
  status: 200,
  body: { success: true, message: 'Login successful', data: { token: 'tok-1', user } },
});
