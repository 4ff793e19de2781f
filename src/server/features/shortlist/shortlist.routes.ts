/**
 * Shortlist and recently viewed, synced to the account (contract in
 * `src/shared/offline/saved-listings-contract.ts`).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const shortlistRoutes = new Hono<AppEnv>();
