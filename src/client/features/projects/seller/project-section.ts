import type { ProjectErrors, ProjectForm } from './project-form';

/** What every section of the project form gets: the form, its errors by field path, and a way to change it. */
export interface ProjectSectionProps {
  form: ProjectForm;
  errors: ProjectErrors;
  set: (patch: Partial<ProjectForm>) => void;
}
