import type { ReactNode } from 'react';
import type { RouteKey } from '../../../shared/routes';
import { routeKeysIn } from '../route-match';
import { AreaShell } from './AreaShell';

const BARE: readonly RouteKey[] = ['adminLogin'];
const NAV = routeKeysIn('admin').filter((key) => !BARE.includes(key));

/** The admin area (/admin/*): its own shell and menu, separate from the public site. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <AreaShell label="Admin" navKeys={NAV} bareKeys={BARE}>
      {children}
    </AreaShell>
  );
}
