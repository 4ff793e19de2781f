/**
 * The seller profile API: an existing account becomes a seller, once (docs/product-rules.md, Roles and
 * permissions).
 *
 *   POST  /api/sellers     body SellerProfileInput → 201 { success, message, data: SellerMe }
 *                          400 field message · 401 login required · 409 already a seller
 *   GET   /api/sellers/me  → 200 { success, data: SellerMe } · 401 · 403 SELLER_MESSAGES.sellerRequired
 *   PATCH /api/sellers/me  body any of the fields but sellerType, and `photo`
 *                          → 200 { success, message, data: SellerMe }
 *                          400 (sellerType: SELLER_MESSAGES.sellerTypeFixed; a photo the seller did not
 *                          upload) · 401 · 403
 *
 * `photo` is the hash of a photo the seller uploaded (POST /api/media), or null to remove it. It is not
 * part of POST /api/sellers: only a seller may upload, so sign-up adds the photo in a step after it.
 * Answers carry `photo` (the hash) and `photoUrls` (one URL per stored width), both null without one.
 */
import { z } from 'zod';
import { SELLER_TYPES } from '../listings/vocabulary';
import { INDIAN_STATES, indianStateMessage, isIndianState } from '../location/indian-states';
import { documentedAs } from '../openapi-meta';
import { impersonatesPlatform, platformNameMessage } from '../platform-names';
import { SELLER_LIMITS, SELLER_MESSAGES } from './seller-constants';
import { line, oneOf, optional, paragraph, photoHash, required, whole } from './seller-fields';
import { PROFILE_LABELS as T } from './seller-labels';

export * from './seller-constants';

const L = SELLER_LIMITS;

const profileFields = {
  companyName: optional(
    line(T.companyName, L.companyNameMax).refine(
      (name) => !impersonatesPlatform(name),
      platformNameMessage(T.companyName),
    ),
  ),
  address: line(T.address, L.addressMax),
  city: line(T.city, L.placeMax),
  // Picked from the list of states and union territories, so a buyer reads every seller's state one way.
  state: z
    .string({ error: required(T.state) })
    .trim()
    .min(1, required(T.state))
    .refine(isIndianState, indianStateMessage(T.state))
    .meta(documentedAs({ type: 'string', enum: [...INDIAN_STATES] })),
  about: optional(paragraph(T.about, L.aboutMax)),
  experienceYears: optional(whole(T.experienceYears, 0, L.experienceYearsMax)),
  reraAgentNumber: optional(line(T.reraAgentNumber, L.reraNumberMax)),
};

/** POST /api/sellers */
export const sellerProfileSchema = z
  .object({ sellerType: oneOf(T.sellerType, SELLER_TYPES), ...profileFields })
  .refine((input) => input.sellerType === 'Individual' || Boolean(input.companyName), {
    message: SELLER_MESSAGES.companyNameRequired,
    path: ['companyName'],
  });
export type SellerProfileInput = z.input<typeof sellerProfileSchema>;
export type SellerProfileBody = z.output<typeof sellerProfileSchema>;

/**
 * PATCH /api/sellers/me: any of the profile fields, and the photo. The seller type is refused (an admin
 * changes it later), and an agent's or builder's company name cannot be cleared: the service checks that
 * against the stored type.
 */
export const sellerProfileUpdateSchema = z
  .object({
    // Refused when sent (an admin changes it): the document allows no value at all.
    sellerType: z
      .unknown()
      .optional()
      .meta(documentedAs({ not: {}, description: 'Refused: an admin changes it.' })),
    companyName: profileFields.companyName,
    address: profileFields.address.optional(),
    city: profileFields.city.optional(),
    state: profileFields.state.optional(),
    about: profileFields.about,
    experienceYears: profileFields.experienceYears,
    reraAgentNumber: profileFields.reraAgentNumber,
    photo: optional(photoHash(T.photo)),
  })
  .refine((input) => input.sellerType === undefined, { message: SELLER_MESSAGES.sellerTypeFixed })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: SELLER_MESSAGES.nothingToUpdate,
  })
  .meta({ override: { minProperties: 1 } });
export type SellerProfileUpdateBody = z.output<typeof sellerProfileUpdateSchema>;
