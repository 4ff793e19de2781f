import type { ReactNode } from 'react';
import { Link, Redirect } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { currentUserAtom, hasTokenAtom } from '../../accounts/accounts.atoms';
import { ADMIN_AREA_COPY } from '../admin-area.content';
import { isAdminUser } from './admin-session';

/**
 * The admin pages need a stored session whose user is an admin. A visitor goes to the admin login
 * (replacing this entry so Back does not loop); a signed-in non-admin is told plainly instead of being
 * bounced to a login that would refuse them. The server checks the role again on every call.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const hasToken = useAtomValue(hasTokenAtom);
  if (!hasToken || !user) return <Redirect to={PATHS.adminLogin} replace />;
  if (!isAdminUser(user)) {
    return (
      <section className="mx-auto max-w-lg p-6" aria-labelledby="admins-only">
        <h1 id="admins-only" className="sr-only">
          Admins only
        </h1>
        <p role="alert" className="rounded-lg border border-line bg-white p-4 text-ink">
          {ADMIN_AREA_COPY.adminsOnly}
        </p>
        <p className="mt-4">
          <Link href={PATHS.home} className="text-brand underline">
            {ADMIN_AREA_COPY.backHome}
          </Link>
        </p>
      </section>
    );
  }
  return <>{children}</>;
}
