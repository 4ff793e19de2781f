/**
 * A builder's projects in the seller area (docs/product-rules.md, Listing life cycle): words, limits and answer
 * shapes without zod, so the projects list does not download it. The request schemas are in
 * `seller-project-contract.ts`.
 */
import { apiPath } from '../endpoints/api-path';
import type { UnitConfigurationView } from '../listings/listing-types';
import type { ProjectStatus, ProjectType, SellerType } from '../listings/vocabulary';
import { NOT_FOUND_MESSAGES } from '../messages';
import { SELLER_TYPE_LABELS } from './seller-constants';

export const SELLER_PROJECTS_PATH = apiPath('GET /api/seller/projects');

/**
 * Live projects (pending review + active) a builder may have on the free tier. A project carries many
 * units, so the free tier holds one; the billing plans' project credits raise it.
 */
export const FREE_PROJECT_QUOTA = 1;

/** Statuses that count against the quota: on the market or waiting to be. */
export const LIVE_PROJECT_STATUSES = ['pending', 'active'] as const satisfies readonly ProjectStatus[];

/** Statuses the builder's projects page filters by ('deleted' is hidden there). */
export const SELLER_PROJECT_FILTER_STATUSES = ['pending', 'active', 'rejected'] as const;

/**
 * What a builder may change on an active project while it stays live. Every other field the builder
 * sends (`PROJECT_FIELDS`: amenities, RERA id and the `upcoming` flag included) is public and sends the
 * project back to admin review when it changes, so a field added later is reviewed unless it is added
 * here on purpose. The exceptions:
 *
 * - availableUnits: a number that falls as the project sells; it carries no text, and totalUnits (what
 *   it counts against) stays material.
 * - photos: reordering them or removing some shows nothing new. Adding a photo the project did not have
 *   is material (the service checks that).
 */
export const LIVE_EDIT_PROJECT_FIELDS = ['availableUnits', 'photos'] as const;

export const PROJECT_LIMITS = {
  nameMin: 3,
  nameMax: 150,
  addressMax: 300,
  unitsMax: 100_000,
  configurationsMax: 20,
  configurationLabelMax: 60,
  /** Unit sizes in whole sq.ft. */
  areaSqftMax: 10_000_000,
  /** Launch and completion dates outside these years are typos. */
  dateYearMin: 2000,
  dateYearMax: 2100,
} as const;

export const SELLER_PROJECT_MESSAGES = {
  buildersOnly: (sellerType: SellerType) =>
    `Only builders can post projects. Your seller account is registered as ${SELLER_TYPE_LABELS[sellerType]}.`,
  projectNotFound: NOT_FOUND_MESSAGES.project,
  projectCreated: 'Your project has been submitted for review.',
  projectUpdated: 'Your project has been updated.',
  projectSentForReview: 'Your project has been updated and sent for review again.',
  projectDeleted: 'Your project has been deleted.',
  quotaReached: (quota: number) =>
    `You can have at most ${quota} live ${quota === 1 ? 'project' : 'projects'} (pending review or active) on the free plan and your paid plans. Buy a plan with more projects, or delete one to post another.`,
} as const;

/** One of the builder's own projects, as the project form and list read it. */
export interface SellerProject {
  id: number;
  status: ProjectStatus;
  rejectionReason: string | null;
  /** When buyers' reports held it for review (status pending), or null. */
  heldForReportsAt: string | null;
  name: string;
  projectType: ProjectType;
  description: string;
  location: {
    state: string;
    city: string;
    locality: string;
    address: string | null;
    coordinates: { latitude: number; longitude: number } | null;
  };
  totalUnits: number;
  availableUnits: number;
  unitConfigurations: UnitConfigurationView[];
  /** From the unit configurations: the lowest minPrice and the highest maxPrice. */
  minPrice: number;
  maxPrice: number;
  launchDate: string | null;
  completionDate: string | null;
  reraId: string | null;
  amenities: string[];
  upcoming: boolean;
  /** Media hashes in order; the first is the cover. */
  photos: string[];
  views: number;
  enquiries: { new: number; total: number };
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface SellerProjectPage {
  success: true;
  data: SellerProject[];
  total: number;
  page: number;
  pageSize: number;
}

/** The lowest and highest price across a project's unit configurations (0 and 0 when there are none). */
export function projectPriceRange(configurations: readonly Pick<UnitConfigurationView, 'minPrice' | 'maxPrice'>[]) {
  if (configurations.length === 0) return { minPrice: 0, maxPrice: 0 };
  return {
    minPrice: Math.min(...configurations.map((unit) => unit.minPrice)),
    maxPrice: Math.max(...configurations.map((unit) => unit.maxPrice)),
  };
}
