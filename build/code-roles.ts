/**
 * The module each role's signed-in pages are loaded through (lazily, behind the area's gate): the roots
 * of the code the service worker keeps only on a seller's or an admin's device. Its keys are the shared
 * CODE_ROLES (src/shared/sw-protocol.ts); this folder takes only types from src/shared, so that Vite's
 * config, which imports it, keeps to imports with file extensions.
 */
import type { CodeRole } from '../src/shared/sw-protocol';

export const ROLE_ROOTS: Record<CodeRole, string> = {
  seller: 'src/client/features/sellers/pages/SellerSignedInPages.tsx',
  admin: 'src/client/features/admin/pages/AdminSignedInPages.tsx',
};

/** The roles, in the order of the table. */
export const CODE_ROLE_LIST = Object.keys(ROLE_ROOTS) as CodeRole[];
