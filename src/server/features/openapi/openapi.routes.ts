/**
 * `GET /api/openapi.json`, the API's OpenAPI document, and `GET /api/docs`, the same as a page to read.
 * Both change only with a deploy: browsers may keep them a few minutes.
 */

import { Hono } from 'hono';
import { API_DOC_PATHS } from '../../../shared/endpoints/api-endpoints';
import type { AppEnv } from '../../app-env';
import { CACHE_CONTROL } from '../../lib/cache-control';
import { openApiDocument } from './openapi.document';
import { referencePage } from './openapi-page';

const CACHE_FOR_FIVE_MINUTES = CACHE_CONTROL.fiveMinutes;

/** The routes' paths below the app's `/api`. */
const below = (path: string) => path.replace(/^\/api/, '');

let json: string | undefined;
let page: string | undefined;

export const openApiRoutes = new Hono<AppEnv>()
  .get(below(API_DOC_PATHS.document), (c) => {
    json ??= JSON.stringify(openApiDocument());
    return c.body(json, 200, { 'Content-Type': 'application/json', 'Cache-Control': CACHE_FOR_FIVE_MINUTES });
  })
  .get(below(API_DOC_PATHS.reference), (c) => {
    page ??= referencePage(openApiDocument(), API_DOC_PATHS.document);
    c.header('Cache-Control', CACHE_FOR_FIVE_MINUTES);
    return c.html(page);
  });
