import { type ReactNode, useState } from 'react';
import { nextFeaturedEnd } from '../../../shared/billing/featured-contract';
import type { SellerListing } from '../../../shared/sellers/seller-constants';
import { sellerBilling } from '../../lib/api-resources';
import { notify } from '../../lib/toast';
import { useApiCache } from '../../lib/use-api';
import { bodyOf, usePersonalApi } from '../accounts/use-personal-api';
import { featureListing, sellerBillingRead } from './billing.api';
import { FeatureConfirmDialog } from './FeatureConfirmDialog';

/**
 * The seller's featured credits left (from their running plans) and spending one on a listing, asked
 * first with the credits left and the date the credit buys: the server's words are shown either way, and
 * `onFeatured` puts the new date on the listing the page shows. The page shows `dialog`.
 */
export function useFeaturedCredits(onFeatured: (listing: SellerListing, featuredUntil: string) => void) {
  const billing = usePersonalApi(sellerBillingRead, bodyOf);
  const cache = useApiCache();
  const [spending, setSpending] = useState(false);
  const [asking, setAsking] = useState<{ listing: SellerListing; until: string } | null>(null);
  const plans = billing.kind === 'found' ? billing.data.data.plans : [];
  const creditsLeft = plans.reduce((sum, plan) => sum + Math.max(0, plan.featured.credits - plan.featured.used), 0);

  const spend = async (listing: SellerListing) => {
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

  const onFeature = (listing: SellerListing) => {
    const until = nextFeaturedEnd(plans, listing.featuredUntil, new Date());
    // No plan would add time: there is nothing to ask, and the server says why it spends nothing.
    if (until === null) void spend(listing);
    else setAsking({ listing, until });
  };

  const dialog: ReactNode = asking ? (
    <FeatureConfirmDialog
      listing={asking.listing}
      creditsLeft={creditsLeft}
      until={asking.until}
      onClose={() => setAsking(null)}
      onConfirm={() => {
        setAsking(null);
        void spend(asking.listing);
      }}
    />
  ) : null;
  return { creditsLeft: spending ? 0 : creditsLeft, onFeature, dialog };
}
