/**
 * The service worker entry (built by vite-plugin-pwa, injectManifest): a short list of what the worker
 * does. Order matters: routes registered first win, so the precache is consulted before runtime caches.
 */
import { setupApiAnswers } from './api-answers';
import { setupCityPrefetch } from './city-prefetch';
import { setupLifecycle } from './lifecycle';
import { setupNavigations } from './navigations';
import { setupOutbox } from './outbox';
import { setupPrecache } from './precache';
import { setupPush } from './push';
import { setupRuntimeCaching } from './runtime-caching';
import { setupSavedCities } from './saved-cities';

setupLifecycle();
setupPrecache();
setupNavigations();
setupApiAnswers();
setupOutbox();
setupRuntimeCaching();
setupCityPrefetch();
setupSavedCities();
setupPush();
