/**
 * Saved searches, their 'new since your last visit' counts and Web Push subscriptions (contract in
 * `src/shared/alerts/saved-search-contract.ts`).
 */
import { SAVED_SEARCH_MESSAGES } from '../../../shared/alerts/saved-search-contract';
import { appNow, signedIn } from '../../lib/auth';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure } from '../../lib/errors';
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

export const alertsRoutes = endpointRoutes({
  // No login: visitors keep their searches in the browser and get the badge too.
  'POST /api/saved-searches/new-counts': async (c, { body: { searches }, json }) => {
    const { db } = c.var.deps.database;
    const data = await newCounts(db, searches, await knownCities(db), appNow(c), c.var.logger);
    return json({ success: true, data });
  },
  'GET /api/push/public-key': (c, { json }) => {
    const vapid = vapidConfig(c.var.deps.env);
    if (!vapid) throw new ApiFailure(404, SAVED_SEARCH_MESSAGES.pushNotConfigured);
    return json({ success: true, data: { publicKey: vapid.publicKey } });
  },
  'GET /api/me/saved-searches': async (c, { json }) => {
    const data = await listSavedSearches(c.var.deps.database.db, signedIn(c).viewer.userId);
    return json({ success: true, data });
  },
  'POST /api/me/saved-searches': async (c, { body, json }) => {
    const { search, created } = await saveSearch(c.var.deps.database.db, signedIn(c).viewer.userId, body, appNow(c));
    return json({ success: true, data: search }, created ? 201 : 200);
  },
  'POST /api/me/saved-searches/:id/seen': async (c, { id, json }) => {
    const data = await markSearchSeen(c.var.deps.database.db, signedIn(c).viewer.userId, id, appNow(c));
    return json({ success: true, data });
  },
  'PATCH /api/me/saved-searches/:id': async (c, { id, body, json }) => {
    const data = await changeSavedSearch(c.var.deps.database.db, signedIn(c).viewer.userId, id, body, appNow(c));
    return json({ success: true, data });
  },
  'DELETE /api/me/saved-searches/:id': async (c, { id, json }) => {
    await removeSavedSearch(c.var.deps.database.db, signedIn(c).viewer.userId, id);
    return json({ success: true });
  },
  'POST /api/me/push-subscriptions': async (c, { body, json }) => {
    checkPushEndpoint(body.endpoint, pushNetwork(c.var.deps).publicOnly);
    await savePushSubscription(c.var.deps.database.db, signedIn(c).viewer.userId, body);
    return json({ success: true }, 201);
  },
  'DELETE /api/me/push-subscriptions': async (c, { body: { endpoint }, json }) => {
    await removePushSubscription(c.var.deps.database.db, signedIn(c).viewer.userId, endpoint);
    return json({ success: true });
  },
});
