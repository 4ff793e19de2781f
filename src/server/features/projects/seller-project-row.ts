/**
 * Between the builder's project contract and the `projects` row: the columns a validated project
 * writes, the `SellerProject` a row reads as, and what makes an edit "material".
 */
import {
  LIVE_EDIT_PROJECT_FIELDS,
  PROJECT_FIELDS,
  type ProjectBody,
  projectPriceRange,
  type SellerProject,
} from '../../../shared/sellers/seller-project-contract';
import { comparablePlace, rowActivity, rowCoordinates } from '../sellers/seller-row-fields';
import type { NewProject, Project } from './projects.schema';

/** The columns a project's fields write (status, times and photos are the service's). */
export const projectColumns = (body: ProjectBody) =>
  ({
    name: body.name,
    projectType: body.projectType,
    description: body.description ?? '',
    state: body.location.state,
    city: body.location.city,
    locality: body.location.locality,
    address: body.location.address ?? null,
    latitude: body.location.coordinates?.latitude ?? null,
    longitude: body.location.coordinates?.longitude ?? null,
    totalUnits: body.totalUnits,
    availableUnits: body.availableUnits,
    unitConfigurations: body.unitConfigurations,
    ...projectPriceRange(body.unitConfigurations),
    launchDate: body.launchDate ?? null,
    completionDate: body.completionDate ?? null,
    reraId: body.reraId ?? null,
    amenities: body.amenities ?? [],
    upcoming: body.upcoming ?? false,
  }) satisfies Partial<NewProject>;

export function toSellerProject(
  row: Project,
  photos: string[],
  counts: { new: number; total: number } = { new: 0, total: 0 },
): SellerProject {
  return {
    id: Number(row.id),
    status: row.status,
    rejectionReason: row.rejectionReason,
    heldForReportsAt: row.heldForReportsAt ? row.heldForReportsAt.toISOString() : null,
    name: row.name,
    projectType: row.projectType,
    description: row.description,
    location: {
      state: row.state,
      city: row.city,
      locality: row.locality,
      address: row.address,
      coordinates: rowCoordinates(row),
    },
    totalUnits: row.totalUnits,
    availableUnits: row.availableUnits,
    unitConfigurations: row.unitConfigurations,
    minPrice: Number(row.minPrice),
    maxPrice: Number(row.maxPrice),
    launchDate: row.launchDate,
    completionDate: row.completionDate,
    reraId: row.reraId,
    amenities: row.amenities,
    upcoming: row.upcoming,
    photos,
    ...rowActivity(row, counts),
  };
}

type LiveField = (typeof LIVE_EDIT_PROJECT_FIELDS)[number];
type MaterialField = Exclude<(typeof PROJECT_FIELDS)[number], LiveField>;

/** Every field a builder sends but the few that may change while the project stays live. */
const MATERIAL_FIELDS = PROJECT_FIELDS.filter(
  (field): field is MaterialField => !(LIVE_EDIT_PROJECT_FIELDS as readonly string[]).includes(field),
);

/** One material field in a comparable form: blank and missing read the same, keys in one order. */
function comparable(field: MaterialField, value: unknown): unknown {
  switch (field) {
    case 'description':
      return value ?? '';
    case 'location':
      return comparablePlace(value, ['address']);
    case 'unitConfigurations':
      return (value as SellerProject['unitConfigurations']).map((unit) => [
        unit.label,
        unit.bedrooms ?? null,
        unit.minAreaSqft,
        unit.maxAreaSqft,
        unit.minPrice,
        unit.maxPrice,
      ]);
    case 'amenities':
      return value ?? [];
    // Stored as false when not sent.
    case 'upcoming':
      return value ?? false;
    default:
      return value ?? null;
  }
}

const materialOf = (project: Partial<Record<MaterialField, unknown>>): string =>
  JSON.stringify(MATERIAL_FIELDS.map((field) => comparable(field, project[field])));

/**
 * True when the edit changes a public field other than the live-edit exceptions, or adds a photo the
 * admin has not seen (see LIVE_EDIT_PROJECT_FIELDS): an active project goes back to review.
 */
export const isMaterialProjectEdit = (before: SellerProject, after: ProjectBody): boolean =>
  materialOf(before) !== materialOf(after) || (after.photos ?? []).some((hash) => !before.photos.includes(hash));
