/** Helpers for the seller API tests: people who can log in, and people who are sellers. */
import { expect } from 'vitest';
import type { CreateAppOptions } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { AccountUser } from '../../src/shared/accounts/account-types';
import type { SellerProfileInput } from '../../src/shared/sellers/seller-profile-contract';
import { validProfile } from '../fixtures/seller-listings';
import { ageAccount } from './account-age';
import { apiClient, newPerson } from './api-client';

export interface Person {
  user: AccountUser;
  token: string;
}

/** `options` as for apiClient, e.g. `{ media }` for a photo store of the test's own. */
export function sellerTestApp(database: DatabaseHandle, options: Partial<CreateAppOptions> = {}) {
  const t = apiClient(database, options);

  /** A fresh account that can log in (a buyer). */
  async function buyer(): Promise<Person> {
    const details = newPerson();
    const user = await t.signUp(details);
    return { user, token: await t.logIn(details) };
  }

  /** A buyer whose account is a day old: their reports of sold or fake help hold a listing. */
  async function reporter(): Promise<Person> {
    const person = await buyer();
    await ageAccount(database, person.user.id);
    return person;
  }

  /** A fresh account made a seller through the API. */
  async function seller(profile: Partial<SellerProfileInput> = {}): Promise<Person> {
    const person = await buyer();
    const res = await t.call('POST', '/sellers', validProfile(profile), person.token);
    expect(res.status).toBe(201);
    return person;
  }

  return { ...t, buyer, reporter, seller };
}
