/**
 * The seller sign-up opened for one kind of seller ('Register' under FOR BUILDERS or FOR AGENTS):
 * '?type=builder' preselects that seller type in 'become a seller'. Kept small: the header reads it.
 */
import type { SellerType } from '../../../../shared/listings/vocabulary';
import { PATHS } from '../../../../shared/routes';

const TYPE_PARAM = 'type';

export const sellerSignupHref = (type?: SellerType): string =>
  type ? `${PATHS.sellerSignup}?${TYPE_PARAM}=${type.toLowerCase()}` : PATHS.sellerSignup;

/** The seller type `search` asks for ('?type=agent'), or undefined. */
export function sellerTypeFrom(search: string, types: readonly SellerType[]): SellerType | undefined {
  const asked = new URLSearchParams(search).get(TYPE_PARAM)?.toLowerCase();
  return types.find((type) => type.toLowerCase() === asked);
}
