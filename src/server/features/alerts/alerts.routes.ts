/**
 * Saved searches, their 'new since your last visit' counts and Web Push subscriptions (contract in
 * `src/shared/offline/saved-search-contract.ts`).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const alertsRoutes = new Hono<AppEnv>();
