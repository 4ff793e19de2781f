/** What the demo generator produces: plain records, linked by index, that the seeder turns into rows. */

import type { NewProperty } from '../server/features/listings/listings.schema';
import type { NewProject } from '../server/features/projects/projects.schema';
import type { EnquiryStatus, PreferredContactTime } from '../shared/enquiries/enquiry-contract';
import type { SellerType } from '../shared/listings/vocabulary';
import type { DemoReview } from './demo-reviews';

export interface DemoSeller {
  /** Unique across every demo seeding of a database: makes the e-mail and phone number unique. */
  sequence: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  createdAt: Date;
  sellerType: SellerType;
  companyName: string | null;
  address: string;
  city: string;
  state: string;
  about: string | null;
  verified: boolean;
  verifiedAt: Date | null;
  reraAgentNumber: string | null;
  experienceYears: number | null;
}

/** Indexes into the photo library (see demo-photo-library.ts); the first is the cover. */
export type DemoPhotoIndexes = readonly number[];

export type DemoProject = Omit<NewProject, 'id' | 'builderId'> & {
  /** Index of the builder in `sellers`. */
  builderIndex: number;
  photos: DemoPhotoIndexes;
};

export type DemoProperty = Omit<NewProperty, 'id' | 'sellerId' | 'projectId'> & {
  /** Index of the poster in `sellers`. */
  sellerIndex: number;
  /** Index of the project in `projects`, for a builder's unit in one of its projects. */
  projectIndex: number | null;
  photos: DemoPhotoIndexes;
};

/** A buyer's enquiry about one property or one project (indexes into the marketplace's lists). */
export interface DemoEnquiry {
  /** Index of the asking account in `sellers`. */
  buyerIndex: number;
  /** Index in `sellers` of the listing's owner. */
  ownerIndex: number;
  propertyIndex: number | null;
  projectIndex: number | null;
  message: string;
  preferredTime: PreferredContactTime;
  status: EnquiryStatus;
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoMarketplace {
  sellers: DemoSeller[];
  projects: DemoProject[];
  properties: DemoProperty[];
  enquiries: DemoEnquiry[];
  reviews: DemoReview[];
}

export interface DemoGeneratorOptions {
  seed: number;
  properties: number;
  projects: number;
  sellers: number;
  /** First seller sequence number minus one: 0 on an empty database, more when appending. */
  sequenceStart?: number;
  /** "Now" for the generated timeline; fixed by default so the same seed gives the same output. */
  referenceDate?: Date;
}
