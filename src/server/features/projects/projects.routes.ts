/** Public projects API: a city's projects (paged) and one project with its listings. */
import { GONE_MESSAGES, NOT_FOUND_MESSAGES } from '../../../shared/messages';
import { LISTING_CACHE_CONTROL } from '../../../shared/offline/offline-contract';
import { publicRead } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure, apiError } from '../../lib/errors';
import { publicAnswers } from '../../lib/public-cache';
import { cityTag, GENERAL, projectTag, readShows } from '../../lib/public-scope';
import { goneProject } from '../listings/gone-listings';
import { listProjects, projectDetail } from './projects.service';

export const projectsRoutes = endpointRoutes({
  // Public reads, answered to visitors from the public cache while nothing changed (public-cache.ts) and
  // revalidated by browsers; a repeat read is a 304 (conditional-get.ts).
  'GET /api/projects': [
    publicAnswers(),
    publicRead,
    async (c, { query, json }) => {
      readShows(c, query.city ? cityTag(query.city) : GENERAL);
      return json({
        success: true,
        ...(await listProjects(c.var.deps.database.db, query.city || undefined, query.page)),
      });
    },
  ],
  'GET /api/projects/:id': [
    publicAnswers(),
    publicRead,
    async (c, { id, json }) => {
      const viewer = c.var.viewer;
      const { db } = c.var.deps.database;
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
      return json({ success: true, data });
    },
  ],
});
