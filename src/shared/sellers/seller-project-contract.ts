/**
 * The builder's projects API (only builders post projects: docs/product-rules.md, Roles and permissions). One
 * schema validates a whole project, for a new one and for an edit (the edit is merged into the stored project
 * and the result validated again), and the client's form validates with it too.
 *
 *   POST   /api/seller/projects        body ProjectInput → 201 { success, message, data: SellerProject }
 *                                      402 free quota used · 400 field message · 401 · 403 not a builder
 *   GET    /api/seller/projects        ?status&page&pageSize → 200 SellerProjectPage
 *   GET    /api/seller/projects/:id    → 200 { success, data: SellerProject }
 *   PATCH  /api/seller/projects/:id    body any project fields → 200 { success, message, data }
 *                                      (a material edit of an active project sends it back to review)
 *   DELETE /api/seller/projects/:id    → 200 (soft: status 'deleted', hidden everywhere)
 *   Only builders may call these (403 `buildersOnly` for owners and agents). Another builder's project,
 *   or a deleted one, is a 404.
 *
 * Rules across fields, checked once every field is valid (so all of them show together): availableUnits
 * ≤ totalUnits, completionDate ≥ launchDate, and in each unit configuration maxAreaSqft ≥ minAreaSqft,
 * maxPrice ≥ minPrice and a label no other configuration has (case aside).
 *
 * The price range is not sent: the project's minPrice and maxPrice are derived from its unit
 * configurations (`projectPriceRange`), so the range a buyer filters by can never disagree with the
 * prices listed per configuration. A minPrice or maxPrice in the body is ignored like any unknown field.
 */

import { z } from 'zod';
import { isCalendarDate } from '../calendar-date';
import type { UnitConfigurationView } from '../listings/listing-types';
import { reraIdProblem } from '../listings/rera';
import { MAX_PHOTOS_PER_LISTING, PROJECT_TYPES } from '../listings/vocabulary';
import { CENTURY_DATE_SCHEMA, documentedAs } from '../openapi-meta';
import { SELLER_LIMITS } from './seller-constants';
import { line, mergeEdit, oneOf, optional, paragraph, photoList, required, rupees, whole } from './seller-fields';
import { LISTING_LABELS, PROJECT_LABELS } from './seller-labels';
import { listingSchema, refineListedPlace, sellerListingsQuerySchema } from './seller-listing-contract';
import { PROJECT_LIMITS as P, SELLER_PROJECT_FILTER_STATUSES, type SellerProject } from './seller-project-constants';

export * from './seller-project-constants';

// The rules a project shares with a listing are the listing's, so both read and refuse alike.
const listingFields = listingSchema.shape;
const listingPlace = listingFields.location.shape;

export const calendarDateMessage = (label: string) =>
  `${label} must be a date (YYYY-MM-DD) from ${P.dateYearMin} to ${P.dateYearMax}`;
const calendarDate = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((text) => isCalendarDate(text, { min: P.dateYearMin, max: P.dateYearMax }), calendarDateMessage(label))
    .meta(documentedAs(CENTURY_DATE_SCHEMA));

const units = (label: string, min: number) => whole(label, min, P.unitsMax);

/** One configuration's schema, its messages naming it as the form does ('Configuration 2 lowest price…'). */
function configurationSchema(index: number) {
  const at = (field: keyof typeof PROJECT_LABELS) =>
    `${PROJECT_LABELS.configuration(index + 1)} ${PROJECT_LABELS[field]}`;
  return z.object(
    {
      label: line(at('label'), P.configurationLabelMax),
      bedrooms: optional(whole(at('bedrooms'), 0, SELLER_LIMITS.roomsMax)),
      minAreaSqft: whole(at('minAreaSqft'), 1, P.areaSqftMax),
      maxAreaSqft: whole(at('maxAreaSqft'), 1, P.areaSqftMax),
      minPrice: rupees(at('minPrice'), 1, SELLER_LIMITS.priceMax),
      maxPrice: rupees(at('maxPrice'), 1, SELLER_LIMITS.priceMax),
    },
    { error: `${PROJECT_LABELS.configuration(index + 1)} must have a name, sizes and prices` },
  );
}
const configurationSchemas = Array.from({ length: P.configurationsMax }, (_, index) => configurationSchema(index));

const CONFIGURATIONS_MESSAGE = `${PROJECT_LABELS.unitConfigurations} must list 1 to ${P.configurationsMax} configurations`;
const unitConfigurations = z
  .array(z.unknown(), { error: CONFIGURATIONS_MESSAGE })
  .min(1, CONFIGURATIONS_MESSAGE)
  .max(P.configurationsMax, CONFIGURATIONS_MESSAGE)
  .transform((items, ctx) =>
    items.flatMap((item, index): UnitConfigurationView[] => {
      const parsed = (configurationSchemas[index] ?? configurationSchema(index)).safeParse(item);
      if (parsed.success) return [{ ...parsed.data, bedrooms: parsed.data.bedrooms ?? null }];
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: [index, ...issue.path], message: issue.message });
      return [];
    }),
  )
  // Read one by one above (each message names its configuration): the document shows one's fields,
  // rendered only when the document is built.
  .meta({
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      const { $schema: _, ...items } = z.toJSONSchema(configurationSchema(0), { io: 'input', unrepresentable: 'any' });
      jsonSchema.items = items;
    },
  });

const projectObject = z.object({
  name: line(PROJECT_LABELS.name, P.nameMax, P.nameMin),
  projectType: oneOf(PROJECT_LABELS.projectType, PROJECT_TYPES),
  description: optional(paragraph(LISTING_LABELS.description, SELLER_LIMITS.descriptionMax)),
  location: z
    .object(
      {
        state: listingPlace.state,
        city: listingPlace.city,
        locality: listingPlace.locality,
        address: optional(line(PROJECT_LABELS.address, P.addressMax)),
        coordinates: listingPlace.coordinates,
      },
      { error: required(LISTING_LABELS.location) },
    )
    .superRefine(refineListedPlace),
  totalUnits: units(PROJECT_LABELS.totalUnits, 1),
  availableUnits: units(PROJECT_LABELS.availableUnits, 0),
  unitConfigurations,
  launchDate: optional(calendarDate(PROJECT_LABELS.launchDate)),
  completionDate: optional(calendarDate(PROJECT_LABELS.completionDate)),
  reraId: listingFields.reraId,
  amenities: listingFields.amenities,
  upcoming: optional(z.boolean({ error: `${PROJECT_LABELS.upcoming} must be true or false` })),
  photos: optional(photoList(LISTING_LABELS.photos, MAX_PHOTOS_PER_LISTING)),
});

/** The project fields a builder sends; an edit merges over these. */
export const PROJECT_FIELDS = Object.keys(projectObject.shape) as (keyof typeof projectObject.shape)[];

type Draft = z.output<typeof projectObject>;

/** Rules across fields (run once every field is valid); each message names the field to change. */
function crossFieldProblems(input: Draft): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (input.availableUnits > input.totalUnits)
    problems.push({
      path: ['availableUnits'],
      message: `${PROJECT_LABELS.availableUnits} must not be above the total units`,
    });
  if (input.launchDate && input.completionDate && input.completionDate < input.launchDate)
    problems.push({
      path: ['completionDate'],
      message: `${PROJECT_LABELS.completionDate} must not be before the launch date`,
    });
  const labels = input.unitConfigurations.map((unit) => unit.label.toLowerCase());
  input.unitConfigurations.forEach((unit, index) => {
    const refuse = (field: string, message: string) =>
      problems.push({
        path: ['unitConfigurations', index, field],
        message: `${PROJECT_LABELS.configuration(index + 1)} ${message}`,
      });
    if (labels.indexOf(unit.label.toLowerCase()) !== index)
      refuse('label', "name must differ from the other configurations' names");
    if (unit.maxAreaSqft < unit.minAreaSqft)
      refuse('maxAreaSqft', `${PROJECT_LABELS.maxAreaSqft} must not be below its ${PROJECT_LABELS.minAreaSqft}`);
    if (unit.maxPrice < unit.minPrice)
      refuse('maxPrice', `${PROJECT_LABELS.maxPrice} must not be below its ${PROJECT_LABELS.minPrice}`);
  });
  return problems;
}

/** A whole project, new or edited. */
export const projectSchema = projectObject.superRefine((input, ctx) => {
  for (const { path, message } of crossFieldProblems(input)) ctx.addIssue({ code: 'custom', path, message });
  const rera = input.reraId ? reraIdProblem(input.location.state, input.reraId) : undefined;
  if (rera) ctx.addIssue({ code: 'custom', path: ['reraId'], message: rera });
});
export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectBody = z.output<typeof projectSchema>;

/**
 * The project an edit asks for: the stored project with the sent fields over it (`location` merges one
 * level down; lists such as unitConfigurations and photos are replaced whole). Unknown fields are
 * ignored; undefined when the edit sends no project field at all.
 */
export function mergeProjectEdit(
  stored: Record<string, unknown>,
  edit: Record<string, unknown>,
): Record<string, unknown> | undefined {
  return mergeEdit(PROJECT_FIELDS, stored, edit);
}

/** A stored project in the shape the schema reads, for merging an edit over it. */
export const projectInputOf = (project: SellerProject): Record<string, unknown> => ({
  name: project.name,
  projectType: project.projectType,
  description: project.description,
  location: { ...project.location },
  totalUnits: project.totalUnits,
  availableUnits: project.availableUnits,
  unitConfigurations: project.unitConfigurations.map((unit) => ({ ...unit })),
  launchDate: project.launchDate,
  completionDate: project.completionDate,
  reraId: project.reraId,
  amenities: project.amenities,
  upcoming: project.upcoming,
  photos: project.photos,
});

/** GET /api/seller/projects query: the listings' page rules, and the project statuses. */
export const sellerProjectsQuerySchema = sellerListingsQuerySchema
  .pick({ page: true, pageSize: true })
  .extend({ status: oneOf('status', SELLER_PROJECT_FILTER_STATUSES).optional() });
export type SellerProjectsQuery = z.output<typeof sellerProjectsQuerySchema>;
