import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { TEXT_LINK_CLASS } from '../../../ui/FormField';
import { PlansPanel } from '../../billing/PlansPanel';
import { ADD_PROPERTY_COPY as C } from './add-property.content';

/** The server's 402 (quota used): close a listing, or buy a plan right here. */
export function QuotaMessage({ message }: { message: string }) {
  return (
    <div>
      <div role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p>{message}</p>
        <p className="mt-1">
          <Link href={PATHS.sellerProperties} className={TEXT_LINK_CLASS}>
            {C.manageListings}
          </Link>
        </p>
      </div>
      <PlansPanel />
    </div>
  );
}
