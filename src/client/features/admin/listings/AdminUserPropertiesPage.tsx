import { AdminListingsScreen } from './AdminListingsScreen';

/** `/admin/users/properties/all`: listings posted by owners. */
export default function AdminUserPropertiesPage() {
  return <AdminListingsScreen routeKey="adminUserProperties" postedBy="Owner" />;
}
