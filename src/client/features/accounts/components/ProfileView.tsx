import { useEffect } from 'react';
import type { AccountUser } from '../../../../shared/accounts/account-types';
import { formatPhone } from '../../../../shared/accounts/phone-number';
import { ROUTES } from '../../../../shared/route-titles';
import { OptionalPart } from '../../../app/layouts/OptionalPart';
import { useSetAtom } from '../../../app/store';
import { lazyPart } from '../../../lib/lazy-part';
import { meRead } from '../accounts.api';
import { sessionStorageChangedAtom } from '../accounts.atoms';
import { PROFILE_COPY } from '../accounts.content';
import { saveStoredUser } from '../accounts.storage';
import { useEndSession } from '../use-end-session';
import { dataOf, usePersonalApi } from '../use-personal-api';
import { UserAvatar } from './AccountLinks';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';

/** Download and deletion of the account's data: its own chunk, fetched after the page has painted. */
const PrivacySection = lazyPart(() => import('../privacy/PrivacySection'));

const accountKind = (user: AccountUser): string => {
  if (user.role === 'admin') return PROFILE_COPY.admin;
  return user.isSeller && user.sellerType ? PROFILE_COPY.seller(user.sellerType) : PROFILE_COPY.buyer;
};

/**
 * The profile as stored in the browser, refreshed from the server when a session token is stored (a
 * 401 ends the session here too; no answer, offline, keeps the stored copy).
 */
export function ProfileView({ user }: { user: AccountUser }) {
  const sessionChanged = useSetAtom(sessionStorageChangedAtom);
  const endSession = useEndSession();
  const me = usePersonalApi(meRead, dataOf);
  // What the server says now (not an answer held from an earlier visit) replaces the stored copy.
  const fresh = me.kind === 'found' && !me.stale ? me.data : null;
  const sessionGone = me.kind === 'refused' && me.status === 401;

  useEffect(() => {
    if (sessionGone) endSession();
  }, [sessionGone, endSession]);
  useEffect(() => {
    if (!fresh) return;
    saveStoredUser(fresh);
    sessionChanged();
  }, [fresh, sessionChanged]);

  const facts = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['E-mail', user.email],
    ['Mobile number', user.phoneNumber ? formatPhone(user.phoneNumber) : ''],
    ['Account', accountKind(user)],
  ] as const;

  return (
    <section className="container-page py-8 sm:py-12">
      <div className="flex items-center gap-4">
        <UserAvatar firstName={user.firstName} lastName={user.lastName} className="h-14 w-14 text-lg sm:h-16 sm:w-16" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.profile.title}</h1>
          <p className="truncate text-muted">
            {user.firstName} {user.lastName}
          </p>
        </div>
      </div>
      <dl className="card mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
            <dd className="mt-1 break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <ProfileDetailsForm key={`${user.id}:${user.firstName}:${user.lastName}:${user.email}`} user={user} />
        <ChangePasswordForm />
      </div>
      <OptionalPart>
        <PrivacySection />
      </OptionalPart>
    </section>
  );
}
