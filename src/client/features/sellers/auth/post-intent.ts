/**
 * 'Post property for Free' opens the seller login (the spec's route) marked as a wish to post: the page
 * then leads with registering, and login or sign-up ends on the add-property page rather than the
 * dashboard. The mark rides in the address so it survives a reload and the sign-up's steps.
 */
import { PATHS } from '../../../../shared/routes';
import { POST_PARAM } from './post-param';

/** True when `search` carries the wish to post. */
export const wantsToPost = (search: string): boolean => new URLSearchParams(search).has(POST_PARAM);

/** `href` with the wish to post added, when `post` is true (the login and sign-up links pass it on). */
export function withPostIntent(href: string, post: boolean): string {
  if (!post) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${POST_PARAM}=1`;
}

/** Where a seller goes once logged in or signed up. */
export const sellerHomeFor = (post: boolean): string => (post ? PATHS.sellerAddProperty : PATHS.sellerDashboard);
