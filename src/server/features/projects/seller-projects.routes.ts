/** The builder's projects API (contract in `src/shared/sellers/seller-project-contract.ts`). */
import type { Context } from 'hono';
import { SELLER_PROJECT_MESSAGES } from '../../../shared/sellers/seller-project-contract';
import type { AppEnv } from '../../app-env';
import { appNow } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { jsonObjectBody } from '../../lib/json-body';
import { dropsListingAnswers } from '../listings/listing-changes';
import { currentSeller } from '../sellers/require-seller';
import { sellerProjects } from './seller-projects.query';
import {
  createProject,
  deleteProject,
  editProject,
  ownProject,
  type SellerProjectContext,
} from './seller-projects.service';

const projectContext = (c: Context<AppEnv>): SellerProjectContext => ({
  db: c.var.deps.database.db,
  seller: currentSeller(c),
  now: appNow(c),
});

// Order matters: 401, then 403 for a buyer, then 403 for a seller who is not a builder (the entries' access
// says so). Like every API answer, none of a builder's is kept by a cache. A change drops the public cache
// once it is made.
const drops = dropsListingAnswers('project');

export const sellerProjectsRoutes = endpointRoutes({
  'POST /api/seller/projects': [
    drops,
    async (c, { body, json }) => {
      const data = await createProject(projectContext(c), body);
      return json({ success: true, message: SELLER_PROJECT_MESSAGES.projectCreated, data }, 201);
    },
  ],
  'GET /api/seller/projects': [
    drops,
    async (c, { query, json }) => {
      const page = await sellerProjects(c.var.deps.database.db, Number(currentSeller(c).userId), query);
      return json({ success: true, ...page });
    },
  ],
  'GET /api/seller/projects/:id': [
    drops,
    async (c, { id, json }) => {
      const ctx = projectContext(c);
      const data = await ownProject(ctx.db, Number(ctx.seller.userId), id);
      return json({ success: true, data });
    },
  ],
  'PATCH /api/seller/projects/:id': [
    drops,
    async (c, { id, json }) => {
      const { project, sentForReview } = await editProject(projectContext(c), id, await jsonObjectBody(c));
      const message = sentForReview
        ? SELLER_PROJECT_MESSAGES.projectSentForReview
        : SELLER_PROJECT_MESSAGES.projectUpdated;
      return json({ success: true, message, data: project });
    },
  ],
  'DELETE /api/seller/projects/:id': [
    drops,
    async (c, { id, json }) => {
      await deleteProject(projectContext(c), id);
      return json({ success: true, message: SELLER_PROJECT_MESSAGES.projectDeleted });
    },
  ],
});
