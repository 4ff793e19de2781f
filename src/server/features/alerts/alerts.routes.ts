/**
 * Saved searches, their 'new since your last visit' counts and Web Push subscriptions (contract in
 * `src/shared/alerts/saved-search-contract.ts`).
 */
import { Hono } from 'hono';
import {
  newCountsSchema,
  pushSubscriptionSchema,
  SAVED_SEARCH_MESSAGES,
  savedSearchInputSchema,
  savedSearchPatchSchema,
} from '../../../shared/alerts/saved-search-contract';
import { pushEndpointOnly } from '../../../shared/endpoints/me.endpoints';
import type { AppEnv } from '../../app-env';
import { appNow, requireUser, signedIn } from '../../lib/auth';
import { ApiFailure } from '../../lib/errors';
import { jsonObjectBody } from '../../lib/json-body';
import { parseId, parseOrFail } from '../../lib/validate';
import { knownCities } from '../listings/known-cities';
import { pushNetwork } from './push-agent';
import { vapidConfig } from './push-config';
import { checkPushEndpoint } from './push-endpoint';
import { removePushSubscription, savePushSubscription } from './push-subscriptions.service';
import { newCounts } from './saved-search-matches';
import {
  changeSavedSearch,
  listSavedSearches,
  markSearchSeen,
  removeSavedSearch,
  saveSearch,
} from './saved-searches.service';

export const alertsRoutes = new Hono<AppEnv>()
  // No login: visitors keep their searches in the browser and get the badge too.
  .post('/saved-searches/new-counts', async (c) => {
    const { searches } = parseOrFail(newCountsSchema, await jsonObjectBody(c));
    const { db } = c.var.deps.database;
    const data = await newCounts(db, searches, await knownCities(db), appNow(c), c.var.logger);
    return c.json({ success: true, data });
  })
  .get('/push/public-key', (c) => {
    const vapid = vapidConfig(c.var.deps.env);
    if (!vapid) throw new ApiFailure(404, SAVED_SEARCH_MESSAGES.pushNotConfigured);
    return c.json({ success: true, data: { publicKey: vapid.publicKey } });
  })
  .use('/me/saved-searches', requireUser)
  .use('/me/saved-searches/*', requireUser)
  .use('/me/push-subscriptions', requireUser)
  .get('/me/saved-searches', async (c) => {
    const data = await listSavedSearches(c.var.deps.database.db, signedIn(c).viewer.userId);
    return c.json({ success: true, data });
  })
  .post('/me/saved-searches', async (c) => {
    const input = parseOrFail(savedSearchInputSchema, await jsonObjectBody(c));
    const { search, created } = await saveSearch(c.var.deps.database.db, signedIn(c).viewer.userId, input, appNow(c));
    return c.json({ success: true, data: search }, created ? 201 : 200);
  })
  .post('/me/saved-searches/:id/seen', async (c) => {
    const id = parseId(c.req.param('id'));
    const data = await markSearchSeen(c.var.deps.database.db, signedIn(c).viewer.userId, id, appNow(c));
    return c.json({ success: true, data });
  })
  .patch('/me/saved-searches/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const patch = parseOrFail(savedSearchPatchSchema, await jsonObjectBody(c));
    const data = await changeSavedSearch(c.var.deps.database.db, signedIn(c).viewer.userId, id, patch, appNow(c));
    return c.json({ success: true, data });
  })
  .delete('/me/saved-searches/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    await removeSavedSearch(c.var.deps.database.db, signedIn(c).viewer.userId, id);
    return c.json({ success: true });
  })
  .post('/me/push-subscriptions', async (c) => {
    const input = parseOrFail(pushSubscriptionSchema, await jsonObjectBody(c));
    checkPushEndpoint(input.endpoint, pushNetwork(c.var.deps).publicOnly);
    await savePushSubscription(c.var.deps.database.db, signedIn(c).viewer.userId, input);
    return c.json({ success: true }, 201);
  })
  .delete('/me/push-subscriptions', async (c) => {
    const { endpoint } = parseOrFail(pushEndpointOnly, await jsonObjectBody(c));
    await removePushSubscription(c.var.deps.database.db, signedIn(c).viewer.userId, endpoint);
    return c.json({ success: true });
  });
