/**
 * Who sees whose phone and e-mail (docs/product-rules.md, Trust: a seller's phone only to a logged-in buyer
 * who has enquired; a buyer's contact only to the seller asked and to admins). Every endpoint that answers a
 * phone or an e-mail is asked by each kind of caller, and every public read is searched for contacts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import { ENQUIRY_MESSAGES, type SellerContact } from '../../src/shared/enquiries/enquiry-contract';
import { SELLER_MESSAGES } from '../../src/shared/sellers/seller-constants';
import type { SellerEnquiry } from '../../src/shared/sellers/seller-enquiries';
import { describeEachDatabase } from '../helpers/database';
import { type BuyerWithData, privacyTestApp, type SellerWithListings } from '../helpers/privacy-api';
import type { Person } from '../helpers/seller-api';

type Viewer = 'anonymous' | 'buyerWithoutEnquiry' | 'otherSeller' | 'enquiringBuyer' | 'seller' | 'admin';

describeEachDatabase('privacy: contact details', (database) => {
  let t: ReturnType<typeof privacyTestApp>;
  let seller: SellerWithListings;
  let buyer: BuyerWithData;
  const people = {} as Record<'buyerWithoutEnquiry' | 'admin', Person> & { otherSeller: SellerWithListings };
  const tokenOf = (viewer: Viewer): string | undefined =>
    viewer === 'anonymous'
      ? undefined
      : viewer === 'seller'
        ? seller.token
        : viewer === 'enquiringBuyer'
          ? buyer.token
          : people[viewer].token;

  /** The contacts that must never reach a public read. */
  const secrets = () => [
    seller.user.phoneNumber,
    seller.user.email,
    buyer.user.phoneNumber,
    buyer.user.email,
    buyer.user.lastName,
  ];

  beforeAll(async () => {
    t = privacyTestApp(database());
    seller = await t.sellerWithListings();
    buyer = await t.buyerWithData(seller);
    people.buyerWithoutEnquiry = await t.buyer();
    people.otherSeller = await t.sellerWithListings();
    people.admin = await t.admin();
  });

  describe('public reads show no phone or e-mail, whoever asks', () => {
    const publicReads = () => [
      `/properties/${seller.propertyId}`,
      `/properties/${seller.propertyId}/similar`,
      `/projects/${seller.projectId}`,
      `/projects?city=Bhopal`,
      '/properties/search?city=Bhopal',
      '/properties/by-city?city=Bhopal&limit=50',
      '/properties/featured?limit=50',
      `/brokers/${seller.user.id}`,
    ];
    for (const viewer of ['anonymous', 'buyerWithoutEnquiry', 'otherSeller', 'enquiringBuyer'] as const) {
      it(`for ${viewer}`, async () => {
        for (const path of publicReads()) {
          const res = await t.call('GET', path, undefined, tokenOf(viewer));
          expect(res.status, path).toBe(200);
          const text = JSON.stringify(res.body);
          for (const secret of secrets()) expect(text, `${path} shows ${secret}`).not.toContain(secret);
        }
      });
    }

    it('the listing detail carries the seller without a phone, even for those who may call', async () => {
      for (const viewer of ['anonymous', 'enquiringBuyer', 'seller', 'admin'] as const) {
        const res = await t.call<{ data: { seller: { name: string; phoneNumber: string | null } } }>(
          'GET',
          `/properties/${seller.propertyId}`,
          undefined,
          tokenOf(viewer),
        );
        expect(res.body.data.seller, viewer).toMatchObject({ name: seller.companyName, phoneNumber: null });
      }
    });
  });

  describe("the seller's phone (GET …/contact)", () => {
    const expected: Record<Viewer, number> = {
      anonymous: 401,
      buyerWithoutEnquiry: 403,
      otherSeller: 403,
      enquiringBuyer: 200,
      seller: 200,
      admin: 200,
    };
    for (const [viewer, status] of Object.entries(expected) as [Viewer, number][]) {
      it(`${viewer}: ${status}`, async () => {
        for (const path of [`/properties/${seller.propertyId}/contact`, `/projects/${seller.projectId}/contact`]) {
          const res = await t.call<{ data: SellerContact }>('GET', path, undefined, tokenOf(viewer));
          expect(res.status, path).toBe(status);
          expect(res.headers.get('cache-control'), path).toBe('no-store');
          if (status === 200) {
            expect(res.body.data).toMatchObject({ name: seller.companyName, phoneNumber: seller.user.phoneNumber });
          } else {
            expect(res.body.message).toBe(
              status === 401 ? ACCOUNT_MESSAGES.loginRequired : ENQUIRY_MESSAGES.contactLocked,
            );
            expect(JSON.stringify(res.body)).not.toContain(seller.user.phoneNumber);
          }
        }
      });
    }
  });

  describe("the buyer's contact", () => {
    it("reaches the seller's inbox with name, phone and e-mail", async () => {
      const res = await t.call<{ data: SellerEnquiry[] }>('GET', '/seller/enquiries', undefined, seller.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.data).toHaveLength(2);
      for (const enquiry of res.body.data) {
        expect(enquiry.buyer).toEqual({
          name: `${buyer.user.firstName} ${buyer.user.lastName}`,
          phoneNumber: buyer.user.phoneNumber,
          email: buyer.user.email,
        });
      }
    });

    it("stays out of another seller's inbox", async () => {
      const res = await t.call('GET', '/seller/enquiries', undefined, people.otherSeller.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      for (const secret of secrets().slice(2)) expect(JSON.stringify(res.body)).not.toContain(secret);
    });

    it('is refused to buyers (403) and to the anonymous (401)', async () => {
      const asBuyer = await t.call('GET', '/seller/enquiries', undefined, people.buyerWithoutEnquiry.token);
      expect(asBuyer.status).toBe(403);
      expect(asBuyer.body.message).toBe(SELLER_MESSAGES.sellerRequired);
      const anonymous = await t.call('GET', '/seller/enquiries');
      expect(anonymous.status).toBe(401);
    });

    it('reaches admins in the people area, and nobody else', async () => {
      const search = `/admin/users?q=${encodeURIComponent(buyer.user.lastName)}`;
      const asAdmin = await t.call<{ data: { email: string; phoneNumber: string }[] }>(
        'GET',
        search,
        undefined,
        people.admin.token,
      );
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.data).toEqual([
        expect.objectContaining({ email: buyer.user.email, phoneNumber: buyer.user.phoneNumber }),
      ]);
      const detail = await t.call('GET', `/admin/users/${buyer.user.id}`, undefined, people.admin.token);
      expect(JSON.stringify(detail.body)).toContain(buyer.user.phoneNumber);

      for (const viewer of ['anonymous', 'buyerWithoutEnquiry', 'otherSeller', 'seller', 'enquiringBuyer'] as const) {
        for (const path of [search, `/admin/users/${buyer.user.id}`, '/admin/sellers', '/admin/broker-requests']) {
          const res = await t.call('GET', path, undefined, tokenOf(viewer));
          expect(res.status, `${viewer} ${path}`).toBe(viewer === 'anonymous' ? 401 : 403);
          expect(JSON.stringify(res.body)).not.toContain(buyer.user.phoneNumber);
        }
      }
    });

    it("the enquiry receipt gives the buyer the seller's phone, never the buyer's own details back to others", async () => {
      const receipt = await t.enquire(people.buyerWithoutEnquiry.token, { propertyId: people.otherSeller.propertyId });
      expect(receipt.seller.phoneNumber).toBe(people.otherSeller.user.phoneNumber);
      // The seller asked sees this buyer; the first seller does not.
      const first = await t.call('GET', '/seller/enquiries', undefined, seller.token);
      expect(JSON.stringify(first.body)).not.toContain(people.buyerWithoutEnquiry.user.phoneNumber);
      const second = await t.call<{ data: SellerEnquiry[] }>(
        'GET',
        '/seller/enquiries',
        undefined,
        people.otherSeller.token,
      );
      expect(second.body.data.map((e) => e.buyer.phoneNumber)).toEqual([people.buyerWithoutEnquiry.user.phoneNumber]);
    });
  });

  it('/users/me answers only the caller’s own details', async () => {
    for (const viewer of ['buyerWithoutEnquiry', 'otherSeller', 'admin'] as const) {
      const res = await t.call('GET', '/users/me', undefined, tokenOf(viewer));
      const text = JSON.stringify(res.body);
      for (const secret of secrets()) expect(text).not.toContain(secret);
    }
  });
});
