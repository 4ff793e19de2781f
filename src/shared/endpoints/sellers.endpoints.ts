/**
 * The seller's area: profile, listings, projects, inbox, photos and verification (server: features/sellers,
 * projects, enquiries, media, admin/broker-requests); plans and payments are in billing.endpoints.ts. Every call answers 401
 * without a session and 403 for an account that is not a seller (or not the right kind).
 */
import { type BrokerRequestResponse, brokerRequestSchema } from '../admin/broker-request-contract';
import { MEDIA_UPLOAD_FIELD, MEDIA_UPLOAD_TYPES, type PhotoUploadResponse } from '../media-upload';
import type { SellerListing, SellerListingPage, SellerMe } from '../sellers/seller-constants';
import {
  type SellerEnquiriesResponse,
  type SellerEnquiryUpdatedResponse,
  sellerEnquiriesQuerySchema,
  sellerEnquiryUpdateSchema,
} from '../sellers/seller-enquiries-contract';
import { closeListingSchema, listingSchema, sellerListingsQuerySchema } from '../sellers/seller-listing-contract';
import { sellerProfileSchema, sellerProfileUpdateSchema } from '../sellers/seller-profile-contract';
import type { SellerProject, SellerProjectPage } from '../sellers/seller-project-constants';
import { projectSchema, sellerProjectsQuerySchema } from '../sellers/seller-project-contract';
import { type Done, endpoint } from './endpoint';

/** A seller's own listing, project or profile, with the words of a change. */
export interface SellerItemResponse<T> {
  success: true;
  message?: string;
  data: T;
}

/** A change that always says what it did. */
type SellerItemChanged<T> = SellerItemResponse<T> & { message: string };

const EDIT = (what: string) => ({
  type: 'application/json' as const,
  description: `Any of the fields of a new ${what}; the ${what} with them must pass the same rules.`,
});

export const SELLERS_ENDPOINTS = {
  'POST /api/sellers': endpoint<SellerItemResponse<SellerMe>>()({
    summary: 'Become a seller',
    access: 'user',
    example: {
      body: {
        sellerType: 'Agent',
        companyName: 'Verma Realty',
        address: 'Plot 14, Zone II, Maharana Pratap Nagar',
        city: 'Bhopal',
        state: 'Madhya Pradesh',
        about: 'Flats and houses for sale and rent across south Bhopal since 2015.',
        experienceYears: 11,
        reraAgentNumber: 'MPRERA-A-BPL-19-203',
      },
    },
    statuses: [409],
    body: sellerProfileSchema,
    status: 201,
    description: 'An Agent or Builder must give `companyName` (400 otherwise).',
  }),
  'GET /api/sellers/me': endpoint<SellerItemResponse<SellerMe>>()({
    summary: 'The seller’s profile and counts',
    access: 'seller',
  }),
  'PATCH /api/sellers/me': endpoint<SellerItemResponse<SellerMe>>()({
    summary: 'Change the seller profile',
    access: 'seller',
    example: {
      body: { about: 'Flats, houses and shops for sale and rent in Bhopal and Indore.', experienceYears: 12 },
    },
    body: sellerProfileUpdateSchema,
    description: 'An Agent’s or Builder’s `companyName` cannot be cleared (400).',
  }),
  'POST /api/seller/properties': endpoint<SellerItemResponse<SellerListing>>()({
    summary: 'Post a listing (pending review)',
    access: 'seller',
    example: {
      body: {
        title: '2 BHK flat in Arera Colony near Bittan Market',
        description:
          'Corner flat on the third floor with a lift, reserved parking and water all day. Bittan Market and two schools are a short walk away.',
        propertyType: 'Flat/Apartment',
        transactionType: 'Buy',
        price: 5_200_000,
        priceNegotiable: true,
        area: { value: 1150, unit: 'sq.ft' },
        carpetArea: 900,
        parking: 'Covered',
        parkingSpaces: 1,
        bedrooms: 2,
        bathrooms: 2,
        balconies: 1,
        furnishing: 'Semi-Furnished',
        floor: 3,
        totalFloors: 5,
        facing: 'East',
        possession: 'Ready to Move',
        ageYears: 6,
        amenities: ['Lift', 'Reserved Parking', 'Power Backup'],
        location: {
          state: 'Madhya Pradesh',
          city: 'Bhopal',
          locality: 'Arera Colony',
          society: 'Shree Residency',
          coordinates: { latitude: 23.2167, longitude: 77.4331 },
        },
        photos: [
          'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
          '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        ],
      },
    },
    statuses: [402],
    body: listingSchema,
    status: 201,
    description:
      'Rules between fields (400 otherwise): the fields that apply depend on `propertyType` (bedrooms and ' +
      'bathrooms for homes and only for them; no furnishing, floors, age, `carpetArea` or parking for a plot or ' +
      'land); `carpetArea` (in the unit of `area`) not above `area`; `parkingSpaces` with Covered or Open ' +
      '`parking` and only then; `tenantPreferences`, `petsAllowed` and `availableFrom` (today or later in India when ' +
      'set) for Rent only; `price` within ' +
      'the range for its type and deal, and per sq.ft of `area` within bounds; `floor` not above `totalFloors`, ' +
      'which it needs; `possessionDate` for Under Construction and only then, with no `ageYears`; ' +
      '`location.city` one of the state’s cities; `reraId` in the form of its state’s register.',
  }),
  'GET /api/seller/properties': endpoint<SellerListingPage>()({
    summary: 'The seller’s own listings',
    access: 'seller',
    example: { query: { status: 'active', page: '1', pageSize: '20' } },
    query: sellerListingsQuerySchema,
  }),
  'GET /api/seller/properties/:id': endpoint<SellerItemResponse<SellerListing>>()({
    summary: 'One of the seller’s listings',
    access: 'seller',
    example: { params: { id: '443' } },
    statuses: [404],
  }),
  'PATCH /api/seller/properties/:id': endpoint<SellerItemResponse<SellerListing>>()({
    summary: 'Edit a listing (a material change sends it back to review)',
    access: 'seller',
    example: { params: { id: '443' }, body: { price: 4_950_000, priceNegotiable: false } },
    statuses: [402, 404, 409],
    bodyNote: EDIT('listing'),
  }),
  'POST /api/seller/properties/:id/status': endpoint<SellerItemChanged<SellerListing>>()({
    summary: 'Mark a listing sold or rented (active or expired)',
    access: 'seller',
    example: { params: { id: '443' }, body: { status: 'sold' } },
    statuses: [404, 409],
    body: closeListingSchema,
  }),
  'POST /api/seller/properties/:id/confirm': endpoint<SellerItemChanged<SellerListing>>()({
    summary: 'Confirm a listing still available (renews an expired one)',
    access: 'seller',
    example: { params: { id: '443' } },
    statuses: [402, 404, 409, 429],
    description: 'Starts its freshness period again from now. 409 for a listing that is not active or expired.',
  }),
  'DELETE /api/seller/properties/:id': endpoint<Done>()({
    summary: 'Delete a listing',
    access: 'seller',
    example: { params: { id: '443' } },
    statuses: [404],
  }),
  'POST /api/seller/projects': endpoint<SellerItemResponse<SellerProject>>()({
    summary: 'Post a project (builders)',
    access: 'builder',
    example: {
      body: {
        name: 'Sagar Greens',
        projectType: 'Residential',
        description: 'Four towers of 2 and 3 BHK flats around a central garden, off the Nipania ring road.',
        location: {
          state: 'Madhya Pradesh',
          city: 'Indore',
          locality: 'Nipania',
          address: 'Behind Bombay Hospital, Ring Road',
          coordinates: { latitude: 22.7616, longitude: 75.9121 },
        },
        totalUnits: 240,
        availableUnits: 96,
        unitConfigurations: [
          {
            label: '2 BHK',
            bedrooms: 2,
            minAreaSqft: 1050,
            maxAreaSqft: 1200,
            minPrice: 4_200_000,
            maxPrice: 4_800_000,
          },
          {
            label: '3 BHK',
            bedrooms: 3,
            minAreaSqft: 1450,
            maxAreaSqft: 1650,
            minPrice: 5_900_000,
            maxPrice: 6_800_000,
          },
        ],
        launchDate: '2025-03-01',
        completionDate: '2028-06-30',
        reraId: 'P-IND-25-1234',
        amenities: ['Club House', 'Swimming Pool', 'Jogging Track'],
        upcoming: false,
        photos: ['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
      },
    },
    statuses: [402, 403],
    body: projectSchema,
    status: 201,
    description:
      'Rules between fields (400 otherwise): `availableUnits` at most `totalUnits`; `completionDate` not ' +
      'before `launchDate`; each configuration named differently, its maximum area and price not below its ' +
      'minimum; `location.city` one of the state’s cities; `reraId` in the form of its state’s register.',
  }),
  'GET /api/seller/projects': endpoint<SellerProjectPage>()({
    summary: 'The builder’s own projects',
    access: 'builder',
    example: { query: { status: 'active', page: '1' } },
    query: sellerProjectsQuerySchema,
  }),
  'GET /api/seller/projects/:id': endpoint<SellerItemResponse<SellerProject>>()({
    summary: 'One of the builder’s projects',
    access: 'builder',
    example: { params: { id: '18' } },
    statuses: [404],
  }),
  'PATCH /api/seller/projects/:id': endpoint<SellerItemResponse<SellerProject>>()({
    summary: 'Edit a project (a material change sends it back to review)',
    access: 'builder',
    example: { params: { id: '18' }, body: { availableUnits: 84 } },
    statuses: [402, 404, 409],
    bodyNote: EDIT('project'),
  }),
  'DELETE /api/seller/projects/:id': endpoint<Done>()({
    summary: 'Delete a project',
    access: 'builder',
    example: { params: { id: '18' } },
    statuses: [404],
  }),
  'GET /api/seller/enquiries': endpoint<SellerEnquiriesResponse>()({
    summary: 'The seller’s enquiry inbox',
    access: 'seller',
    example: { query: { status: 'new', propertyId: '443', page: '1' } },
    query: sellerEnquiriesQuerySchema,
    description: '`propertyId` or `projectId`, not both (400 otherwise).',
  }),
  'PATCH /api/seller/enquiries/:id': endpoint<SellerEnquiryUpdatedResponse>()({
    summary: 'Move an enquiry’s status forward',
    access: 'seller',
    example: { params: { id: '1207' }, body: { status: 'responded' } },
    statuses: [404, 409],
    body: sellerEnquiryUpdateSchema,
  }),
  'POST /api/media': endpoint<PhotoUploadResponse>()({
    summary: 'Upload a photo',
    access: 'seller',
    example: { form: `One \`${MEDIA_UPLOAD_FIELD}\` field holding a JPEG of the flat’s hall (hall.jpg, 2.4 MB).` },
    statuses: [415, 429, 507],
    status: 201,
    bodyNote: {
      type: 'multipart/form-data',
      description: `One \`${MEDIA_UPLOAD_FIELD}\`: ${MEDIA_UPLOAD_TYPES.join(', ')} up to 10 MB and 50 megapixels.`,
    },
    description: '200 with the same answer when the picture is already stored.',
  }),
  'POST /api/seller/broker-request': endpoint<BrokerRequestResponse>()({
    summary: 'Ask to be verified (agents)',
    access: 'agent',
    example: {
      body: {
        experienceYears: 6,
        reraAgentNumber: 'MPRERA-A-IND-21-0456',
        documents: ['b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9'],
        message: 'My MP RERA agent certificate, valid until March 2027.',
      },
    },
    statuses: [403, 409],
    body: brokerRequestSchema,
    status: 201,
  }),
  'GET /api/seller/broker-request': endpoint<BrokerRequestResponse>()({
    summary: 'The agent’s latest verification request',
    access: 'agent',
  }),
};
