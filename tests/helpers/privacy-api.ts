/**
 * People for the privacy tests, made through the API as they would be in use: a builder with a live
 * property and project, and a buyer who enquired about both and has a shortlist, recently viewed
 * listings, a saved search, a push subscription and a contact message.
 */
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { EnquiryReceipt } from '../../src/shared/enquiries/enquiry-contract';
import { insertProject, insertProperty } from '../fixtures/listings';
import { adminTestApp } from './admin-api';
import { newPerson } from './api-client';
import type { Person } from './seller-api';

/** Every account of these tests signs up with this password (accounts-support's default). */
export const PASSWORD = newPerson().password;
export const ENQUIRY_TEXT = 'Is this still available? I would like to visit this weekend.';

let sequence = 0;

export interface SellerWithListings extends Person {
  propertyId: number;
  projectId: number;
  companyName: string;
}

export interface BuyerWithData extends Person {
  endpoint: string;
  savedQuery: string;
  contactText: string;
}

export function privacyTestApp(database: DatabaseHandle) {
  const t = adminTestApp(database);

  /** A builder (through the API) with a live property and project in `city`. */
  async function sellerWithListings(city = 'Bhopal'): Promise<SellerWithListings> {
    sequence += 1;
    const companyName = `Privacy Homes ${Date.now().toString(36)} ${sequence}`;
    const person = await t.seller({ sellerType: 'Builder', companyName, address: `${sequence}, Lake View Road` });
    const seller = { id: person.user.id, sellerType: 'Builder' as const };
    const propertyId = await insertProperty(database.db, { seller, city });
    const projectId = await insertProject(database.db, seller, { city });
    return { ...person, propertyId, projectId, companyName };
  }

  const enquire = async (token: string, ref: { propertyId: number } | { projectId: number }) => {
    const res = await t.call<{ data: EnquiryReceipt }>('POST', '/enquiries', { ...ref, message: ENQUIRY_TEXT }, token);
    expect(res.status).toBe(201);
    return res.body.data;
  };

  /**
   * A buyer (`person`, or a new account) who enquired about the seller's property and project, and keeps
   * lists of their own.
   */
  async function buyerWithData(seller: SellerWithListings, existing?: Person): Promise<BuyerWithData> {
    sequence += 1;
    const person = existing ?? (await t.buyer());
    const { token } = person;
    await enquire(token, { propertyId: seller.propertyId });
    await enquire(token, { projectId: seller.projectId });
    expect((await t.call('PUT', `/me/shortlist/property/${seller.propertyId}`, undefined, token)).status).toBe(200);
    const viewed = { items: [{ kind: 'project', id: seller.projectId, at: new Date().toISOString() }] };
    expect((await t.call('POST', '/me/recently-viewed/sync', viewed, token)).status).toBe(200);
    const query = `city=Bhopal&propertyType=Plot&minPrice=${100_000 + sequence}`;
    const saved = await t.call<{ data: { query: string } }>(
      'POST',
      '/me/saved-searches',
      { query, label: 'Plots' },
      token,
    );
    expect(saved.status).toBe(201);
    // As the server normalised it.
    const savedQuery = saved.body.data.query;
    const endpoint = `https://push.example.test/send/${Date.now().toString(36)}-${sequence}`;
    const subscription = { endpoint, keys: { p256dh: `p256dh-secret-${sequence}`, auth: `auth-secret-${sequence}` } };
    expect((await t.call('POST', '/me/push-subscriptions', subscription, token)).status).toBe(201);
    const contactText = `Please call me about plots, message number ${sequence}.`;
    const contact = {
      name: `${person.user.firstName} ${person.user.lastName}`,
      email: person.user.email,
      phoneNumber: person.user.phoneNumber,
      message: contactText,
    };
    expect((await t.call('POST', '/contact', contact, token)).status).toBe(201);
    return { ...person, endpoint, savedQuery, contactText };
  }

  return { ...t, sellerWithListings, buyerWithData, enquire };
}
