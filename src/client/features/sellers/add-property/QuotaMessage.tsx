import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { ADD_PROPERTY_COPY as C } from '../../../../shared/sellers/seller-ui-add-property';
import { TEXT_LINK_CLASS } from '../../accounts/components/FormField';

/**
 * The server's 402 (free quota used). There is no plans page yet: the seller is sent to their listings
 * to close one; a link to the plans belongs here once billing has a page.
 */
export function QuotaMessage({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p>{message}</p>
      <p className="mt-1">
        <Link href={PATHS.sellerProperties} className={TEXT_LINK_CLASS}>
          {C.manageListings}
        </Link>{' '}
        {C.quotaPlansLater}
      </p>
    </div>
  );
}
