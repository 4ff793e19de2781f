/** The refusal every seller-only API answers to a signed-in account that has no seller profile. */
export const SELLER_ONLY_MESSAGE = 'Only sellers can do this. Register as a seller to continue.';
