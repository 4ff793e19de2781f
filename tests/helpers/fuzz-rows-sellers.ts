/**
 * The fuzz's rows of what sellers use (becoming one, the profile, listings, projects, photos, inbox, plans
 * and payments), run by tests/api/fuzz-seller.test.ts. fuzz-endpoints.ts gathers them.
 */
import type { ApiKey } from '../../src/shared/endpoints/api-endpoints';
import { LISTING_LABELS as L, PROJECT_LABELS as P, PROFILE_LABELS as R } from '../../src/shared/sellers/seller-labels';
import { validFlat, validProfile } from '../fixtures/seller-listings';
import { validProject } from '../fixtures/seller-projects';
import type { FuzzRow } from './fuzz-endpoints';
import { id, same } from './fuzz-rows-shared';

// Typed fields by path, each with the label its refusals name. State and city are picked from lists and
// the RERA id must match its state's format (Madhya Pradesh here), so none of them takes free text; the
// RERA id of a state without a known format is typed text in injection-text.test.ts.
const LISTING_TYPED = {
  title: L.title,
  description: L.description,
  'amenities.0': L.amenities,
  'location.locality': L.locality,
  'location.subLocality': L.subLocality,
  'location.society': L.society,
};
const PROJECT_TYPED = {
  name: P.name,
  description: L.description,
  'location.locality': L.locality,
  'location.address': P.address,
  'amenities.0': L.amenities,
  'unitConfigurations.0.label': `${P.configuration(1)} ${P.label}`,
};
const PICKED = ['location.state', 'location.city', 'reraId'];
/** The state is picked from India's list, not typed: any other text is refused by the list. */
const PROFILE_PICKED = ['state'];
const PROFILE_TYPED = {
  companyName: R.companyName,
  address: R.address,
  city: R.city,
  about: R.about,
  reraAgentNumber: R.reraAgentNumber,
};

export const SELLERS_FUZZ = {
  // Sellers: becoming one, the profile, listings, projects, photos, inbox, plans and payments
  'POST /api/sellers': {
    actor: 'spare',
    freshSession: true,
    group: 'sellers',
    typed: PROFILE_TYPED,
    codes: PROFILE_PICKED,
    body: () => ({ ...validProfile(), about: 'Family selling our own flat.' }),
  },
  'GET /api/sellers/me': { group: 'sellers' },
  'PATCH /api/sellers/me': {
    group: 'sellers',
    typed: PROFILE_TYPED,
    codes: PROFILE_PICKED,
    body: () => ({ about: 'Builders in Bhopal since 1998.' }),
  },
  'POST /api/seller/properties': {
    group: 'sellers',
    // Picked from lists or matched to the state's format, like codes.
    codes: PICKED,
    typed: LISTING_TYPED,
    body: () => validFlat(),
  },
  'GET /api/seller/properties': {
    group: 'sellers',
    query: () => 'status=pending&page=1',
  },
  'GET /api/seller/properties/:id': {
    group: 'sellers',
    params: (w) => id(w.ownPropertyId),
  },
  'PATCH /api/seller/properties/:id': {
    group: 'sellers',
    params: (w) => id(w.ownPropertyId),
    typed: LISTING_TYPED,
    // Under construction, so the possession date is fuzzed too.
    body: () => ({
      description: 'Freshly painted, new modular kitchen.',
      price: 4_600_000,
      possession: 'Under Construction',
      possessionDate: '2027-06-30',
      ageYears: null,
    }),
  },
  'POST /api/seller/properties/:id/status': {
    group: 'sellers',
    params: (w) => id(w.soldPropertyId),
    body: () => ({ status: 'sold' }),
  },
  'POST /api/seller/properties/:id/confirm': {
    group: 'sellers',
    params: (w) => id(w.publicPropertyId),
  },
  'DELETE /api/seller/properties/:id': {
    group: 'sellers',
    params: (w) => id(w.doomedPropertyId),
  },
  'POST /api/seller/projects': {
    group: 'sellers',
    // Picked from lists or matched to the state's format, like codes.
    codes: PICKED,
    typed: PROJECT_TYPED,
    body: () => validProject(),
  },
  'GET /api/seller/projects': { group: 'sellers', query: () => 'status=active' },
  'GET /api/seller/projects/:id': {
    group: 'sellers',
    params: (w) => id(w.ownProjectId),
  },
  'PATCH /api/seller/projects/:id': {
    group: 'sellers',
    params: (w) => id(w.ownProjectId),
    // An edit replaces the configurations whole: their label is typed in the new project's row.
    typed: Object.fromEntries(Object.entries(PROJECT_TYPED).filter(([path]) => !path.startsWith('unitConfigurations'))),
    body: () => ({ description: 'Phase two is open with 3 BHK homes and a clubhouse.' }),
  },
  'DELETE /api/seller/projects/:id': {
    group: 'sellers',
    params: (w) => id(w.doomedProjectId),
  },
  'POST /api/media': { group: 'sellers', multipart: true },
  'GET /api/seller/enquiries': { group: 'sellers', query: () => 'status=new&page=1' },
  'PATCH /api/seller/enquiries/:id': {
    group: 'sellers',
    params: (w) => id(w.enquiryId),
    body: () => ({ status: 'seen' }),
  },
  'GET /api/seller/plans': { group: 'billing' },
  'GET /api/seller/payments': { group: 'billing' },
  'POST /api/seller/payments': {
    group: 'billing',
    body: (w) => ({ planId: w.planId, provider: 'manual' }),
  },
  'POST /api/seller/payments/:id/verify': {
    group: 'billing',
    params: (w) => id(w.paymentId),
    body: () => ({ razorpay_payment_id: 'pay_Fuzz123', razorpay_signature: 'a'.repeat(64) }),
  },
  'POST /api/seller/payments/:id/reference': {
    group: 'billing',
    params: (w) => id(w.paymentId),
    body: () => ({ reference: '412345678901' }),
  },
  'GET /api/seller/billing': { group: 'billing' },
  'POST /api/seller/properties/:id/feature': {
    group: 'billing',
    params: (w) => id(w.publicPropertyId),
  },
  'POST /api/billing/razorpay/webhook': {
    group: 'billing',
    body: () => ({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x' } } } }),
  },
  'POST /api/seller/broker-request': {
    group: 'sellers',
    typed: same('message'),
    body: (w) => ({ experienceYears: 6, reraAgentNumber: 'MP-AG-2024-0187', documents: [w.agentPhotoHash] }),
  },
  'GET /api/seller/broker-request': { group: 'sellers' },
} satisfies Partial<Record<ApiKey, FuzzRow>>;
