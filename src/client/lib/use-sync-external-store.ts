/**
 * wouter imports `use-sync-external-store/shim`, the fallback for React before 18; React 19 has the hook
 * itself, so vite.config.ts points that import here and the shim's code stays out of the entry (0.25 kB).
 */
export { useSyncExternalStore } from 'react';
