import { AdminListingsScreen } from './AdminListingsScreen';

/** `/admin/brokers/properties/all`: listings posted by agents. */
export default function AdminBrokerPropertiesPage() {
  return <AdminListingsScreen routeKey="adminBrokerProperties" postedBy="Agent" />;
}
