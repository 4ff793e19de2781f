/**
 * The add/edit project form as plain strings (what inputs hold), turned into the project contract's
 * input for validation and sending; the contract's messages read with the fields' labels.
 */
import {
  type ProjectInput,
  projectSchema,
  type SellerProject,
} from '../../../../shared/sellers/seller-project-contract';
import { type FieldErrors, fieldErrors } from '../../../lib/form-errors';
import { PROJECT_FIELD_LABELS } from './projects.content';

export interface UnitRow {
  /** Stable React key: rows can be removed from the middle. */
  key: number;
  label: string;
  bedrooms: string;
  minAreaSqft: string;
  maxAreaSqft: string;
  minPrice: string;
  maxPrice: string;
}

export interface ProjectForm {
  name: string;
  projectType: string;
  description: string;
  state: string;
  city: string;
  locality: string;
  address: string;
  totalUnits: string;
  availableUnits: string;
  units: UnitRow[];
  launchDate: string;
  completionDate: string;
  reraId: string;
  amenities: string[];
  upcoming: boolean;
}

let nextKey = 0;
export const emptyUnit = (): UnitRow => ({
  key: ++nextKey,
  label: '',
  bedrooms: '',
  minAreaSqft: '',
  maxAreaSqft: '',
  minPrice: '',
  maxPrice: '',
});

export const emptyProjectForm = (): ProjectForm => ({
  name: '',
  projectType: '',
  description: '',
  state: '',
  city: '',
  locality: '',
  address: '',
  totalUnits: '',
  availableUnits: '',
  units: [emptyUnit()],
  launchDate: '',
  completionDate: '',
  reraId: '',
  amenities: [],
  upcoming: false,
});

const text = (value: string) => (value.trim() === '' ? null : value);
// '' is "not given"; anything else is a number, and a typo (NaN) gets the contract's number message.
const required = (value: string) => (value.trim() === '' ? (undefined as unknown as number) : Number(value));
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

/** The contract's input for the form and its photos (hashes in order). */
export function toProjectInput(form: ProjectForm, photos: string[]): ProjectInput {
  return {
    name: form.name,
    projectType: (form.projectType || undefined) as ProjectInput['projectType'],
    description: form.description,
    location: { state: form.state, city: form.city, locality: form.locality, address: text(form.address) },
    totalUnits: required(form.totalUnits),
    availableUnits: required(form.availableUnits),
    unitConfigurations: form.units.map((unit) => ({
      label: unit.label,
      bedrooms: optionalNumber(unit.bedrooms),
      minAreaSqft: required(unit.minAreaSqft),
      maxAreaSqft: required(unit.maxAreaSqft),
      minPrice: required(unit.minPrice),
      maxPrice: required(unit.maxPrice),
    })),
    launchDate: text(form.launchDate),
    completionDate: text(form.completionDate),
    reraId: text(form.reraId),
    amenities: form.amenities,
    upcoming: form.upcoming,
    photos,
  };
}

const str = (value: number | string | null | undefined) => (value == null ? '' : String(value));

/** A stored project (for an edit) as the form holds it. */
export const fromProject = (project: SellerProject): ProjectForm => ({
  name: project.name,
  projectType: project.projectType,
  description: project.description,
  state: project.location.state,
  city: project.location.city,
  locality: project.location.locality,
  address: str(project.location.address),
  totalUnits: str(project.totalUnits),
  availableUnits: str(project.availableUnits),
  units: project.unitConfigurations.map((unit) => ({
    key: ++nextKey,
    label: unit.label,
    bedrooms: str(unit.bedrooms),
    minAreaSqft: str(unit.minAreaSqft),
    maxAreaSqft: str(unit.maxAreaSqft),
    minPrice: str(unit.minPrice),
    maxPrice: str(unit.maxPrice),
  })),
  launchDate: str(project.launchDate),
  completionDate: str(project.completionDate),
  reraId: str(project.reraId),
  amenities: [...project.amenities],
  upcoming: project.upcoming,
});

/** Messages by field path: 'location.city', 'unitConfigurations.1.maxPrice', 'unitConfigurations'. */
export type ProjectErrors = FieldErrors;

/** Checks the whole form with the shared schema: no errors means it may be sent. */
export function checkProject(form: ProjectForm, photos: string[]): ProjectErrors {
  const parsed = projectSchema.safeParse(toProjectInput(form, photos));
  return parsed.success ? {} : fieldErrors(parsed.error, PROJECT_FIELD_LABELS);
}
