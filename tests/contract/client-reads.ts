/**
 * What a program written against the published OpenAPI document alone can read: real fields of real
 * answers, through the types openapi-typescript generates from it, with no casts. `npm run
 * contract:client` generates the types and type-checks this file, so a field a client relies on that
 * leaves the document (or changes type) fails there. Type-checked only, never run.
 */
import type { paths } from '../.artifacts/contract/openapi';

/** The JSON body of `Path`'s `Method` answer with `Status`. */
type Answer<
  Path extends keyof paths,
  Method extends keyof paths[Path],
  Status extends number,
> = paths[Path][Method] extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? Responses[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never
  : never;

declare const property: Answer<'/api/properties/{id}', 'get', 200>;
export const price: number = property.data.price;
export const city: string = property.data.location.city;
export const photos: string[] = property.data.photos;

declare const search: Answer<'/api/properties/search', 'get', 200>;
export const firstListingId: number | undefined = search.data[0]?.id;
export const total: number = search.total;

declare const ownListings: Answer<'/api/seller/properties', 'get', 200>;
export const ownStatuses: string[] = ownListings.data.map((listing) => listing.status);
export const ownViews: number | undefined = ownListings.data[0]?.views;

declare const login: Answer<'/api/users/login', 'post', 200>;
export const token: string = login.data.token;
export const isSeller: boolean = login.data.user.isSeller;

declare const gone: Answer<'/api/properties/{id}', 'get', 410>;
export const similarIds: number[] = gone.similar.map((listing) => listing.id);

declare const refused: Answer<'/api/users/login', 'post', 429>;
export const code: string = refused.code;
