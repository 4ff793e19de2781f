import { AdminListingsScreen } from './AdminListingsScreen';

/** `/admin/properties/all`: every listing, with a switch to projects. */
export default function AdminAllPropertiesPage() {
  return <AdminListingsScreen routeKey="adminAllProperties" withProjects />;
}
