/**
 * POST /api/me/delete: a person deletes their own account. Listings go, personal data is erased from
 * every table (searched row by row), sessions end, the audit entry stays, and the e-mail and phone can
 * register again. A wrong password or an admin changes nothing.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/shared/accounts/account-messages';
import {
  type AccountExport,
  DELETED_ACCOUNT,
  DELETED_PHONE_HOLD_DAYS,
  deleteAccountSchema,
  PRIVACY_MESSAGES,
  PRIVACY_PATHS,
} from '../../src/shared/accounts/privacy-contract';
import type { SellerEnquiry } from '../../src/shared/sellers/seller-enquiries';
import { auditOf } from '../helpers/admin-api';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { type BuyerWithData, PASSWORD, privacyTestApp, type SellerWithListings } from '../helpers/privacy-api';

const DELETE = PRIVACY_PATHS.delete.replace(/^\/api/, '');
const EXPORT = PRIVACY_PATHS.export.replace(/^\/api/, '');

type Rows = { rows: Record<string, unknown>[] };

describeEachDatabase('privacy: deleting my account', (database) => {
  let t: ReturnType<typeof privacyTestApp>;
  const rows = async (query: ReturnType<typeof sql>) => ((await database().db.execute(query)) as unknown as Rows).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]?.n);

  /** The public tables whose rows, read as text, contain `text` (every table, not a list to keep up to date). */
  async function tablesContaining(text: string): Promise<string[]> {
    const tables = await rows(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const found: string[] = [];
    for (const { table_name: name } of tables) {
      const n = await count(
        sql`select count(*)::int as n from ${sql.identifier(String(name))} t where t::text ilike ${`%${text}%`}`,
      );
      if (n > 0) found.push(String(name));
    }
    return found;
  }

  beforeAll(() => {
    t = privacyTestApp(database());
  });

  it('needs a session and a password', async () => {
    const anonymous = await t.call('POST', DELETE, { password: PASSWORD });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    const { token } = await t.buyer();
    const empty = await t.call('POST', DELETE, {}, token);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(deleteAccountSchema.safeParse({}).error?.issues[0]?.message);
  });

  it('refuses a wrong password and keeps everything', async () => {
    const seller = await t.sellerWithListings();
    const res = await t.call('POST', DELETE, { password: `${PASSWORD}!` }, seller.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'validation_failed', message: PRIVACY_MESSAGES.wrongPassword });
    const me = await t.call('GET', '/users/me', undefined, seller.token);
    expect(me.body.data).toMatchObject({ id: seller.user.id, email: seller.user.email, isSeller: true });
    expect((await t.call('GET', `/properties/${seller.propertyId}`)).status).toBe(200);
    expect((await t.call('GET', `/projects/${seller.projectId}`)).status).toBe(200);
    const [user] = await rows(sql`select status, email, phone_number from users where id = ${seller.user.id}`);
    expect(user).toEqual({ status: 'active', email: seller.user.email, phone_number: seller.user.phoneNumber });
    expect(await auditOf(database(), 'user', seller.user.id)).toEqual([]);
    expect((await t.call('POST', '/users/login', { email: seller.user.email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an admin (409) and keeps the account', async () => {
    const admin = await t.admin();
    const res = await t.call('POST', DELETE, { password: PASSWORD }, admin.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.adminCannotDelete);
    expect((await t.call('GET', '/users/me', undefined, admin.token)).status).toBe(200);
    const audit = await auditOf(database(), 'user', admin.user.id);
    expect(audit.map((entry) => entry.action)).toEqual(['user.create_admin']);
  });

  describe('a seller who also enquired as a buyer', () => {
    let me: SellerWithListings;
    let mine: BuyerWithData;
    let otherSeller: SellerWithListings;
    let theirBuyer: BuyerWithData;
    let secondToken: string;

    beforeAll(async () => {
      me = await t.sellerWithListings();
      otherSeller = await t.sellerWithListings();
      mine = await t.buyerWithData(otherSeller, me);
      theirBuyer = await t.buyerWithData(me);
      secondToken = await t.logIn({ email: me.user.email, password: PASSWORD });
      const res = await t.call('POST', DELETE, { password: PASSWORD }, me.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: PRIVACY_MESSAGES.accountDeleted });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('ends every session: the old tokens are 401, a replay included', async () => {
      for (const token of [me.token, secondToken]) {
        expect((await t.call('GET', '/users/me', undefined, token)).status).toBe(401);
        expect((await t.call('GET', EXPORT, undefined, token)).status).toBe(401);
        const replay = await t.call('POST', DELETE, { password: PASSWORD }, token);
        expect(replay.status).toBe(401);
        expect(replay.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
      }
      expect(await count(sql`select count(*)::int as n from sessions where user_id = ${me.user.id}`)).toBe(0);
    });

    it('refuses the old e-mail and password at login', async () => {
      const res = await t.call('POST', '/users/login', { email: me.user.email, password: PASSWORD });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    });

    it('unpublishes every listing and project: gone from search, detail 410, profile 404', async () => {
      const [property] = await rows(sql`select status from properties where id = ${me.propertyId}`);
      const [project] = await rows(sql`select status from projects where id = ${me.projectId}`);
      expect([property?.status, project?.status]).toEqual(['deleted', 'deleted']);
      // A listing or project is no longer available (410); the person's profile is simply not found.
      for (const path of [`/properties/${me.propertyId}`, `/projects/${me.projectId}`]) {
        expect((await t.call('GET', path)).status, path).toBe(410);
      }
      expect((await t.call('GET', `/brokers/${me.user.id}`)).status).toBe(404);
      const search = await t.call<{ data: { id: number }[] }>('GET', '/properties/search?city=Bhopal&sort=newest');
      expect(search.body.data.map((card) => card.id)).not.toContain(me.propertyId);
      expect(search.body.data.map((card) => card.id)).toContain(otherSeller.propertyId);
      const projects = await t.call<{ data: { id: number }[] }>('GET', '/projects?city=Bhopal');
      expect(projects.body.data.map((card) => card.id)).not.toContain(me.projectId);
      // Even an admin no longer reaches the owner's phone through them.
      const admin = await t.admin();
      expect((await t.call('GET', `/properties/${me.propertyId}/contact`, undefined, theirBuyer.token)).status).toBe(
        404,
      );
      const adminDetail = await t.call('GET', `/admin/users/${me.user.id}`, undefined, admin.token);
      expect(adminDetail.status).toBe(404);
    });

    it('erases the personal data and keeps a tombstone that holds the unique indexes', async () => {
      const [user] = await rows(
        sql`select first_name, last_name, email, phone_number, status, password_hash from users where id = ${me.user.id}`,
      );
      expect(user).toEqual({
        first_name: DELETED_ACCOUNT.firstName,
        last_name: DELETED_ACCOUNT.lastName,
        email: DELETED_ACCOUNT.email(me.user.id),
        phone_number: DELETED_ACCOUNT.phoneNumber(me.user.id),
        status: 'deleted',
        password_hash: expect.not.stringMatching(/argon2/),
      });
      const [seller] = await rows(
        sql`select company_name, address, photo_hash, about from sellers where user_id = ${me.user.id}`,
      );
      expect(seller).toEqual({ company_name: null, address: null, photo_hash: null, about: null });
      for (const table of ['saved_searches', 'shortlist_items', 'recently_viewed', 'push_subscriptions']) {
        const n = await count(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${me.user.id}`,
        );
        expect(n, table).toBe(0);
      }
    });

    it('leaves the e-mail, phone, name and company in no table at all', async () => {
      for (const text of [me.user.email, me.user.phoneNumber, me.user.lastName, me.companyName, mine.endpoint]) {
        expect(await tablesContaining(text), text).toEqual([]);
      }
      // The search is real: the other buyer's details are still found.
      expect(await tablesContaining(theirBuyer.user.email)).toContain('users');
    });

    it('keeps the enquiries they sent for the seller, with the buyer erased', async () => {
      expect(await count(sql`select count(*)::int as n from enquiries where buyer_id = ${me.user.id}`)).toBe(2);
      const inbox = await t.call<{ data: SellerEnquiry[] }>('GET', '/seller/enquiries', undefined, otherSeller.token);
      const fromMe = inbox.body.data.filter((e) => e.buyer.name === DELETED_ACCOUNT.name);
      expect(fromMe).toHaveLength(2);
      for (const enquiry of fromMe)
        expect(enquiry.buyer).toEqual({ name: DELETED_ACCOUNT.name, phoneNumber: '', email: '' });
      // Whoever enquired about the deleted listings keeps their enquiries in their own data.
      const theirs = await t.call<{ data: AccountExport }>('GET', EXPORT, undefined, theirBuyer.token);
      expect(theirs.body.data.enquiriesSent.map((e) => e.listing.id).sort()).toEqual(
        [me.propertyId, me.projectId].sort(),
      );
    });

    it('keeps an audit entry: who, what, when, and no personal data', async () => {
      const audit = await auditOf(database(), 'user', me.user.id);
      expect(audit).toEqual([
        {
          actorId: me.user.id,
          action: 'user.delete_account',
          entityType: 'user',
          entityId: String(me.user.id),
          before: { status: 'active', properties: [me.propertyId], projects: [me.projectId] },
          after: { status: 'deleted' },
        },
      ]);
    });

    it('lets the old e-mail register at once, and the old phone after the hold, with a text saying when', async () => {
      const again = newPerson({ email: me.user.email, phoneNumber: me.user.phoneNumber });
      // Answered as every sign-up is; the phone is told when it can sign up again, and no OTP works.
      const held = await t.call('POST', '/users/register', again);
      expect(held.status).toBe(200);
      expect(t.sms.sent.at(-1)).toMatchObject({ to: me.user.phoneNumber });
      expect(t.sms.sent.at(-1)?.text).toMatch(/a new one can be opened from \d{1,2} [A-Z][a-z]{2,3} \d{4}\./);
      const verify = await t.call('POST', '/users/register/verify-otp', {
        phoneNumber: again.phoneNumber,
        otp: t.lastOtp(again.phoneNumber) ?? '000000',
      });
      expect(verify.status).toBe(400);

      const otherPhone = newPerson({ email: me.user.email });
      expect((await t.signUp(otherPhone)).email).toBe(me.user.email);

      t.advance((DELETED_PHONE_HOLD_DAYS + 1) * 86_400_000);
      const user = await t.signUp(newPerson({ phoneNumber: me.user.phoneNumber }));
      expect(user.id).not.toBe(me.user.id);
      expect(user).toMatchObject({ phoneNumber: me.user.phoneNumber, isSeller: false });
      const token = await t.logIn(otherPhone);
      const data = await t.call<{ data: AccountExport }>('GET', EXPORT, undefined, token);
      // A new account starts empty: nothing of the deleted one comes back.
      expect(data.body.data).toMatchObject({ sellerProfile: null, properties: [], enquiriesSent: [], shortlist: [] });
    });
  });
});
