/**
 * Sets an answer's Cache-Control once the handler has run, its error answers (401, 403, 400) included:
 * what an account, a seller or an admin is shown is never kept by a cache, refusals neither.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export const cacheControl = (value: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    c.header('Cache-Control', value);
  });

export const noStore = cacheControl('no-store');
