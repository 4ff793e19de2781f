import { lazyPage } from '../../../lib/lazy-page';
import type { AdminRouteKey } from '../admin.content';
import { AdminGate } from '../auth/AdminGate';

/** Open to anyone: the admin sign-in, its own chunk, kept offline for everyone. */
const OPEN_PAGES = {
  adminLogin: lazyPage(() => import('./AdminLoginPage')),
} satisfies Partial<Record<AdminRouteKey, unknown>>;

/** Every other admin page, behind the gate; loaded only once the gate lets an admin in. */
const SignedInPages = lazyPage(() => import('./AdminSignedInPages'));

/** Every admin page; `routeKey` says which one. */
export default function AdminPage({ routeKey }: { routeKey: AdminRouteKey }) {
  if (routeKey === 'adminLogin') return <OPEN_PAGES.adminLogin />;
  return (
    <AdminGate>
      <SignedInPages routeKey={routeKey} />
    </AdminGate>
  );
}
