/**
 * What sellers type is shown to every buyer, and a seller's phone only to a buyer who has enquired: a
 * phone number, an e-mail or a web address in any public text is refused with that field's message, on
 * create and on edit, for listings, projects and seller profiles. Names that pass for the platform are
 * refused for company names and people's names.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LABELS } from '../../src/shared/accounts/account-labels';
import { contactDetailsMessage } from '../../src/shared/contact-details';
import { platformNameMessage } from '../../src/shared/platform-names';
import { LISTING_LABELS as L, PROJECT_LABELS as P, PROFILE_LABELS } from '../../src/shared/sellers/seller-labels';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import type { SellerProject } from '../../src/shared/sellers/seller-project-contract';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import { newPerson } from '../helpers/api-client';
import { describeEachDatabase } from '../helpers/database';
import { type Person, sellerTestApp } from '../helpers/seller-api';

/** One of each kind, in words a seller might use. */
const CONTACTS = {
  phone: 'call 98765 43210',
  'e-mail': 'mail raj.sharma@gmail.com',
  'web address': 'see www.sharmaestates.in',
} as const;
const KINDS = Object.entries(CONTACTS);

const place = validFlat().location as Record<string, unknown>;
const projectPlace = validProject().location as Record<string, unknown>;
const units = validProject().unitConfigurations as Record<string, unknown>[];

/** Each listing field: its path, its label in the message, and the body that puts `text` into it. */
const LISTING_FIELDS: [string, string, (text: string) => Record<string, unknown>][] = [
  ['title', L.title, (text) => ({ title: `2 BHK flat, ${text}` })],
  ['description', L.description, (text) => ({ description: `Sunny corner flat.\n${text}` })],
  ['amenities', L.amenities, (text) => ({ amenities: ['Lift', text] })],
  ['location.locality', L.locality, (text) => ({ location: { ...place, locality: text } })],
  ['location.subLocality', L.subLocality, (text) => ({ location: { ...place, subLocality: text } })],
  ['location.society', L.society, (text) => ({ location: { ...place, society: text } })],
  ['reraId', L.reraId, (text) => ({ reraId: text })],
];

const PROJECT_FIELDS: [string, string, (text: string) => Record<string, unknown>][] = [
  ['name', P.name, (text) => ({ name: `Lakeview, ${text}` })],
  ['description', L.description, (text) => ({ description: text })],
  ['amenities', L.amenities, (text) => ({ amenities: ['Clubhouse', text] })],
  ['location.address', P.address, (text) => ({ location: { ...projectPlace, address: text } })],
  [
    'unitConfigurations[0].label',
    `${P.configuration(1)} ${P.label}`,
    (text) => ({ unitConfigurations: [{ ...units[0], label: text }, units[1]] }),
  ],
  ['reraId', L.reraId, (text) => ({ reraId: text })],
];

// The state is picked from India's list (any other text is refused by the list), so it carries none.
const PROFILE_FIELDS = ['companyName', 'address', 'city', 'about', 'reraAgentNumber'] as const;

describeEachDatabase('contact details and platform names in public text', (database) => {
  let t: ReturnType<typeof sellerTestApp>;
  let agent: Person;
  let builder: Person;
  let listingId: number;
  let projectId: number;

  beforeAll(async () => {
    t = sellerTestApp(database());
    agent = await t.seller({ sellerType: 'Agent', companyName: 'Lake City Realty' });
    builder = await t.seller({ sellerType: 'Builder', companyName: 'Shubh Builders' });
    const listing = await t.call<{ data: SellerListing }>('POST', '/seller/properties', validFlat(), agent.token);
    expect(listing.status, listing.body.message).toBe(201);
    listingId = listing.body.data.id;
    const project = await t.call<{ data: SellerProject }>('POST', '/seller/projects', validProject(), builder.token);
    expect(project.status, project.body.message).toBe(201);
    projectId = project.body.data.id;
  });

  describe.each(KINDS)('a %s', (_kind, text) => {
    it.each(LISTING_FIELDS)('is refused in a listing’s %s, on create and on edit', async (_field, label, body) => {
      const expected = { success: false, code: 'validation_failed', message: contactDetailsMessage(label) };
      const created = await t.call('POST', '/seller/properties', validFlat(body(text)), agent.token);
      expect([created.status, created.body]).toEqual([400, expected]);
      const edited = await t.call('PATCH', `/seller/properties/${listingId}`, body(text), agent.token);
      expect([edited.status, edited.body]).toEqual([400, expected]);
    });

    it.each(PROJECT_FIELDS)('is refused in a project’s %s, on create and on edit', async (_field, label, body) => {
      const expected = { success: false, code: 'validation_failed', message: contactDetailsMessage(label) };
      const created = await t.call('POST', '/seller/projects', validProject(body(text)), builder.token);
      expect([created.status, created.body]).toEqual([400, expected]);
      const edited = await t.call('PATCH', `/seller/projects/${projectId}`, body(text), builder.token);
      expect([edited.status, edited.body]).toEqual([400, expected]);
    });

    it.each(PROFILE_FIELDS)('is refused in a seller profile’s %s, on sign-up and on edit', async (field) => {
      const expected = {
        success: false,
        code: 'validation_failed',
        message: contactDetailsMessage(PROFILE_LABELS[field]),
      };
      const person = await t.buyer();
      const profile = validProfile({ sellerType: 'Agent', companyName: 'Arera Estates', [field]: text });
      const created = await t.call('POST', '/sellers', profile, person.token);
      expect([created.status, created.body]).toEqual([400, expected]);
      const edited = await t.call('PATCH', '/sellers/me', { [field]: text }, agent.token);
      expect([edited.status, edited.body]).toEqual([400, expected]);
    });
  });

  it('leaves what listings are full of alone: rooms, sizes, prices and RERA ids', async () => {
    const body = validFlat({
      title: '3 BHK in Sector 62, 1200 sq.ft',
      description: 'Asking ₹ 45,00,000. Possession 2025-06-30. Pin 201301.',
      reraId: 'PRM/KA/RERA/1251/446/PR/171014/000287',
      location: { state: 'Karnataka', city: 'Bengaluru', locality: 'Whitefield' },
      amenities: ['Signal-free road', 'WhatsApp group for residents'],
    });
    const res = await t.call('POST', '/seller/properties', body, (await t.seller()).token);
    expect(res.status, res.body.message).toBe(201);
  });

  describe('names that pass for the platform', () => {
    it.each(['Property Creator', 'PropertyCreator Homes', 'Official Realty', 'S u p p o r t', 'V\u0435rified Agents'])(
      'refuses the company name %s on sign-up and on edit',
      async (companyName) => {
        const expected = { success: false, code: 'validation_failed', message: platformNameMessage('Company name') };
        const person = await t.buyer();
        const created = await t.call(
          'POST',
          '/sellers',
          validProfile({ sellerType: 'Agent', companyName }),
          person.token,
        );
        expect([created.status, created.body]).toEqual([400, expected]);
        const edited = await t.call('PATCH', '/sellers/me', { companyName }, agent.token);
        expect([edited.status, edited.body]).toEqual([400, expected]);
      },
    );

    it.each([
      ['firstName', 'Support'],
      ['lastName', 'Property Creator'],
      ['firstName', 'OFFICIAL'],
      ['lastName', 'Verified'],
    ] as const)('refuses the %s %s on sign-up and on edit', async (field, name) => {
      const expected = {
        success: false,
        code: 'validation_failed',
        message: platformNameMessage(ACCOUNT_LABELS[field]),
      };
      const registered = await t.call('POST', '/users/register', newPerson({ [field]: name }));
      expect([registered.status, registered.body]).toEqual([400, expected]);
      const edited = await t.call('PATCH', '/users/me', { [field]: name }, agent.token);
      expect([edited.status, edited.body]).toEqual([400, expected]);
    });

    it('refuses a phone number in a person’s name', async () => {
      const edited = await t.call('PATCH', '/users/me', { lastName: 'Sharma 98765 43210' }, agent.token);
      expect([edited.status, edited.body]).toEqual([
        400,
        { success: false, code: 'validation_failed', message: contactDetailsMessage(ACCOUNT_LABELS.lastName) },
      ]);
    });

    it('keeps ordinary names and company names', async () => {
      const person = await t.buyer();
      const profile = validProfile({ sellerType: 'Agent', companyName: 'Supportive Homes' });
      expect((await t.call('POST', '/sellers', profile, person.token)).status).toBe(201);
      expect((await t.call('PATCH', '/users/me', { firstName: 'Verma' }, person.token)).status).toBe(200);
    });
  });
});
