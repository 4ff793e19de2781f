/**
 * Between the builder's project contract and the `projects` row: the columns a validated project
 * writes, the `SellerProject` a row reads as, and what makes an edit "material".
 */
import {
  MATERIAL_PROJECT_FIELDS,
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

type MaterialField = (typeof MATERIAL_PROJECT_FIELDS)[number];

/** One material field in a comparable form: blank and missing read the same, keys in one order. */
function comparable(field: MaterialField, value: unknown): unknown {
  if (field === 'description') return value ?? '';
  if (field === 'location') return comparablePlace(value, ['address']);
  if (field === 'unitConfigurations') {
    return (value as SellerProject['unitConfigurations']).map((unit) => [
      unit.label,
      unit.bedrooms ?? null,
      unit.minAreaSqft,
      unit.maxAreaSqft,
      unit.minPrice,
      unit.maxPrice,
    ]);
  }
  return value ?? null;
}

const materialOf = (project: Partial<Record<MaterialField, unknown>>): string =>
  JSON.stringify(MATERIAL_PROJECT_FIELDS.map((field) => comparable(field, project[field])));

/**
 * True when the edit changes what a buyer decides on or an admin checks, or adds a photo the admin has
 * not seen (reordering or removing photos is not material): an active project goes back to review.
 */
export const isMaterialProjectEdit = (before: SellerProject, after: ProjectBody): boolean =>
  materialOf(before) !== materialOf(after) || (after.photos ?? []).some((hash) => !before.photos.includes(hash));
