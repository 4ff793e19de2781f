import { useState } from 'react';
import type { SellerListing } from '../../../shared/sellers/seller-constants';
import { sellerBilling } from '../../lib/api-resources';
import { notify } from '../../lib/toast';
import { useApiCache } from '../../lib/use-api';
import { bodyOf, usePersonalApi } from '../accounts/use-personal-api';
import { featureListing, sellerBillingRead } from './billing.api';

/**
 * The seller's featured credits left (from their running plans) and spending one on a listing: the server's
 * words are shown either way, and `onFeatured` puts the new date on the listing the page shows.
 */
export function useFeaturedCredits(onFeatured: (listing: SellerListing, featuredUntil: string) => void) {
  const billing = usePersonalApi(sellerBillingRead, bodyOf);
  const cache = useApiCache();
  const [spending, setSpending] = useState(false);
  const creditsLeft =
    billing.kind === 'found'
      ? billing.data.data.plans.reduce((sum, plan) => sum + Math.max(0, plan.featured.credits - plan.featured.used), 0)
      : 0;

  const onFeature = async (listing: SellerListing) => {
    if (spending) return;
    setSpending(true);
    try {
      const answer = await featureListing(listing.id);
      notify.success(answer.message);
      onFeatured(listing, answer.data.featuredUntil);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSpending(false);
      cache.invalidate(sellerBilling);
    }
  };
  return { creditsLeft: spending ? 0 : creditsLeft, onFeature: (listing: SellerListing) => void onFeature(listing) };
}
