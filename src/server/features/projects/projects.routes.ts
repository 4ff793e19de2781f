/** Public projects API: a city's projects (paged) and one project with its listings. */
import { Hono } from 'hono';
import { projectListQuery } from '../../../shared/endpoints/listings.endpoints';
import { GONE_MESSAGES, NOT_FOUND_MESSAGES } from '../../../shared/messages';
import { LISTING_CACHE_CONTROL } from '../../../shared/offline/offline-contract';
import type { AppEnv } from '../../app-env';
import { publicRead } from '../../lib/conditional-get';
import { ApiFailure, apiError } from '../../lib/errors';
import { publicAnswers } from '../../lib/public-cache';
import { cityTag, GENERAL, projectTag, readShows } from '../../lib/public-scope';
import { parseId, parseOrFail } from '../../lib/validate';
import { goneProject } from '../listings/gone-listings';
import { listProjects, projectDetail } from './projects.service';

export const projectsRoutes = new Hono<AppEnv>()
  // Public reads, answered to visitors from the public cache while nothing changed (public-cache.ts) and
  // revalidated by browsers; a repeat read is a 304 (conditional-get.ts).
  .use('/projects', publicAnswers(), publicRead)
  .use('/projects/:id', publicAnswers(), publicRead)
  .get('/projects', async (c) => {
    const query = parseOrFail(projectListQuery, c.req.query());
    readShows(c, query.city ? cityTag(query.city) : GENERAL);
    return c.json({
      success: true,
      ...(await listProjects(c.var.deps.database.db, query.city || undefined, query.page)),
    });
  })
  .get('/projects/:id', async (c) => {
    const viewer = c.var.viewer;
    const { db } = c.var.deps.database;
    const id = parseId(c.req.param('id'));
    const data = await projectDetail(db, id, viewer);
    if (!data) {
      // Public once and no longer (removed, its builder blocked): gone, with listings like it.
      const similar = await goneProject(db, id);
      readShows(c, projectTag(id), ...(similar ? [GENERAL] : []));
      if (similar) return apiError(c, 410, GONE_MESSAGES.project, 'gone', { similar });
      throw new ApiFailure(404, NOT_FOUND_MESSAGES.project);
    }
    readShows(c, projectTag(id), cityTag(data.location.city));
    // A project that is not active (or any project an admin opens: it may be a blocked builder's) is not
    // public: never kept by any cache, the service worker's offline store included. publicRead says how
    // long a public one may be kept.
    const isPublic = data.status === 'active' && viewer?.role !== 'admin';
    if (!isPublic) c.header('Cache-Control', LISTING_CACHE_CONTROL.private);
    return c.json({ success: true, data });
  });
