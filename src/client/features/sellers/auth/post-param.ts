/**
 * The mark 'Post property for Free' puts on the seller login's address (post-intent.ts reads it). On its
 * own, so the top bar, on every page, carries this one line and not the seller pages' helpers.
 */
import { PATHS } from '../../../../shared/routes';

export const POST_PARAM = 'post';

/** The top bar's 'Post property for Free': the seller login, asked to lead on to posting. */
export const POST_PROPERTY_LOGIN_HREF = `${PATHS.sellerLogin}?${POST_PARAM}=1`;
