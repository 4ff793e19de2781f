import { lazy } from 'react';
import { importWithRetry } from './import-retry';

/**
 * `React.lazy` for an optional part of a page (rendered inside `OptionalPart` or `BelowFold`): a download
 * cut off half way is fetched again once the browser is online (importWithRetry), where `React.lazy`
 * alone would keep the failure, and the part its fallback, for the rest of the visit.
 */
export const lazyPart: typeof lazy = (load) => lazy(() => importWithRetry(load));
