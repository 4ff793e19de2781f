/**
 * Public listings API. Response shapes are the product's (docs/product-rules.md, Search): featured →
 * `{ data }`, by city →
 * `{ properties }`, search → `{ data, total, page, pageSize }`. Every parameter is validated (400 with a
 * message naming it) by the schemas of the endpoint table (src/shared/endpoints/listings.endpoints.ts).
 */
import { GONE_MESSAGES, NOT_FOUND_MESSAGES } from '../../../shared/messages';
import { LISTING_CACHE_CONTROL } from '../../../shared/offline/offline-contract';
import { publicRead, weakTagOf } from '../../lib/conditional-get';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ApiFailure, apiError } from '../../lib/errors';
import { publicAnswers } from '../../lib/public-cache';
import { cityTag, GENERAL, listingTag, readShows } from '../../lib/public-scope';
import { parseId } from '../../lib/validate';
import { builderProjectCards } from '../projects/projects.service';
import { brokerProfile } from './brokers.service';
import { goneProperty } from './gone-listings';
import { knownCities, knownLocalities } from './known-cities';
import { countListingView } from './listing-view';
import { mapOfBox, nearestListings } from './listings.map';
import { searchProperties, searchShows } from './listings.search';
import { featuredProperties, propertiesInCity, propertyDetail, similarProperties } from './listings.service';
import { suggestLocations } from './locations.service';
import { offlineCityPack } from './offline-city.service';

const PROPERTY_NOT_FOUND = NOT_FOUND_MESSAGES.property;
const BROKER_NOT_FOUND = 'Agent not found';

// Listing reads are public unless a route below says otherwise: an anonymous read is answered from the
// public cache while nothing changed (public-cache.ts), and a repeat read is a 304.
const cachedRead = [publicAnswers(), publicRead] as const;
const cachedDetail = [
  // A kept 200 is an active listing, read by a visitor (never its owner: signed-in reads are not cached).
  publicAnswers({ onHit: (c, status) => status === 200 && countListingView(c, parseId(c.req.param('id'))) }),
  publicRead,
] as const;

export const listingsRoutes = endpointRoutes({
  'GET /api/properties/featured': [
    ...cachedRead,
    async (c, { query, json }) => {
      readShows(c, query.city ? cityTag(query.city) : GENERAL);
      const data = await featuredProperties(c.var.deps.database.db, query.city || undefined, query.limit);
      return json({ success: true, data });
    },
  ],
  'GET /api/properties/by-city': [
    ...cachedRead,
    async (c, { query, json }) => {
      readShows(c, cityTag(query.city));
      const data = await propertiesInCity(c.var.deps.database.db, query.city, query.limit);
      return json({ success: true, properties: data });
    },
  ],
  'GET /api/properties/offline-city': [
    ...cachedRead,
    async (c, { query, json }) => {
      readShows(c, cityTag(query.city));
      const { db } = c.var.deps.database;
      const data = await offlineCityPack(db, query.city, await knownCities(db));
      return json({ success: true, data });
    },
  ],
  'GET /api/properties/search': [
    ...cachedRead,
    async (c, { query: params, json }) => {
      const { db } = c.var.deps.database;
      const [cities, localities] = await Promise.all([knownCities(db), knownLocalities(db)]);
      readShows(c, searchShows(params, cities));
      const result = await searchProperties(db, params, cities, localities);
      return json({ success: true, ...result });
    },
  ],
  'GET /api/properties/map': [
    ...cachedRead,
    async (c, { query, json }) => {
      const { db } = c.var.deps.database;
      const [cities, localities] = await Promise.all([knownCities(db), knownLocalities(db)]);
      readShows(c, searchShows({ ...query, page: 1, sort: 'relevance' }, cities));
      return json(await mapOfBox(db, query, cities, localities));
    },
  ],
  'GET /api/properties/near': [
    ...cachedRead,
    async (c, { query, json }) => {
      const { db } = c.var.deps.database;
      const [cities, localities] = await Promise.all([knownCities(db), knownLocalities(db)]);
      readShows(c, searchShows({ ...query, page: 1, sort: 'relevance' }, cities));
      return json({ success: true, data: await nearestListings(db, query, cities, localities) });
    },
  ],
  'GET /api/properties/:id': [
    ...cachedDetail,
    async (c, { id, json }) => {
      const { db } = c.var.deps.database;
      // Owners and admins see a listing in any state (pending, rejected...); everyone else only active ones.
      const viewer = c.var.viewer;
      const data = await propertyDetail(db, id, viewer);
      if (!data) {
        // Public once and no longer (sold, rented, removed, its seller blocked): gone, with listings like it.
        const similar = await goneProperty(db, id);
        readShows(c, listingTag(id), ...(similar ? [GENERAL] : []));
        if (similar) return apiError(c, 410, GONE_MESSAGES.property, 'gone', { similar });
        throw new ApiFailure(404, PROPERTY_NOT_FOUND);
      }
      readShows(c, listingTag(id), cityTag(data.location.city));
      if (data.status === 'active' && data.seller.id !== viewer?.userId) countListingView(c, id);
      // A listing that is not active is only shown to its owner or an admin: never kept by any cache.
      if (data.status !== 'active') c.header('Cache-Control', LISTING_CACHE_CONTROL.private);
      // `views` goes up on every public read, so a tag of the whole body would never match again: the tag
      // leaves it out, and a revalidated copy shows the count as of its last full answer.
      else if (!viewer) c.header('ETag', await weakTagOf({ ...data, views: undefined }));
      return json({ success: true, data });
    },
  ],
  'GET /api/properties/:id/similar': [
    ...cachedRead,
    async (c, { id, json }) => {
      readShows(c, listingTag(id));
      const data = await similarProperties(c.var.deps.database.db, id, 6, (city) => readShows(c, cityTag(city)));
      if (!data) throw new ApiFailure(404, PROPERTY_NOT_FOUND);
      return json({ success: true, data });
    },
  ],
  'GET /api/brokers/:id': [
    ...cachedRead,
    async (c, { id, json }) => {
      const result = await brokerProfile(c.var.deps.database.db, id, 50);
      if (!result) throw new ApiFailure(404, BROKER_NOT_FOUND);
      // Only builders have projects; an agent's profile answers an empty list without asking.
      const projects =
        result.broker.sellerType === 'Builder' ? await builderProjectCards(c.var.deps.database.db, id, 50) : [];
      return json({ success: true, data: result.broker, properties: result.properties, projects });
    },
  ],
  'GET /api/locations/suggest': [
    ...cachedRead,
    async (c, { query, json }) => {
      const data = await suggestLocations(c.var.deps.database.db, query.q, query.city || undefined, query.limit);
      return json({ success: true, data });
    },
  ],
});
