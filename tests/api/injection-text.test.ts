/**
 * Injection: hostile free text (script and HTML fragments, `javascript:` URLs, SQL, control and
 * bidi characters, emoji and Devanagari) in every field a person types (listings, projects, enquiries,
 * contact messages, names, seller profiles, reject reasons), through the real API on each database. The
 * API refuses what its contracts forbid with the contract's message, or stores exactly the (trimmed) text
 * and answers it as JSON text; no SQL runs and no other row changes.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../../src/shared/accounts/account-labels';
import { MODERATION_MESSAGES, moderationPath } from '../../src/shared/admin/moderation-contract';
import { ENQUIRY_LABELS } from '../../src/shared/enquiries/enquiry-constants';
import { ENQUIRY_MESSAGES } from '../../src/shared/enquiries/enquiry-contract';
import type { PropertyDetail } from '../../src/shared/listings/listing-types';
import { oneLineTextMessage, plainTextMessage } from '../../src/shared/plain-text';
import type { SellerEnquiry } from '../../src/shared/sellers/seller-enquiries';
import { LISTING_LABELS, PROJECT_LABELS } from '../../src/shared/sellers/seller-labels';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import type { SellerProject } from '../../src/shared/sellers/seller-project-contract';
import { validFlat } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { ALL_IN_ONE, CONTROLS, HOSTILE, injectionWorld } from '../helpers/injection-api';

describeEachDatabase('injection: free text is refused or kept as text', (database) => {
  const w = injectionWorld(database);
  const { rows, snapshot, expectBystanderUntouched } = w;

  const hostileFlat = (text: string) =>
    validFlat({
      title: `2 BHK ${text}`,
      description: `${ALL_IN_ONE}\nSecond line\twith a tab`,
      reraId: text.slice(0, 60),
      amenities: [text, 'Lift'],
      // A listed state whose RERA number format is not known, so the RERA id is taken as typed (MP's
      // format would refuse hostile text outright).
      location: {
        state: 'Assam',
        city: 'Guwahati',
        locality: text,
        subLocality: `Near ${text}`,
        society: text,
      },
    });

  describe('listings', () => {
    it.each(Object.entries(HOSTILE))('a property with %s text is stored and answered exactly', async (_, text) => {
      const me = await w.t.seller();
      const posted = await w.t.call<{ data: SellerListing }>('POST', '/seller/properties', hostileFlat(text), me.token);
      expect(posted.status, posted.body.message).toBe(201);
      const mine = posted.body.data;
      expect(mine.title).toBe(`2 BHK ${text}`);
      expect(mine.description).toBe(`${ALL_IN_ONE}\nSecond line\twith a tab`);
      expect(mine.amenities).toEqual([text, 'Lift']);
      expect(mine.location).toMatchObject({ locality: text, subLocality: `Near ${text}`, society: text });

      // Approved, the public read is the same text, as JSON.
      await w.approve('property', mine.id);
      const read = await w.t.call<{ data: PropertyDetail }>('GET', `/properties/${mine.id}`);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toContain('application/json');
      expect(read.body.data).toMatchObject({
        title: `2 BHK ${text}`,
        description: `${ALL_IN_ONE}\nSecond line\twith a tab`,
        reraId: text.slice(0, 60),
        amenities: [text, 'Lift'],
        society: text,
        subLocality: `Near ${text}`,
        location: { locality: text },
      });
      // Searching for it is a search, not SQL.
      const search = await w.t.call<{ data: { id: number }[] }>(
        'GET',
        `/properties/search?searchQuery=${encodeURIComponent(text)}`,
      );
      expect(search.status).toBe(200);
      await expectBystanderUntouched();
    });

    it.each(Object.entries(CONTROLS))('refuses %s in one-line fields with the field message', async (_, ch) => {
      const me = await w.t.seller();
      const before = await snapshot();
      const cases: [Record<string, unknown>, string][] = [
        [validFlat({ title: `2 BHK flat${ch} near lake` }), oneLineTextMessage(LISTING_LABELS.title)],
        [
          validFlat({ location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: `Arera${ch}Colony` } }),
          oneLineTextMessage(LISTING_LABELS.locality),
        ],
        [
          validFlat({
            location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Arera', society: `Shanti${ch}` },
          }),
          oneLineTextMessage(LISTING_LABELS.society),
        ],
        [validFlat({ amenities: ['Lift', `Pool${ch}`] }), oneLineTextMessage(LISTING_LABELS.amenities)],
        [validFlat({ description: `Sunny flat${ch} with parking` }), plainTextMessage(LISTING_LABELS.description)],
      ];
      for (const [body, message] of cases) {
        const res = await w.t.call('POST', '/seller/properties', body, me.token);
        expect({ status: res.status, message: res.body.message, success: res.body.success }).toEqual({
          status: 400,
          message,
          success: false,
        });
      }
      // A line break is no more allowed in a title than any other control character.
      const broken = await w.t.call(
        'POST',
        '/seller/properties',
        validFlat({ title: '2 BHK\nflat near lake' }),
        me.token,
      );
      expect(broken.body.message).toBe(oneLineTextMessage(LISTING_LABELS.title));
      expect(await snapshot()).toBe(before);
    });

    it('an edit with hostile text changes only that listing', async () => {
      const me = await w.t.seller();
      const posted = await w.t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), me.token);
      const edited = await w.t.call<{ data: SellerListing }>(
        'PATCH',
        `/seller/properties/${posted.body.data.id}`,
        { title: `Flat ${HOSTILE.sql}`, description: ALL_IN_ONE },
        me.token,
      );
      expect(edited.status, edited.body.message).toBe(200);
      expect(edited.body.data).toMatchObject({ title: `Flat ${HOSTILE.sql}`, description: ALL_IN_ONE });
      await expectBystanderUntouched();
    });

    it('a project with hostile text is stored exactly; control characters are refused', async () => {
      const base = validProject();
      const body = validProject({
        name: HOSTILE.svg,
        description: ALL_IN_ONE,
        amenities: [HOSTILE.img, HOSTILE.unicode],
        location: { ...(base.location as object), locality: HOSTILE.script, address: HOSTILE.sql },
        unitConfigurations: [
          { label: HOSTILE.jsUrl, minAreaSqft: 1000, maxAreaSqft: 1200, minPrice: 5_000_000, maxPrice: 6_000_000 },
        ],
      });
      const refused = await w.t.call(
        'POST',
        '/seller/projects',
        { ...body, name: `Lake${CONTROLS.nul}view` },
        w.builder.token,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(oneLineTextMessage(PROJECT_LABELS.name));

      const posted = await w.t.call<{ data: SellerProject }>('POST', '/seller/projects', body, w.builder.token);
      expect(posted.status, posted.body.message).toBe(201);
      await w.approve('project', posted.body.data.id);
      const read = await w.t.call<{ data: Record<string, unknown> }>('GET', `/projects/${posted.body.data.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({
        name: HOSTILE.svg,
        description: ALL_IN_ONE,
        amenities: [HOSTILE.img, HOSTILE.unicode],
        location: { locality: HOSTILE.script },
      });
      expect(JSON.stringify(read.body.data)).toContain(JSON.stringify(HOSTILE.jsUrl));
      await expectBystanderUntouched();
    });
  });

  describe('enquiries and contact messages', () => {
    it('an enquiry message with every fragment reaches the seller exactly', async () => {
      const posted = await w.t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), w.owner.token);
      const id = posted.body.data.id;
      await w.approve('property', id);

      for (const ch of Object.values(CONTROLS)) {
        const refused = await w.t.call(
          'POST',
          '/enquiries',
          { propertyId: id, message: `Is it free${ch} on Sunday?` },
          w.buyer.token,
        );
        expect({ status: refused.status, message: refused.body.message }).toEqual({
          status: 400,
          message: plainTextMessage(ENQUIRY_LABELS.message),
        });
      }
      const message = `${ALL_IN_ONE}\nCall me in the evening.`;
      const sent = await w.t.call('POST', '/enquiries', { propertyId: id, message }, w.buyer.token);
      expect(sent.status, sent.body.message).toBe(201);
      expect(sent.body.message).toBe(ENQUIRY_MESSAGES.sent);
      const inbox = await w.t.call<{ data: SellerEnquiry[] }>(
        'GET',
        `/seller/enquiries?propertyId=${id}`,
        undefined,
        w.owner.token,
      );
      expect(inbox.body.data.map((enquiry) => enquiry.message)).toEqual([message]);
      await expectBystanderUntouched();
    });

    it('a contact message and name with every fragment are stored exactly; control characters are refused', async () => {
      const name = HOSTILE.svg;
      const message = `${ALL_IN_ONE}\nPlease call back.`;
      for (const ch of Object.values(CONTROLS)) {
        const badMessage = await w.t.call('POST', '/contact', {
          name: 'Asha',
          email: 'asha@example.test',
          message: `Hello${ch} there, call me`,
        });
        expect({ status: badMessage.status, message: badMessage.body.message }).toEqual({
          status: 400,
          message: plainTextMessage('message'),
        });
        const badName = await w.t.call('POST', '/contact', { name: `A${ch}sha`, email: 'asha@example.test', message });
        expect({ status: badName.status, message: badName.body.message }).toEqual({
          status: 400,
          message: oneLineTextMessage('name'),
        });
      }
      const sent = await w.t.call('POST', '/contact', { name, email: 'asha@example.test', message });
      expect(sent.status, sent.body.message).toBe(201);
      // In the table: no answer shows a contact message once it is sent.
      const stored = await rows(sql`select name, message from contact_messages where email = 'asha@example.test'`);
      expect(stored).toEqual([{ name, message }]);
    });
  });

  describe('people', () => {
    it('profile names with hostile text are kept as text; control characters are refused', async () => {
      for (const ch of Object.values(CONTROLS)) {
        const refused = await w.t.register(newPerson({ firstName: `Asha${ch}` }));
        expect({ status: refused.status, message: refused.body.message }).toEqual({
          status: 400,
          message: oneLineTextMessage(ACCOUNT_LABELS.firstName),
        });
      }
      const details = newPerson({ firstName: HOSTILE.img, lastName: HOSTILE.sql });
      const user = await w.t.signUp(details);
      expect(user).toMatchObject({ firstName: HOSTILE.img, lastName: HOSTILE.sql });
      const token = await w.t.logIn(details);
      for (const [field, text] of [
        ['firstName', HOSTILE.script],
        ['lastName', HOSTILE.unicode],
        ['firstName', HOSTILE.rtl],
      ] as const) {
        const res = await w.t.call('PATCH', '/users/me', { [field]: text }, token);
        expect(res.status, res.body.message).toBe(200);
        expect(
          (await w.t.call<{ data: Record<string, string> }>('GET', '/users/me', undefined, token)).body.data[field],
        ).toBe(text);
      }
      const refused = await w.t.call('PATCH', '/users/me', { lastName: `Verma${CONTROLS.bell}` }, token);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: oneLineTextMessage(ACCOUNT_LABELS.lastName),
      });

      // A seller's company name and about text, as the broker page shows them.
      const profile = await w.t.call(
        'POST',
        '/sellers',
        {
          sellerType: 'Agent',
          companyName: HOSTILE.svg,
          address: HOSTILE.sql,
          city: 'Bhopal',
          state: 'Madhya Pradesh',
          about: ALL_IN_ONE,
        },
        token,
      );
      expect(profile.status, profile.body.message).toBe(201);
      const me = await w.t.call<{ data: Record<string, unknown> }>('GET', '/sellers/me', undefined, token);
      expect(me.body.data).toMatchObject({ companyName: HOSTILE.svg, address: HOSTILE.sql, about: ALL_IN_ONE });
      await expectBystanderUntouched();
    });

    it('admin reject reasons: markup and control characters are refused, other text kept exactly', async () => {
      const me = await w.t.seller();
      const posted = await w.t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), me.token);
      const id = posted.body.data.id;
      const reject = (reason: string) =>
        w.t.call('POST', moderationPath('property', id, 'reject').replace(/^\/api/, ''), { reason }, w.admin.token);
      for (const reason of [
        HOSTILE.script,
        HOSTILE.img,
        HOSTILE.svg,
        `Blurred${CONTROLS.nul} photos`,
        `Bad photo${CONTROLS.bell}s`,
      ]) {
        const res = await reject(reason);
        expect({ status: res.status, message: res.body.message }).toEqual({
          status: 400,
          message: MODERATION_MESSAGES.reasonPlainText,
        });
      }
      const reason = `${HOSTILE.sql} ${HOSTILE.jsUrl} ${HOSTILE.unicode} ${HOSTILE.rtl}`;
      const res = await reject(reason);
      expect(res.status, res.body.message).toBe(200);
      const read = await w.t.call<{ data: SellerListing }>('GET', `/seller/properties/${id}`, undefined, me.token);
      expect(read.body.data).toMatchObject({ status: 'rejected', rejectionReason: reason });
      await expectBystanderUntouched();
    });
  });
});
