/** Validation of the seller inbox's query and status change (shapes in `seller-enquiries.ts`). */
import { z } from 'zod';
import { ENQUIRY_STATUSES } from '../enquiries/enquiry-constants';
import { wholeNumberText } from '../openapi-meta';
import { SELLER_ENQUIRY_LIMITS, SELLER_ENQUIRY_MESSAGES } from './seller-enquiries';

export * from './seller-enquiries';

const statusOf = (field: string) =>
  z.enum(ENQUIRY_STATUSES, { error: `${field} must be one of ${ENQUIRY_STATUSES.join(', ')}` });

/** A whole number from `min` to `max` in a query string; empty or absent gives undefined. */
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .meta(wholeNumberText(min, max))
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const n = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (!(n >= min && n <= max)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const MAX_ID = 2_147_483_647;

export const sellerEnquiriesQuerySchema = z
  .object({
    // An empty `status=` (the "all" tab of a form) means no filter.
    status: z.preprocess((value) => (value === '' ? undefined : value), statusOf('status').optional()),
    propertyId: wholeNumber('propertyId', 1, MAX_ID),
    projectId: wholeNumber('projectId', 1, MAX_ID),
    page: wholeNumber('page', 1, SELLER_ENQUIRY_LIMITS.maxPage).transform((page) => page ?? 1),
    pageSize: wholeNumber('pageSize', 1, SELLER_ENQUIRY_LIMITS.maxPageSize).transform(
      (size) => size ?? SELLER_ENQUIRY_LIMITS.defaultPageSize,
    ),
  })
  .refine((query) => query.propertyId === undefined || query.projectId === undefined, {
    message: SELLER_ENQUIRY_MESSAGES.chooseOneListing,
  });

export type SellerEnquiriesQuery = z.output<typeof sellerEnquiriesQuerySchema>;

export const sellerEnquiryUpdateSchema = z.object({ status: statusOf('status') });

export type SellerEnquiryUpdate = z.input<typeof sellerEnquiryUpdateSchema>;
