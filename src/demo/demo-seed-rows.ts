/** Turns generated demo records into table rows, given the ids reserved for them and the photo hashes. */
import type { NewUser } from '../server/features/accounts/accounts.schema';
import type { NewEnquiry } from '../server/features/enquiries/enquiries.schema';
import type { NewProperty } from '../server/features/listings/listings.schema';
import type { NewProject } from '../server/features/projects/projects.schema';
import type { sellers } from '../server/features/sellers/sellers.schema';
import type { DemoMarketplace, DemoPhotoIndexes } from './demo.types';
import { confirmationsAsOf } from './demo-confirmations';
import { DEMO_REFERENCE_DATE } from './demo-time';

export interface ReservedIds {
  users: readonly number[];
  projects: readonly number[];
  properties: readonly number[];
}

const idAt = (ids: readonly number[], index: number): number => {
  const id = ids[index];
  if (id === undefined) throw new Error(`no id reserved for index ${index}`);
  return id;
};

export function userRows(
  market: DemoMarketplace,
  ids: ReservedIds,
  passwordHash: string,
): (NewUser & { id: number })[] {
  return market.sellers.map((seller, i) => ({
    id: idAt(ids.users, i),
    firstName: seller.firstName,
    lastName: seller.lastName,
    email: seller.email,
    phoneNumber: seller.phoneNumber,
    passwordHash,
    createdAt: seller.createdAt,
    updatedAt: seller.createdAt,
  }));
}

export function sellerRows(market: DemoMarketplace, ids: ReservedIds): (typeof sellers.$inferInsert)[] {
  return market.sellers.map((seller, i) => ({
    userId: idAt(ids.users, i),
    sellerType: seller.sellerType,
    companyName: seller.companyName,
    address: seller.address,
    city: seller.city,
    state: seller.state,
    about: seller.about,
    verified: seller.verified,
    verifiedAt: seller.verifiedAt,
    reraAgentNumber: seller.reraAgentNumber,
    experienceYears: seller.experienceYears,
    createdAt: seller.createdAt,
  }));
}

export function projectRows(market: DemoMarketplace, ids: ReservedIds): (NewProject & { id: number })[] {
  return market.projects.map(({ builderIndex, photos: _, ...project }, i) => ({
    ...project,
    id: idAt(ids.projects, i),
    builderId: idAt(ids.users, builderIndex),
  }));
}

/** The rows to insert; `now` (the seeding's moment) places the confirmation dates (demo-confirmations.ts). */
export function propertyRows(
  market: DemoMarketplace,
  ids: ReservedIds,
  now = new Date(),
  reference = DEMO_REFERENCE_DATE,
): (NewProperty & { id: number })[] {
  return market.properties.map(({ sellerIndex, projectIndex, photos: _, ...property }, i) => ({
    ...property,
    ...confirmationsAsOf(property, reference, now),
    id: idAt(ids.properties, i),
    sellerId: idAt(ids.users, sellerIndex),
    projectId: projectIndex === null ? null : idAt(ids.projects, projectIndex),
  }));
}

export function enquiryRows(market: DemoMarketplace, ids: ReservedIds): NewEnquiry[] {
  return market.enquiries.map((enquiry) => ({
    buyerId: idAt(ids.users, enquiry.buyerIndex),
    sellerId: idAt(ids.users, enquiry.ownerIndex),
    propertyId: enquiry.propertyIndex === null ? null : idAt(ids.properties, enquiry.propertyIndex),
    projectId: enquiry.projectIndex === null ? null : idAt(ids.projects, enquiry.projectIndex),
    message: enquiry.message,
    preferredTime: enquiry.preferredTime,
    status: enquiry.status,
    createdAt: enquiry.createdAt,
    updatedAt: enquiry.updatedAt,
  }));
}

/** `(owner id, position, media hash)` for every record's photos; position 0 is the cover. */
export function photoRows(
  records: readonly { photos: DemoPhotoIndexes }[],
  ownerIds: readonly number[],
  hashes: readonly string[],
) {
  return records.flatMap((record, i) =>
    record.photos.map((photo, position) => {
      const mediaHash = hashes[photo];
      if (mediaHash === undefined) throw new Error(`photo ${photo} is not in the rendered library`);
      return { ownerId: idAt(ownerIds, i), position, mediaHash };
    }),
  );
}
