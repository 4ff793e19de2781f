/** The builder's projects API (contract in `src/shared/sellers/seller-project-contract.ts`). */
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  projectSchema,
  SELLER_PROJECT_MESSAGES,
  type SellerProject,
  type SellerProjectPage,
  sellerProjectsQuerySchema,
} from '../../../shared/sellers/seller-project-contract';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { dropsListingAnswers } from '../listings/listing-changes';
import { currentSeller, requireSeller } from '../sellers/require-seller';
import { sellerProjects } from './seller-projects.query';
import {
  createProject,
  deleteProject,
  editProject,
  ownProject,
  type SellerProjectContext,
} from './seller-projects.service';

export interface SellerProjectResponse {
  success: true;
  message?: string;
  data: SellerProject;
}

/** Projects are a builder's: an owner or an agent is told why not (403), and nothing of theirs is read. */
const requireBuilder = createMiddleware<AppEnv>(async (c, next) => {
  const { sellerType } = currentSeller(c);
  if (sellerType !== 'Builder') throw new ApiFailure(403, SELLER_PROJECT_MESSAGES.buildersOnly(sellerType));
  await next();
});

const projectContext = (c: Context<AppEnv>): SellerProjectContext => ({
  db: c.var.deps.database.db,
  seller: currentSeller(c),
  now: appNow(c),
});

const BASE = '/seller/projects';

// Order matters: 401, then 403 for a buyer, then 403 for a seller who is not a builder. Like every API
// answer, none of a builder's is kept by a cache. A change drops the public cache once it is made.

export const sellerProjectsRoutes = new Hono<AppEnv>()
  .use(`${BASE}/*`, dropsListingAnswers('project'), requireUser, requireSeller, requireBuilder)
  .use(BASE, dropsListingAnswers('project'), requireUser, requireSeller, requireBuilder)
  .post(BASE, async (c) => {
    const body = parseOrFail(projectSchema, await jsonObjectBody(c));
    const data = await createProject(projectContext(c), body);
    return c.json<SellerProjectResponse>({ success: true, message: SELLER_PROJECT_MESSAGES.projectCreated, data }, 201);
  })
  .get(BASE, async (c) => {
    const query = parseOrFail(sellerProjectsQuerySchema, c.req.query());
    const page = await sellerProjects(c.var.deps.database.db, Number(currentSeller(c).userId), query);
    return c.json<SellerProjectPage>({ success: true, ...page });
  })
  .get(`${BASE}/:id`, async (c) => {
    const ctx = projectContext(c);
    const data = await ownProject(ctx.db, Number(ctx.seller.userId), parseId(c.req.param('id')));
    return c.json<SellerProjectResponse>({ success: true, data });
  })
  .patch(`${BASE}/:id`, async (c) => {
    const id = parseId(c.req.param('id'));
    const { project, sentForReview } = await editProject(projectContext(c), id, await jsonObjectBody(c));
    const message = sentForReview
      ? SELLER_PROJECT_MESSAGES.projectSentForReview
      : SELLER_PROJECT_MESSAGES.projectUpdated;
    return c.json<SellerProjectResponse>({ success: true, message, data: project });
  })
  .delete(`${BASE}/:id`, async (c) => {
    await deleteProject(projectContext(c), parseId(c.req.param('id')));
    return c.json({ success: true as const, message: SELLER_PROJECT_MESSAGES.projectDeleted });
  });
