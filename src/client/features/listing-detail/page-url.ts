import { brokerPath, PATHS } from '../../../shared/routes';

/** The address of a page on this site, absolute, for sharing and Open Graph. */
const absolute = (path: string): string => `${window.location.origin}${path}`;

export const propertyUrl = (id: number): string => absolute(`${PATHS.propertyProfile}?id=${id}`);
export const projectUrl = (id: number): string => absolute(`${PATHS.projectProfile}?id=${id}`);
export const brokerUrl = (id: number): string => absolute(brokerPath(id));
export const absoluteUrl = absolute;
